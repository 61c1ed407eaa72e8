import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../ui/screen-placeholder';

export const Route = createFileRoute('/_onboarding/managerial')({
  component: () => (
    <ScreenPlaceholder
      title="Role"
      breadcrumbs={[{ label: 'Onboarding', to: '/onboarding' }, { label: 'Managerial' }]}
    />
  ),
});
