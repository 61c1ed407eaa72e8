import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../ui/screen-placeholder';

export const Route = createFileRoute('/_onboarding/education')({
  component: () => (
    <ScreenPlaceholder
      title="Education"
      breadcrumbs={[{ label: 'Onboarding', to: '/onboarding' }, { label: 'Education' }]}
    />
  ),
});
