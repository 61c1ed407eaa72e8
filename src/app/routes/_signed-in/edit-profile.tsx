import { EditProfileScreen } from '@app/features/profile/edit-profile-screen';
import { createFileRoute } from '@tanstack/react-router';

/** /edit-profile: Edit Profile (breadcrumb Profile / Edit Profile). No loader prefetch: the screen's query
 * runs once the persisted cache is restored, so an offline visit starts from the saved profile.
 */
export const Route = createFileRoute('/_signed-in/edit-profile')({
  component: () => <EditProfileScreen />,
});
