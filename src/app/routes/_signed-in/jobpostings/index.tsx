import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../../ui/screen-placeholder';

export const Route = createFileRoute('/_signed-in/jobpostings/')({
  component: () => <ScreenPlaceholder title="Recommended for You" />,
});
