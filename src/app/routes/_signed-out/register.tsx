import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../ui/screen-placeholder';

export const Route = createFileRoute('/_signed-out/register')({
  component: () => <ScreenPlaceholder title="Sign-up" />,
});
