import { PinInput, Stack, Text } from '@mantine/core';
import { type ReactNode, useId, useRef } from 'react';
import { OTP_LENGTH } from '../../contract/limits';
import { OTP_INCOMPLETE } from '../../contract/texts';

/**
 * The six code boxes and the form around them, without any dialog: /verify-otp shows them on the
 * page, and its first paint must not load Mantine's Modal (the OTP dialog, otp-dialog.tsx, wraps
 * them in one).
 */

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
