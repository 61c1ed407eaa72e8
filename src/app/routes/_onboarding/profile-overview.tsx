import { createFileRoute } from '@tanstack/react-router';
import { ProfileOverviewScreen } from '../../features/onboarding/profile-overview-screen';

export const Route = createFileRoute('/_onboarding/profile-overview')({
  component: () => <ProfileOverviewScreen />,
});
