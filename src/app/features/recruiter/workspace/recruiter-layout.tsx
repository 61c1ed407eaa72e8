import { useDisclosure } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { AppQueryProvider } from '../../../offline/app-query-provider';
import { PageShell } from '../../../ui/page-shell';
import { RecruiterSignOut } from '../account/recruiter-sign-out';
import { WorkspaceHeader } from './workspace-header';

/**
 * The recruiter workspace (the `_recruiter` layout's screen): TanStack Query with its persisted
 * cache (as the signed-in layout), the header and the screen.
 */
export function RecruiterLayout() {
  const [signOutOpened, signOut] = useDisclosure(false);
  return (
    <AppQueryProvider>
      <PageShell header={<WorkspaceHeader companyName={null} onSignOutRequest={signOut.open} />}>
        <Outlet />
      </PageShell>
      <RecruiterSignOut opened={signOutOpened} onClose={signOut.close} />
    </AppQueryProvider>
  );
}
