import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../ui/screen-placeholder';

export const Route = createFileRoute('/_onboarding/certification-details')({
  component: () => (
    <ScreenPlaceholder
      title="Certification details"
      breadcrumbs={[
        { label: 'Onboarding', to: '/onboarding' },
        { label: 'Fresher' },
        { label: 'Certification Details' },
      ]}
    />
  ),
});
