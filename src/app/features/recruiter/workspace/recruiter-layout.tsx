import '../recruiter-styles';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AppQueryProvider } from '../../../offline/app-query-provider';
import { PageShell } from '../../../ui/page-shell';
import { RecruiterSignOut } from '../account/recruiter-sign-out';
import { recruiterMeQueryOptions } from '../api/get-recruiter-me';
import { WorkspaceHeader } from './workspace-header';

/**
 * The recruiter workspace (the `_recruiter` layout's screen): TanStack Query with its persisted
 * cache (as the signed-in layout), the header with the company's name and Sign out, the screen.
 */
export function RecruiterLayout() {
  return (
    <AppQueryProvider>
      <WorkspaceShell>
        <Outlet />
      </WorkspaceShell>
    </AppQueryProvider>
  );
}

function WorkspaceShell({ children }: { children: ReactNode }) {
  const [signOutOpened, signOut] = useDisclosure(false);
  const me = useQuery(recruiterMeQueryOptions());
  return (
    <>
      <PageShell
        header={
          <WorkspaceHeader companyName={me.data?.company.name ?? null} onSignOutRequest={signOut.open} />
        }
      >
        {children}
      </PageShell>
      <RecruiterSignOut opened={signOutOpened} onClose={signOut.close} />
    </>
  );
}
