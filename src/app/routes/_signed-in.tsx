import { useDisclosure } from '@mantine/hooks';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { badgesQueryOptions, useHeaderBadges } from '../api/badges';
import { prefetchForFirstRender, startRead } from '../api/first-data';
import { useLiveUpdates } from '../api/live-updates';
import { useHeaderUserDetails } from '../api/use-header-user-details';
import { waitAtMost } from '../api/wait-at-most';
import { SignOutModal } from '../features/auth/sign-out-modal';
import { NotificationsBell } from '../features/notifications/notifications-bell';
import { AppQueryProvider } from '../offline/app-query-provider';
import { outboxCounts, preloadOutbox, sameOutboxCounts, useOutboxSelection } from '../offline/outbox';
import { requireSignedIn } from '../route-guards';
import { CANDIDATE_FRAMES } from '../screen-frames/candidate-frames';
import { PageShell } from '../ui/page-shell';
import { usePendingFrames } from '../ui/pending-frames';
import { SignedInHeader } from '../ui/signed-in-header';

/** The longest the first render waits for the outbox's first read (IndexedDB, some milliseconds). */
const OUTBOX_FIRST_READ_WAIT_MS = 300;

/** The signed-in set (signed-in spec §2). */
export const Route = createFileRoute('/_signed-in')({
  beforeLoad: requireSignedIn,
  // the header's counts, with the screen's own reads (its loader runs alongside); the outbox's
  // first read (IndexedDB, alongside the query cache's) is waited for a moment: the first render
  // then has it
  loader: async ({ context }) => {
    const outbox = preloadOutbox();
    await prefetchForFirstRender([startRead(await context.queryClient(), badgesQueryOptions())]);
    await waitAtMost(outbox, OUTBOX_FIRST_READ_WAIT_MS);
  },
  component: SignedInLayout,
});

function SignedInLayout() {
  const [signOutOpened, signOut] = useDisclosure(false);
  // TanStack Query and its persisted cache load with this layout (not with signed-out screens).
  return (
    <AppQueryProvider>
      <SignedInShell onSignOutRequest={signOut.open} />
      <SignOutModal opened={signOutOpened} onClose={signOut.close} />
    </AppQueryProvider>
  );
}

/**
 * The header (its details from the dashboard feature, its counts from the badges read) and the
 * screen, kept live by the tab's event stream (api/live-updates.ts), inside the query provider.
 */
function SignedInShell({ onSignOutRequest }: { onSignOutRequest: () => void }) {
  const details = useHeaderUserDetails();
  const outbox = useOutboxSelection(outboxCounts, sameOutboxCounts);
  const badges = useHeaderBadges();
  // the tab's event stream: the counts, the bell, the applied jobs, a job, the dashboard follow it
  useLiveUpdates();
  // a tap whose screen a stalled network holds shows that screen's frame (issue 35 C1)
  usePendingFrames('/_signed-in', CANDIDATE_FRAMES);
  return (
    <PageShell
      header={
        <SignedInHeader
          details={details}
          onSignOutRequest={onSignOutRequest}
          outbox={outbox}
          chatUnread={badges?.chat_unread}
          notifications={<NotificationsBell badges={badges} />}
        />
      }
    >
      <Outlet />
    </PageShell>
  );
}
