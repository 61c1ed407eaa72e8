import { createFileRoute } from '@tanstack/react-router';
import { OnboardCompletedScreen } from '../features/onboarding/onboard-completed-screen';
import { PageShell } from '../ui/page-shell';
import { PublicHeader } from '../ui/public-header';

/**
 * The last onboarding step, in both route sets (outside both layouts, no guard): the overview save
 * has just signed the candidate in (signed-in spec §2 lists it among the routes seen in that area),
 * and the signed-out set lists it too.
 */
export const Route = createFileRoute('/onboard-completed')({
  staticData: { headerAction: 'none' },
  component: () => (
    <PageShell header={<PublicHeader />}>
      <OnboardCompletedScreen />
    </PageShell>
  ),
});
