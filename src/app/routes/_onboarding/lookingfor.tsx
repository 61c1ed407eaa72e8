import { LookingForScreen } from '@app/features/onboarding/looking-for-screen';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_onboarding/lookingfor')({
  component: LookingForScreen,
});
