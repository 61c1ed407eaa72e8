import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../ui/screen-placeholder';

export const Route = createFileRoute('/_signed-in/saved-jobs')({
  component: () => <ScreenPlaceholder title="Your Saved Jobs" />,
});
