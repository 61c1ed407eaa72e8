import { EmploymentScreen } from '@app/features/onboarding/employment-screen';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_onboarding/experience')({
  component: () => <EmploymentScreen />,
});
