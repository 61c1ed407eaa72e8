import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../ui/screen-placeholder';

export const Route = createFileRoute('/_onboarding/lookingfor')({
  component: () => (
    <ScreenPlaceholder
      title="Looking for"
      breadcrumbs={[{ label: 'Onboarding', to: '/onboarding' }, { label: 'Looking for' }]}
    />
  ),
});
