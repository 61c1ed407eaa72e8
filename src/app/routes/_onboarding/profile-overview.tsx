import { ProfileOverviewScreen } from '@app/features/onboarding/profile-overview-screen';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_onboarding/profile-overview')({
  component: () => <ProfileOverviewScreen />,
});
