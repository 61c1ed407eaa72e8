import { createFileRoute } from '@tanstack/react-router';
import { LookingForScreen } from '../../features/onboarding/looking-for-screen';

export const Route = createFileRoute('/_onboarding/lookingfor')({
  component: LookingForScreen,
});
