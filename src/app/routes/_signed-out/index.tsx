import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../ui/screen-placeholder';

export const Route = createFileRoute('/_signed-out/')({
  component: () => <ScreenPlaceholder title="Jobseeker Login" />,
});
