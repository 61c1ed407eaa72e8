import { FresherLookingForScreen } from '@app/features/onboarding/fresher-looking-for-screen';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_onboarding/fresher-lookingfor')({
  component: FresherLookingForScreen,
});
