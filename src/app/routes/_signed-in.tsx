import { useDisclosure } from '@mantine/hooks';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SignOutModal } from '../features/auth/sign-out-modal';
import { useHeaderUserDetails } from '../features/dashboard/use-header-user-details';
import { requireSignedIn } from '../route-guards';
import { PageShell } from '../ui/page-shell';
import { SignedInHeader } from '../ui/signed-in-header';

/** The signed-in set (signed-in spec §2). */
export const Route = createFileRoute('/_signed-in')({
  beforeLoad: requireSignedIn,
  component: SignedInLayout,
});

function SignedInLayout() {
  const [signOutOpened, signOut] = useDisclosure(false);
  const details = useHeaderUserDetails();
  return (
    <>
      <PageShell header={<SignedInHeader details={details} onSignOutRequest={signOut.open} />}>
        <Outlet />
      </PageShell>
      <SignOutModal opened={signOutOpened} onClose={signOut.close} />
    </>
  );
}
