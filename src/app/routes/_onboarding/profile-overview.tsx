import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../ui/screen-placeholder';

export const Route = createFileRoute('/_onboarding/profile-overview')({
  component: () => (
    <ScreenPlaceholder
      title="Profile Overview"
      breadcrumbs={[{ label: 'Onboarding', to: '/onboarding' }, { label: 'Profile Overview' }]}
    />
  ),
});
