import { unsentCount, useOutboxSelection } from '@app/offline/outbox';
import { SignOutDialogs } from '@app/ui/sign-out-dialogs';
import { logout } from '../api/logout';

/** Said before signing out while messages written offline still wait in the outbox (issue 24). */
export function unsentMessagesWarning(count: number): string {
  return count === 1
    ? '1 message written on this device has not been sent yet. Signing out now would lose it.'
    : `${count} messages written on this device have not been sent yet. Signing out now would lose them.`;
}

export interface RecruiterSignOutProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The recruiter's sign-out: the candidate side's dialogs (ui/sign-out-dialogs.tsx), then
 * /recruiter/login. Sign-out clears this recruiter's outbox with the device's data, so messages
 * written offline that still wait (or failed) are warned about first.
 */
export function RecruiterSignOut({ opened, onClose }: RecruiterSignOutProps) {
  const unsent = useOutboxSelection(unsentCount);
  return (
    <SignOutDialogs
      opened={opened}
      onClose={onClose}
      revoke={logout}
      signedOutPath="/recruiter/login"
      warning={unsent > 0 ? unsentMessagesWarning(unsent) : null}
    />
  );
}
