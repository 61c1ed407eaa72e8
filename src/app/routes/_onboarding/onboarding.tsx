import { ExperienceLevelScreen } from '@app/features/onboarding/experience-level-screen';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_onboarding/onboarding')({
  component: ExperienceLevelScreen,
});
