import { SIGN_OUT_DELAY_MS } from '@contract/limits';
import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { signOutDevice } from '../offline/sign-out-device';
import { ConfirmModal } from './confirm-modal';
import { SuccessModal } from './success-modal';

export const SIGN_OUT_QUESTION = 'Are you sure you want to sign out of your account?';
export const SIGNED_OUT_MESSAGE = 'You are successfully signed out';

export interface SignOutDialogsProps {
  opened: boolean;
  onClose: () => void;
  /** the side's sign-out call (revokes the session on the server) */
  revoke: () => Promise<unknown>;
  /** where the signed-out message leads */
  signedOutPath: '/' | '/recruiter/login';
  /** said under the question before signing out (e.g. changes still waiting), if anything */
  warning?: string | null;
}

/**
 * Sign-out, the same for a candidate and a recruiter (signed-out spec, Sign-out): 'Sign Out' asks
 * for confirmation; then, before anything is said, the session is revoked and this device's data
 * cleared (offline/sign-out-device.ts); only then 'You are successfully signed out', and after
 * SIGN_OUT_DELAY_MS the side's login (issue 22 G4: a tab closed while the message shows leaves no
 * session on the phone).
 */
export function SignOutDialogs({ opened, onClose, revoke, signedOutPath, warning }: SignOutDialogsProps) {
  const [phase, setPhase] = useState<'asking' | 'leaving' | 'signedOut'>('asking');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const leave = async () => {
    setPhase('leaving');
    await signOutDevice(queryClient, revoke);
    setPhase('signedOut');
  };

  const finish = async () => {
    setPhase('asking');
    onClose();
    await navigate({ to: signedOutPath, replace: true });
  };

  return (
    <>
      <ConfirmModal
        opened={opened && phase !== 'signedOut'}
        title="Sign Out"
        message={
          warning && phase === 'asking' ? (
            <Stack gap="xs">
              <Text>{SIGN_OUT_QUESTION}</Text>
              <Text c="red.9" fw={600} role="alert">
                {warning}
              </Text>
            </Stack>
          ) : (
            SIGN_OUT_QUESTION
          )
        }
        confirmLabel="Sign out"
        loading={phase === 'leaving'}
        onConfirm={() => void leave()}
        onCancel={onClose}
      />
      <SuccessModal
        opened={opened && phase === 'signedOut'}
        title={SIGNED_OUT_MESSAGE}
        autoCloseMs={SIGN_OUT_DELAY_MS}
        onDone={() => void finish()}
      />
    </>
  );
}
