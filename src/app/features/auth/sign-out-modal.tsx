import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { SIGN_OUT_DELAY_MS } from '../../../contract/limits';
import { logout } from '../../api/calls';
import { clearAllQueryCaches } from '../../offline/query-persistence';
import { clearSession } from '../../session';
import { ConfirmModal } from '../../ui/confirm-modal';
import { SuccessModal } from '../../ui/success-modal';

export interface SignOutModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Sign-out (signed-out spec, Sign-out): 'Sign Out' asks for confirmation; then 'You are
 * successfully signed out'; after 2000 ms local and session storage and the persisted query
 * cache are cleared and the candidate is at `/`. The server session is revoked at confirmation
 * (the request carries the token before storage is cleared; its failure is only logged).
 */
export function SignOutModal({ opened, onClose }: SignOutModalProps) {
  const [signedOut, setSignedOut] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const confirm = () => {
    setSignedOut(true);
    logout().catch((error: unknown) => console.error('Revoking the session on the server failed', error));
  };

  const finish = async () => {
    clearSession();
    try {
      await clearAllQueryCaches(queryClient);
    } catch (error) {
      console.error('Clearing the offline cache failed', error);
    }
    setSignedOut(false);
    onClose();
    await navigate({ to: '/', replace: true });
  };

  return (
    <>
      <ConfirmModal
        opened={opened && !signedOut}
        title="Sign Out"
        message="Are you sure you want to sign out of your account?"
        confirmLabel="Sign out"
        onConfirm={confirm}
        onCancel={onClose}
      />
      <SuccessModal
        opened={opened && signedOut}
        title="You are successfully signed out"
        autoCloseMs={SIGN_OUT_DELAY_MS}
        onDone={() => void finish()}
      />
    </>
  );
}
