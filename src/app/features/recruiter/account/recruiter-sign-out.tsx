import { SignOutDialogs } from '../../../ui/sign-out-dialogs';
import { logout } from '../api/logout';

export interface RecruiterSignOutProps {
  opened: boolean;
  onClose: () => void;
}

/** The recruiter's sign-out: the candidate side's dialogs (ui/sign-out-dialogs.tsx), then /recruiter/login. */
export function RecruiterSignOut({ opened, onClose }: RecruiterSignOutProps) {
  return (
    <SignOutDialogs opened={opened} onClose={onClose} revoke={logout} signedOutPath="/recruiter/login" />
  );
}
