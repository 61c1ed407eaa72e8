import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../ui/screen-placeholder';

export const Route = createFileRoute('/_signed-out/onboard-completed')({
  component: () => <ScreenPlaceholder title="Onboarding completed" />,
});
