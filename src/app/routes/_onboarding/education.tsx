import { EducationScreen } from '@app/features/onboarding/education-screen';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_onboarding/education')({
  component: () => <EducationScreen />,
});
