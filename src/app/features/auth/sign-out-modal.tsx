import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { SIGN_OUT_DELAY_MS } from '../../../contract/limits';
import { clearAllQueryCaches } from '../../offline/query-persistence';
import { clearSession } from '../../session';
import { ConfirmModal } from '../../ui/confirm-modal';
import { SuccessModal } from '../../ui/success-modal';
import { logout } from './api/logout';

export const SIGN_OUT_QUESTION = 'Are you sure you want to sign out of your account?';
export const SIGNED_OUT_MESSAGE = 'You are successfully signed out';

export interface SignOutModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Sign-out (signed-out spec, Sign-out): 'Sign Out' asks for confirmation; then 'You are
 * successfully signed out'; after 2000 ms the server session is revoked, local and session
 * storage and the persisted query cache are cleared, and the candidate is at `/`.
 *
 * The revoke is sent at the end, not at confirmation: the screen behind the modal may still
 * fetch during the 2 s, and a revoked token would turn that fetch into 'Invalid session'.
 * Running queries are cancelled first. The request takes its bearer header when it is made, so
 * clearing storage right after does not strip it; its failure (offline) is ignored.
 */
export function SignOutModal({ opened, onClose }: SignOutModalProps) {
  const [signedOut, setSignedOut] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const finish = async () => {
    await queryClient.cancelQueries();
    logout().catch((error: unknown) => console.error('Revoking the session on the server failed', error));
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
        message={SIGN_OUT_QUESTION}
        confirmLabel="Sign out"
        onConfirm={() => setSignedOut(true)}
        onCancel={onClose}
      />
      <SuccessModal
        opened={opened && signedOut}
        title={SIGNED_OUT_MESSAGE}
        autoCloseMs={SIGN_OUT_DELAY_MS}
        onDone={() => void finish()}
      />
    </>
  );
}
