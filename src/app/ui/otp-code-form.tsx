import { OTP_LENGTH } from '@contract/limits';
import { OTP_INCOMPLETE } from '@contract/texts';
import { Group, Input, InputWrapperContext, Stack, Text } from '@mantine/core';
import {
  type ChangeEvent,
  type ClipboardEvent,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { useWebOtp } from './web-otp';

/**
 * The six code boxes and the form around them, without any dialog: /verify-otp shows them on the
 * page, and its first paint must not load Mantine's Modal (the OTP dialog, otp-dialog.tsx, wraps
 * them in one).
 */

export const OTP_INCOMPLETE_MESSAGE = OTP_INCOMPLETE;

export interface OtpPinInputProps {
  value: string;
  onChange: (value: string) => void;
  /**
   * Called when a fresh entry fills all six boxes: the last empty box typed, or a whole code pasted
   * or filled in by the phone. A digit typed over one of six filled boxes (say, retyping over a
   * wrong code) does not call it: the code is checked when the entry is complete, or on Enter.
   */
  onComplete?: (value: string) => void;
  /** Enter in any box. */
  onEnter?: () => void;
  disabled?: boolean;
  /**
   * The message under the boxes; it also marks them invalid. When it appears while the boxes take
   * input, the first empty box gets the focus (the owner clears a wrong code, so typing starts over
   * in the first box and no keystroke is lost).
   */
  error?: ReactNode;
  /** Visible label of the group of boxes. */
  label?: string;
  autoFocus?: boolean;
}

/** The boxes' values as Mantine's PinInput reads a code: one character a box, from the first. */
function boxesOf(code: string): string[] {
  const boxes = Array<string>(OTP_LENGTH).fill('');
  code
    .trim()
    .split('')
    .slice(0, OTP_LENGTH)
    .forEach((char, index) => {
      boxes[index] = char === ' ' ? '' : char;
    });
  return boxes;
}

const DIGITS = /^[0-9]+$/;
/** Keys a box lets through besides digits (and shortcuts with Ctrl or Cmd). */
const ALLOWED_KEYS = ['Backspace', 'Tab', 'Control', 'Delete', 'ArrowLeft', 'ArrowRight'];
/** PinInput's box: its width and height (size md), the text centred. */
const BOX_STYLE = {
  '--input-padding': '0',
  '--input-text-align': 'center',
  flex: '1 1 0',
  maxWidth: 48,
  minWidth: 0,
} as CSSProperties;
/** Mantine's context of an Input outside an Input.Wrapper, but for `describedBy`. */
const NO_WRAPPER = {
  offsetBottom: false,
  offsetTop: false,
  describedBy: undefined,
  getStyles: null,
  inputId: undefined,
  labelId: undefined,
};
const ROOT_STYLE = { '--pin-input-size': 'var(--pin-input-size-md)' } as CSSProperties;

/**
 * Six single-digit boxes, written for this app instead of Mantine's PinInput (which the first visit
 * of the code screen does not need to load) and doing what it did: digits only, typing moves to the
 * next box, Backspace and the arrow keys move back and forth, a whole code pasted or filled in by the
 * phone (`autocomplete="one-time-code"`, numeric keyboard) fills every box, Enter submits.
 */
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
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const boxes = boxesOf(value);
  const firstEmpty = boxes.indexOf('');

  const focusBox = (index: number) => {
    if (index >= 0 && index < OTP_LENGTH) inputs.current[index]?.focus();
  };
  // A check failed (the boxes were disabled while it ran, so they lost the focus): back to the
  // first empty box, the first one when the owner cleared the code. Before the browser paints,
  // so the next keystroke already lands in a box.
  const firstEmptyRef = useRef(firstEmpty);
  firstEmptyRef.current = firstEmpty;
  useLayoutEffect(() => {
    if (!error || disabled) return;
    const index = firstEmptyRef.current;
    inputs.current[index < 0 ? 0 : index]?.focus();
  }, [error, disabled]);

  /** `whole`: the entry replaced every box at once (pasted or filled in by the phone). */
  const change = (next: string[], whole = false) => {
    const code = next.join('').trim();
    onChange(code);
    // Only a fresh entry completes: typing over a digit of a full code (a wrong one being
    // retyped) must not send a code per keystroke.
    if (code.length === OTP_LENGTH && (whole || firstEmpty >= 0)) onComplete?.(code);
  };
  const setBox = (index: number, char: string) => {
    const next = [...boxes];
    next[index] = char;
    change(next);
  };

  const onBoxChange = (index: number, typed: string) => {
    if (typed.length > 2) {
      // the whole code in one box (the phone's one-time-code autofill)
      if (DIGITS.test(typed)) {
        change(boxesOf(typed), true);
        const filled = Math.min(typed.length, OTP_LENGTH);
        if (filled < OTP_LENGTH) focusBox(filled);
      }
      return;
    }
    // a digit typed over the one already in the box
    const char = typed.length === 2 ? typed[1] : typed;
    if (char === '') setBox(index, '');
    else if (DIGITS.test(char)) {
      setBox(index, char);
      focusBox(index + 1);
    } else if (typed.length === 1) setBox(index, '');
  };

  const onBoxKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'Enter' && onEnter) {
      event.preventDefault();
      onEnter();
      return;
    }
    if (!(ALLOWED_KEYS.includes(key) || event.ctrlKey || event.metaKey || !Number.isNaN(Number(key)))) {
      event.preventDefault();
      return;
    }
    const filled = event.currentTarget.value;
    if (key === 'ArrowLeft' || (key === 'Tab' && event.shiftKey && index > 0)) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (key === 'ArrowRight' || key === ' ') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (key === 'Delete') {
      event.preventDefault();
      setBox(index, '');
    } else if (key === 'Backspace') {
      if (filled === '') {
        event.preventDefault();
        focusBox(index - 1);
      } else {
        setBox(index, '');
        if (index < OTP_LENGTH - 1) {
          event.preventDefault();
          focusBox(index - 1);
        }
      }
    } else if (filled.length > 0 && key === boxes[index]) {
      // the same digit again: keep it and move on
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text/plain').replace(/[\n\r\s]+/g, '');
    if (!DIGITS.test(pasted)) return;
    change(boxesOf(pasted), true);
    focusBox(Math.min(pasted.length, OTP_LENGTH - 1));
  };

  return (
    <Stack gap={6}>
      <Text id={labelId} size="sm" fw={500}>
        {label}
      </Text>
      <Group
        id={id}
        role="group"
        aria-labelledby={labelId}
        className="m_f1cb205a"
        style={ROOT_STYLE}
        gap={6}
        wrap="nowrap"
        dir="ltr"
      >
        {/* Mantine's Input takes aria-describedby from its wrapper's context, over the prop. */}
        <InputWrapperContext value={{ ...NO_WRAPPER, describedBy: error ? errorId : undefined }}>
          {boxes.map((char, index) => (
            <Input
              // the boxes are fixed: six, in order
              // biome-ignore lint/suspicious/noArrayIndexKey: the box's place is its identity
              key={index}
              id={`${id}-${index + 1}`}
              ref={(node: HTMLInputElement | null) => {
                inputs.current[index] = node;
              }}
              className="m_cb288ead"
              style={BOX_STYLE}
              size="md"
              type="tel"
              inputMode="numeric"
              autoComplete="one-time-code"
              aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
              value={char}
              error={!!error}
              disabled={disabled}
              autoFocus={autoFocus && index === 0}
              // a dialog's focus trap focuses this box, not the dialog's first button (its Close)
              data-autofocus={autoFocus && index === 0 ? true : undefined}
              onChange={(event: ChangeEvent<HTMLInputElement>) =>
                onBoxChange(index, event.currentTarget.value)
              }
              onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => onBoxKeyDown(index, event)}
              onFocus={(event: FocusEvent<HTMLInputElement>) => event.currentTarget.select()}
              onPaste={onPaste}
            />
          ))}
        </InputWrapperContext>
      </Group>
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
  /**
   * Checks the code: on submit, on Enter in a box, and when a fresh entry fills all six boxes.
   * After a failed check the owner clears the code (the boxes then take the focus again).
   */
  onVerify: (value: string) => void;
  /** Shown above the boxes, e.g. where the code went. */
  description: ReactNode;
  /** Shown below the boxes: countdown, resend, the Cancel and Verify buttons. */
  children: ReactNode;
}

/**
 * A form around the six boxes that checks the code however it is entered; the boxes get focus.
 * While the boxes are empty and usable, the browser's WebOTP (web-otp.ts) may fill them from the
 * SMS, and the code is checked as when it is pasted.
 */
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
  useWebOtp(code === '' && !disabled, (received) => {
    onCodeChange(received);
    onVerify(received);
  });
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
