import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../ui/screen-placeholder';

export const Route = createFileRoute('/_signed-out/create-password')({
  component: () => <ScreenPlaceholder title="Create password" />,
});
