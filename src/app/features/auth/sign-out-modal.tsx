import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { SIGN_OUT_DELAY_MS } from '../../../contract/limits';
import { clearDeviceData } from '../../offline/clear-device-data';
import { useOutbox } from '../../offline/outbox';
import { ConfirmModal } from '../../ui/confirm-modal';
import { SuccessModal } from '../../ui/success-modal';
import { logout } from './api/logout';

export const SIGN_OUT_QUESTION = 'Are you sure you want to sign out of your account?';
export const SIGNED_OUT_MESSAGE = 'You are successfully signed out';

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
 * Sign-out (signed-out spec, Sign-out): 'Sign Out' asks for confirmation; then 'You are
 * successfully signed out'; after 2000 ms the server session is revoked, this candidate's outbox,
 * local and session storage, the persisted query cache and the cached images are cleared
 * (clearDeviceData, as deactivation and deletion do), and the candidate is at `/`.
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

  const { waiting, failed } = useOutbox();
  const unsent = waiting + failed;

  const finish = async () => {
    await queryClient.cancelQueries();
    // The same clearing as closing the deactivated or deleted modal (offline/clear-device-data.ts):
    // this candidate's outbox, storage, the persisted cache and the cached images.
    await clearDeviceData(queryClient, {
      beforeSessionCleared: () => {
        logout().catch((error: unknown) => console.error('Revoking the session on the server failed', error));
      },
    });
    setSignedOut(false);
    onClose();
    await navigate({ to: '/', replace: true });
  };

  return (
    <>
      <ConfirmModal
        opened={opened && !signedOut}
        title="Sign Out"
        message={
          unsent > 0 ? (
            <Stack gap="xs">
              <Text>{SIGN_OUT_QUESTION}</Text>
              <Text c="red.9" fw={600} role="alert">
                {unsentWarning(unsent)}
              </Text>
            </Stack>
          ) : (
            SIGN_OUT_QUESTION
          )
        }
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
