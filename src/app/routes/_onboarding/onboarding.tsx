import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../ui/screen-placeholder';

export const Route = createFileRoute('/_onboarding/onboarding')({
  component: () => <ScreenPlaceholder title="Experience level" breadcrumbs={[{ label: 'Onboarding' }]} />,
});
