import { ViewProfileScreen } from '@app/features/profile/view-profile-screen';
import { createFileRoute } from '@tanstack/react-router';

/** /view-profile: My Profile (read-only). No loader prefetch: the screen's query
 * runs once the persisted cache is restored, so an offline visit starts from the saved profile.
 */
export const Route = createFileRoute('/_signed-in/view-profile')({
  component: ViewProfileScreen,
});
