import { createFileRoute } from '@tanstack/react-router';
import { EducationScreen } from '../../features/onboarding/education-screen';

export const Route = createFileRoute('/_onboarding/education')({
  component: () => <EducationScreen />,
});
