import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../ui/screen-placeholder';

export const Route = createFileRoute('/_onboarding/experience')({
  component: () => (
    <ScreenPlaceholder
      title="Experience"
      breadcrumbs={[{ label: 'Onboarding', to: '/onboarding' }, { label: 'Experience' }]}
    />
  ),
});
