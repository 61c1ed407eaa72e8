import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boxes, typeCode } from '../test-kits/otp-test-kit';
import { OtpCodeForm, OtpPinInput } from './otp-code-form';

afterEach(() => cleanup());

function Boxes({ onComplete, onEnter }: { onComplete?: (code: string) => void; onEnter?: () => void }) {
  const [code, setCode] = useState('');
  return (
    <MantineProvider>
      <OtpPinInput value={code} onChange={setCode} onComplete={onComplete} onEnter={onEnter} autoFocus />
    </MantineProvider>
  );
}

describe('OtpPinInput (the hand-written code boxes)', () => {
  it('six numeric one-time-code boxes in a labelled group; the first has focus', () => {
    render(<Boxes />);
    const inputs = boxes();
    expect(inputs).toHaveLength(6);
    for (const input of inputs) {
      expect(input.getAttribute('autocomplete')).toBe('one-time-code');
      expect(input.getAttribute('inputmode')).toBe('numeric');
    }
    expect(document.activeElement).toBe(inputs[0]);
    expect(inputs[0].closest('[role="group"]')?.getAttribute('aria-labelledby')).toBeTruthy();
  });

  it('a digit moves to the next box; Backspace on an empty box and ArrowLeft go back; ArrowRight forward', () => {
    render(<Boxes />);
    fireEvent.change(boxes()[0], { target: { value: '4' } });
    expect(boxes()[0].value).toBe('4');
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.keyDown(boxes()[1], { key: 'Backspace' });
    expect(document.activeElement).toBe(boxes()[0]);
    fireEvent.keyDown(boxes()[0], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.keyDown(boxes()[1], { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(boxes()[0]);
    // Backspace on a filled box clears it
    fireEvent.keyDown(boxes()[0], { key: 'Backspace' });
    expect(boxes()[0].value).toBe('');
  });

  it('letters are refused; a whole code in one box or pasted fills all six and completes once per code', () => {
    const onComplete = vi.fn();
    render(<Boxes onComplete={onComplete} />);
    const letter = fireEvent.keyDown(boxes()[0], { key: 'a' });
    expect(letter).toBe(false);
    fireEvent.change(boxes()[0], { target: { value: '123456' } });
    expect(boxes().map((box) => box.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledWith('123456');
    fireEvent.paste(boxes()[2], { clipboardData: { getData: () => '98 7\n654' } });
    expect(
      boxes()
        .map((box) => box.value)
        .join(''),
    ).toBe('987654');
    expect(onComplete).toHaveBeenLastCalledWith('987654');
    expect(onComplete).toHaveBeenCalledTimes(2);
  });

  it('Enter in a box calls onEnter', () => {
    const onEnter = vi.fn();
    render(<Boxes onEnter={onEnter} />);
    fireEvent.keyDown(boxes()[3], { key: 'Enter' });
    expect(onEnter).toHaveBeenCalledTimes(1);
  });
});

/**
 * A code form whose owner does what OtpDialog and the reset code screen do: disable the boxes while
 * a check runs, and after a wrong code show the message and clear the code.
 */
function CheckedForm({ check }: { check: (code: string) => Promise<boolean> }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const verify = async (value: string) => {
    setChecking(true);
    const right = await check(value);
    setChecking(false);
    if (!right) {
      setCode('');
      setError('Invalid OTP. Please try again.');
    }
  };
  return (
    <MantineProvider>
      <OtpCodeForm
        code={code}
        onCodeChange={(value) => {
          setCode(value);
          setError(null);
        }}
        onVerify={(value) => void verify(value)}
        disabled={checking}
        error={error}
        description="Enter the code."
      >
        <button type="submit">Verify</button>
      </OtpCodeForm>
    </MantineProvider>
  );
}

describe('retyping after a wrong code (issue 17 §2.1)', () => {
  it('typing a digit over a full code does not check it; Enter or a fresh entry does', () => {
    const onComplete = vi.fn();
    const onEnter = vi.fn();
    render(<Boxes onComplete={onComplete} onEnter={onEnter} />);
    typeCode('111111');
    expect(onComplete).toHaveBeenCalledTimes(1);
    // the first box clicked (its digit selected) and a new digit typed over it, then the others
    for (const [i, digit] of [...'123456'].entries()) {
      fireEvent.change(boxes()[i], { target: { value: digit } });
    }
    expect(boxes().map((box) => box.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(boxes()[5], { key: 'Enter' });
    expect(onEnter).toHaveBeenCalledTimes(1);
    // emptied and typed again: a fresh entry, checked when its last digit is in
    fireEvent.keyDown(boxes()[5], { key: 'Backspace' });
    fireEvent.change(boxes()[5], { target: { value: '7' } });
    expect(onComplete).toHaveBeenCalledTimes(2);
    expect(onComplete).toHaveBeenLastCalledWith('123457');
  });

  it('a wrong code clears the boxes and focuses the first; the right code typed then is checked once', async () => {
    const right = '246810';
    const check = vi.fn(async (code: string) => code === right);
    render(<CheckedForm check={check} />);
    typeCode('111111');
    expect(check).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid OTP. Please try again.'));
    expect(boxes().map((box) => box.value)).toEqual(['', '', '', '', '', '']);
    expect(boxes()[0].disabled).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(boxes()[0]));
    // typed digit by digit where the focus is, as a keyboard does
    for (const digit of right) {
      fireEvent.change(document.activeElement as HTMLInputElement, { target: { value: digit } });
    }
    expect(check).toHaveBeenCalledTimes(2);
    expect(check).toHaveBeenLastCalledWith(right);
  });

  it('the wrong-code message describes each of the six boxes, which are marked invalid (issue 35)', async () => {
    render(<CheckedForm check={async () => false} />);
    for (const box of boxes()) {
      expect(box.getAttribute('aria-invalid')).toBeNull();
      expect(box.getAttribute('aria-describedby')).toBeNull();
    }
    typeCode('111111');
    const alert = await screen.findByRole('alert');
    expect(alert.id).not.toBe('');
    for (const box of boxes()) {
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(box.getAttribute('aria-describedby')).toBe(alert.id);
      expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Invalid OTP. Please try again.',
      );
    }
  });
});

describe('WebOTP: the browser fills the boxes from the SMS (issue 25)', () => {
  /** A stubbed `navigator.credentials.get` and `window.OTPCredential`: each call waits for `answer` or its abort. */
  function stubWebOtp() {
    const calls: Array<{ options: CredentialRequestOptions; answer: (code: string) => void }> = [];
    const get = vi.fn(
      (options: CredentialRequestOptions) =>
        new Promise<unknown>((resolve, reject) => {
          options.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
          calls.push({ options, answer: (code) => resolve({ type: 'otp', id: '', code }) });
        }),
    );
    vi.stubGlobal('OTPCredential', class {});
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    return { calls, get };
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'credentials');
  });

  it('asks for an SMS code, fills the six boxes with it and checks it', async () => {
    const { calls } = stubWebOtp();
    const check = vi.fn(async () => true);
    render(<CheckedForm check={check} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].options).toMatchObject({ otp: { transport: ['sms'] } });
    expect(calls[0].options.signal).toBeInstanceOf(AbortSignal);
    calls[0].answer('654321');
    await waitFor(() => expect(check).toHaveBeenCalledWith('654321'));
    expect(check).toHaveBeenCalledTimes(1);
    expect(boxes().map((box) => box.value)).toEqual(['6', '5', '4', '3', '2', '1']);
  });

  it('aborts when the candidate types, asks again once a wrong code is cleared, and aborts when the screen goes', async () => {
    const { calls } = stubWebOtp();
    const check = vi.fn(async () => false);
    const { unmount } = render(<CheckedForm check={check} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    fireEvent.change(boxes()[0], { target: { value: '1' } });
    expect(calls[0].options.signal?.aborted).toBe(true);
    typeCode('111111');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid OTP. Please try again.'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].options.signal?.aborted).toBe(false);
    unmount();
    expect(calls[1].options.signal?.aborted).toBe(true);
    // an answer after the abort fills nothing
    calls[1].answer('999999');
    await Promise.resolve();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('does not ask where the browser has no WebOTP', async () => {
    const get = vi.fn();
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    render(<CheckedForm check={async () => true} />);
    await waitFor(() => expect(boxes()).toHaveLength(6));
    expect('OTPCredential' in window).toBe(false);
    expect(get).not.toHaveBeenCalled();
  });
});
