import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boxes, typeCode } from '../test-kits/otp-test-kit';
import { OtpDialog } from './otp-dialog';

function wrap(ui: ReactNode) {
  return render(<MantineProvider>{ui}</MantineProvider>);
}

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: Error) => void;
}
function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('OtpDialog (§4 one-time-code dialog)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function open(onVerify: (code: string) => Promise<void>, onVerified = vi.fn(), onClose = vi.fn()) {
    wrap(
      <OtpDialog
        opened
        title="Verify your email"
        description="Enter the 6-digit code sent to asha@example.com."
        onVerify={onVerify}
        onVerified={onVerified}
        onClose={onClose}
      />,
    );
    return { onVerified, onClose };
  }

  it('six digit boxes, digits only, with autocomplete one-time-code', () => {
    open(vi.fn());
    const inputs = boxes();
    expect(inputs).toHaveLength(6);
    for (const input of inputs) expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(inputs[0].getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(inputs[0], { target: { value: 'a' } });
    expect(boxes()[0].value).toBe('');
    fireEvent.change(inputs[0], { target: { value: '7' } });
    expect(boxes()[0].value).toBe('7');
  });

  it('an incomplete code: Please enter all six digits of the OTP.', () => {
    const onVerify = vi.fn(async () => {});
    open(onVerify);
    typeCode('12345');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter all six digits of the OTP.');
    expect(onVerify).not.toHaveBeenCalled();
  });

  it('entering -> verifying -> success tick -> onVerified after 2 s', async () => {
    const pending = deferred();
    const onVerify = vi.fn(() => pending.promise);
    const { onVerified } = open(onVerify);
    typeCode('123456');
    // Filling the sixth box verifies at once.
    expect(onVerify).toHaveBeenCalledWith('123456');
    expect(boxes()[0].disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Verify' }).getAttribute('data-loading')).toBe('true');

    await act(async () => {
      pending.resolve();
      await pending.promise;
    });
    expect(screen.getByText('Verification successful')).toBeTruthy();
    expect(screen.queryByLabelText('Digit 1 of 6')).toBeNull();

    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(onVerified).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onVerified).toHaveBeenCalledTimes(1);
  });

  it('a failed check shows the error and lets the candidate try again', async () => {
    const onVerify = vi.fn(async () => {
      throw new Error('Invalid OTP. Please try again.');
    });
    const { onVerified } = open(onVerify);
    await act(async () => {
      typeCode('654321');
    });
    expect(screen.getByRole('alert').textContent).toBe('Invalid OTP. Please try again.');
    expect(boxes()[0].disabled).toBe(false);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('pasting a whole code fills all six boxes', async () => {
    const onVerify = vi.fn(async () => {});
    open(onVerify);
    await act(async () => {
      fireEvent.paste(boxes()[0], { clipboardData: { getData: () => '246 810' } });
    });
    expect(onVerify).toHaveBeenCalledWith('246810');
  });

  it('Enter submits the code', () => {
    const onVerify = vi.fn(async () => {});
    open(onVerify);
    typeCode('12345');
    fireEvent.keyDown(boxes()[4], { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('Please enter all six digits of the OTP.');
  });

  it('Cancel closes without verifying', () => {
    const onVerify = vi.fn(async () => {});
    const { onClose } = open(onVerify);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onVerify).not.toHaveBeenCalled();
  });
});

describe('OtpDialog focus (issue 35 C8)', () => {
  afterEach(() => cleanup());

  it('opens with the focus in the first box, not on the Close button', async () => {
    wrap(
      <OtpDialog
        opened
        title="Verify your email"
        description="Enter the 6-digit code sent to asha@example.com."
        onVerify={vi.fn(async () => {})}
        onVerified={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    await screen.findByLabelText('Digit 1 of 6');
    // the dialog's focus trap moves the focus once it has mounted (a timer): wait past it
    await waitFor(() => expect(document.activeElement).toBe(boxes()[0]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(boxes()[0]);
  });
});
