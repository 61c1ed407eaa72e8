import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../ui/screen-placeholder';

export const Route = createFileRoute('/_signed-out/acc-created')({
  component: () => <ScreenPlaceholder title="Complete your Onboarding Now!" />,
});
