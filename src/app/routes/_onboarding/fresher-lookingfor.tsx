import { createFileRoute } from '@tanstack/react-router';
import { FresherLookingForScreen } from '../../features/onboarding/fresher-looking-for-screen';

export const Route = createFileRoute('/_onboarding/fresher-lookingfor')({
  component: FresherLookingForScreen,
});
