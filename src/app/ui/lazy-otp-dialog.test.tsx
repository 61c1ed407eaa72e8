import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyOtpDialog, otpDialogNeeded } from './lazy-otp-dialog';

afterEach(() => cleanup());

describe('LazyOtpDialog', () => {
  it('is mounted from its first opening on', () => {
    expect(otpDialogNeeded(false, false)).toBe(false);
    expect(otpDialogNeeded(true, false)).toBe(true);
    expect(otpDialogNeeded(false, true)).toBe(true);
  });

  it('renders nothing while closed, and the dialog once opened', async () => {
    const props = {
      title: 'Verify your email',
      description: 'Enter the 6-digit code sent to a@example.com.',
      onVerify: vi.fn(async () => {}),
      onVerified: vi.fn(),
      onClose: vi.fn(),
    };
    const { rerender } = render(
      <MantineProvider>
        <LazyOtpDialog opened={false} {...props} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <MantineProvider>
        <LazyOtpDialog opened {...props} />
      </MantineProvider>,
    );
    expect(await screen.findByRole('dialog', { name: 'Verify your email' })).toBeTruthy();
  });
});
