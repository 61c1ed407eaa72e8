import '../shared/recruiter-styles';
import { useLiveUpdates } from '@app/api/live-updates';
import { AppQueryProvider } from '@app/offline/app-query-provider';
import { PageShell } from '@app/ui/page-shell';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { recruiterMeQueryOptions } from '../api/get-recruiter-me';
import { StandingBanner } from './standing-banner';
import { WorkspaceHeader } from './workspace-header';

export interface RecruiterLayoutProps {
  /** The header's actions before Sign out (the chat's Inbox link, the account's Invite a colleague). */
  actions: ReactNode;
  /** The account's sign-out dialog, opened by the header's Sign out. */
  signOut: (opened: boolean, onClose: () => void) => ReactNode;
}

/**
 * The recruiter workspace (the `_recruiter` layout's screen): TanStack Query with its persisted
 * cache (as the signed-in layout), the header with the company's name, the actions the route
 * hands in (no recruiter feature imports another) and Sign out, the banner of a company not
 * verified or suspended (issue 37), the screen. The tab's event
 * stream keeps the chat reads fresh: a message or a read refreshes them.
 */
export function RecruiterLayout(props: RecruiterLayoutProps) {
  return (
    <AppQueryProvider>
      <WorkspaceShell {...props}>
        <Outlet />
      </WorkspaceShell>
    </AppQueryProvider>
  );
}

function WorkspaceShell({ actions, signOut, children }: RecruiterLayoutProps & { children: ReactNode }) {
  const [signOutOpened, signOutDialog] = useDisclosure(false);
  const me = useQuery(recruiterMeQueryOptions());
  // the conversations follow the tab's event stream (api/live-updates.ts)
  useLiveUpdates();
  return (
    <>
      <PageShell
        header={
          <WorkspaceHeader
            companyName={me.data?.company.name ?? null}
            onSignOutRequest={signOutDialog.open}
            actions={actions}
          />
        }
      >
        <StandingBanner standing={me.data?.company.standing} />
        {children}
      </PageShell>
      {signOut(signOutOpened, signOutDialog.close)}
    </>
  );
}
