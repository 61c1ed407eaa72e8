import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { SIGN_OUT_DELAY_MS } from '../../../../contract/limits';
import { signOutDevice } from '../../../offline/sign-out-device';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { SuccessModal } from '../../../ui/success-modal';
import { logout } from '../api/logout';

export const RECRUITER_SIGN_OUT_QUESTION = 'Are you sure you want to sign out of your account?';
export const RECRUITER_SIGNED_OUT_MESSAGE = 'You are successfully signed out';

export interface RecruiterSignOutProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The recruiter's sign-out: the candidate side's confirmation and message (ui/ConfirmModal,
 * ui/SuccessModal), the session revoked on the server and this device's data cleared
 * (clearDeviceData) before anything is said; then /recruiter/login.
 */
export function RecruiterSignOut({ opened, onClose }: RecruiterSignOutProps) {
  const [phase, setPhase] = useState<'asking' | 'leaving' | 'signedOut'>('asking');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const leave = async () => {
    setPhase('leaving');
    await signOutDevice(queryClient, logout);
    setPhase('signedOut');
  };

  const finish = async () => {
    setPhase('asking');
    onClose();
    await navigate({ to: '/recruiter/login', replace: true });
  };

  return (
    <>
      <ConfirmModal
        opened={opened && phase !== 'signedOut'}
        title="Sign Out"
        message={RECRUITER_SIGN_OUT_QUESTION}
        confirmLabel="Sign out"
        loading={phase === 'leaving'}
        onConfirm={() => void leave()}
        onCancel={onClose}
      />
      <SuccessModal
        opened={opened && phase === 'signedOut'}
        title={RECRUITER_SIGNED_OUT_MESSAGE}
        autoCloseMs={SIGN_OUT_DELAY_MS}
        onDone={() => void finish()}
      />
    </>
  );
}
