import { OTP_LENGTH, SUCCESS_MODAL_MS } from '@contract/limits';
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Modal } from './modal';
import { OTP_INCOMPLETE_MESSAGE, OtpCodeForm } from './otp-code-form';

export type OtpDialogStatus = 'entering' | 'verifying' | 'success';

export interface OtpDialogProps {
  opened: boolean;
  title: string;
  /** Where the code went, e.g. 'Enter the 6-digit code sent to +91 98765 43210.' */
  description: ReactNode;
  /** Checks the code with the server; rejects with an Error whose message is shown. */
  onVerify: (code: string) => Promise<void>;
  /** Called after the success tick has shown for 2 seconds; the owner closes the dialog and marks the contact verified. */
  onVerified: () => void;
  /** Cancel: close without verifying. */
  onClose: () => void;
}

/**
 * The one-time-code dialog of the signed-out spec §4: entering digits, verifying, a success tick for
 * 2 seconds, then close.
 */
export function OtpDialog({ opened, title, description, onVerify, onVerified, onClose }: OtpDialogProps) {
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<OtpDialogStatus>('entering');
  const [error, setError] = useState<string | null>(null);
  const onVerifiedRef = useRef(onVerified);
  onVerifiedRef.current = onVerified;
  const busy = useRef(false);

  useEffect(() => {
    if (opened) {
      setCode('');
      setStatus('entering');
      setError(null);
      busy.current = false;
    }
  }, [opened]);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = window.setTimeout(() => onVerifiedRef.current(), SUCCESS_MODAL_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const verify = async (value: string) => {
    if (busy.current) return;
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value)) {
      setError(OTP_INCOMPLETE_MESSAGE);
      return;
    }
    busy.current = true;
    setError(null);
    setStatus('verifying');
    try {
      await onVerify(value);
      setStatus('success');
    } catch (err) {
      busy.current = false;
      setStatus('entering');
      // A wrong code is cleared (the boxes take the focus again): the next one is typed afresh,
      // and is checked once, when its last digit is in.
      setCode('');
      setError(err instanceof Error && err.message ? err.message : 'OTP verification failed');
    }
  };

  const entering = status !== 'success';
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (status === 'entering') onClose();
      }}
      title={status === 'success' ? 'Verified' : title}
      centered
      size="sm"
      closeOnClickOutside={false}
      withCloseButton={status === 'entering'}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {entering ? (
        <OtpCodeForm
          code={code}
          onCodeChange={(value) => {
            setCode(value);
            if (error) setError(null);
          }}
          onVerify={(value) => void verify(value)}
          disabled={status === 'verifying'}
          error={error}
          description={<Text size="sm">{description}</Text>}
        >
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={status === 'verifying'}>
              Cancel
            </Button>
            <Button type="submit" loading={status === 'verifying'}>
              Verify
            </Button>
          </Group>
        </OtpCodeForm>
      ) : (
        <Stack align="center" gap="sm" py="md" role="status">
          <ThemeIcon size={64} radius="xl" color="teal.8" aria-hidden="true">
            <IconCheck size={40} stroke={3} />
          </ThemeIcon>
          <Text fw={600}>Verification successful</Text>
        </Stack>
      )}
    </Modal>
  );
}
