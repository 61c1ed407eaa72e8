import { createFileRoute } from '@tanstack/react-router';
import { EmploymentScreen } from '../../features/onboarding/employment-screen';

export const Route = createFileRoute('/_onboarding/experience')({
  component: () => <EmploymentScreen />,
});
