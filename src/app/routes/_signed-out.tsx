import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSignedOut } from '../route-guards';
import { PageShell } from '../ui/page-shell';
import { PublicHeader } from '../ui/public-header';

/** The signed-out set (signed-out spec §2): login, password reset, sign-up, onboarding. */
export const Route = createFileRoute('/_signed-out')({
  beforeLoad: requireSignedOut,
  component: SignedOutLayout,
});

function SignedOutLayout() {
  return (
    <PageShell header={<PublicHeader />}>
      <Outlet />
    </PageShell>
  );
}
