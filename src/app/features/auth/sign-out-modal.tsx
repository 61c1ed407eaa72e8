import { unsentCount, useOutboxSelection } from '@app/offline/outbox';
import { SignOutDialogs } from '@app/ui/sign-out-dialogs';
import { logout } from './api/logout';

/** Said before signing out while changes made offline still wait in the outbox. */
export function unsentWarning(count: number): string {
  return count === 1
    ? '1 change made on this phone has not been sent yet. Signing out now would lose it.'
    : `${count} changes made on this phone have not been sent yet. Signing out now would lose them.`;
}

export interface SignOutModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The candidate's sign-out (ui/sign-out-dialogs.tsx; it warns of changes still waiting in the
 * outbox): 'Sign Out' asks for confirmation; then, before anything is said, the server session is
 * revoked and this candidate's outbox, local and session storage,
 * the persisted query cache with the periodic sync's session record and its registration, and
 * the cached images are cleared (clearDeviceData, as deactivation and deletion do); only then
 * 'You are successfully signed out', and after 2000 ms the candidate is at `/` (issue 22 G4:
 * a tab closed while the message shows leaves no session on the phone).
 *
 * Running queries are cancelled first. The revoke takes its bearer header when it is sent, so
 * clearing storage right after does not strip it; its answer is waited for at most as long as
 * the message stands (SIGN_OUT_DELAY_MS), and its failure (offline) is ignored: the phone forgets
 * the session anyway. What the screen behind still sends carries no token and is answered 401,
 * which this tab expects (it cleared the session itself) and does not take for 'Invalid session'.
 */
export function SignOutModal({ opened, onClose }: SignOutModalProps) {
  const unsent = useOutboxSelection(unsentCount);
  return (
    <SignOutDialogs
      opened={opened}
      onClose={onClose}
      revoke={logout}
      signedOutPath="/"
      warning={unsent > 0 ? unsentWarning(unsent) : null}
    />
  );
}
