import { Button, Group, Modal, PinInput, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { OTP_LENGTH, SUCCESS_MODAL_MS } from '../../contract/limits';
import { OTP_INCOMPLETE } from '../../contract/texts';

export const OTP_INCOMPLETE_MESSAGE = OTP_INCOMPLETE;

export interface OtpPinInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Called when all six boxes are filled (typed, pasted or filled in by the phone). */
  onComplete?: (value: string) => void;
  /** Enter in any box. */
  onEnter?: () => void;
  disabled?: boolean;
  /** The message under the boxes; it also marks them invalid. */
  error?: ReactNode;
  /** Visible label of the group of boxes. */
  label?: string;
  autoFocus?: boolean;
}

/** Six single-digit boxes (Mantine PinInput): digits only, paste of a whole code, `one-time-code`. */
export function OtpPinInput({
  value,
  onChange,
  onComplete,
  onEnter,
  disabled,
  error,
  label = 'One-time code',
  autoFocus,
}: OtpPinInputProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const completed = useRef('');
  return (
    <Stack gap={6}>
      <Text id={labelId} size="sm" fw={500}>
        {label}
      </Text>
      {/* Mantine's numeric boxes swallow Enter; catch it first so Enter submits. */}
      <div
        onKeyDownCapture={(event) => {
          if (event.key === 'Enter' && onEnter) {
            event.preventDefault();
            event.stopPropagation();
            onEnter();
          }
        }}
      >
        <PinInput
          id={id}
          aria-labelledby={labelId}
          length={OTP_LENGTH}
          type="number"
          inputMode="numeric"
          oneTimeCode
          placeholder=""
          gap={6}
          size="md"
          value={value}
          onChange={(next) => {
            onChange(next);
            // Mantine fires onComplete only after the boxes were not all filled; a new code pasted
            // over a wrong one must be checked too, so completion is tracked here per value.
            if (next.length < OTP_LENGTH) completed.current = '';
            else if (next !== completed.current) {
              completed.current = next;
              onComplete?.(next);
            }
          }}
          disabled={disabled}
          error={!!error}
          autoFocus={autoFocus}
          getInputProps={(index) => ({
            'aria-label': `Digit ${index + 1} of ${OTP_LENGTH}`,
            'aria-describedby': error ? errorId : undefined,
          })}
          styles={{ root: { flexWrap: 'nowrap' }, pinInput: { flex: '1 1 0', maxWidth: 48, minWidth: 0 } }}
        />
      </div>
      {error ? (
        <Text id={errorId} c="var(--mantine-color-error)" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

export interface OtpCodeFormProps extends Pick<OtpPinInputProps, 'label' | 'disabled' | 'error'> {
  code: string;
  onCodeChange: (value: string) => void;
  /** Checks the code: on submit, on Enter in a box, and when all six boxes are filled. */
  onVerify: (value: string) => void;
  /** Shown above the boxes, e.g. where the code went. */
  description: ReactNode;
  /** Shown below the boxes: countdown, resend, the Cancel and Verify buttons. */
  children: ReactNode;
}

/** A form around the six boxes that checks the code however it is entered; the boxes get focus. */
export function OtpCodeForm({
  code,
  onCodeChange,
  onVerify,
  description,
  children,
  label,
  disabled,
  error,
}: OtpCodeFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onVerify(code);
      }}
    >
      <Stack gap="md">
        {description}
        <OtpPinInput
          label={label}
          value={code}
          onChange={onCodeChange}
          onComplete={onVerify}
          onEnter={() => onVerify(code)}
          disabled={disabled}
          error={error}
          autoFocus
        />
        {children}
      </Stack>
    </form>
  );
}

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
