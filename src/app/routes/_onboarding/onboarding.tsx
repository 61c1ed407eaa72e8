import { createFileRoute } from '@tanstack/react-router';
import { ExperienceLevelScreen } from '../../features/onboarding/experience-level-screen';

export const Route = createFileRoute('/_onboarding/onboarding')({
  component: ExperienceLevelScreen,
});
