import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../ui/screen-placeholder';

export const Route = createFileRoute('/_signed-in/edit-profile')({
  component: () => (
    <ScreenPlaceholder
      title="Edit Profile"
      breadcrumbs={[{ label: 'Profile', to: '/view-profile' }, { label: 'Edit Profile' }]}
    />
  ),
});
