import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountedOnceOpened } from './lazy-on-first-open';
import { LazyOtpDialog } from './lazy-otp-dialog';
import { LazySuccessModal } from './lazy-success-modal';

afterEach(() => cleanup());

/** A lazy chunk is imported on first open: on a busy machine that takes more than findBy's 1 s. */
const LAZY_CHUNK = { timeout: 10_000 };

describe('dialogs fetched on first opening', () => {
  it('is mounted from its first opening on', () => {
    expect(mountedOnceOpened(false, false)).toBe(false);
    expect(mountedOnceOpened(true, false)).toBe(true);
    expect(mountedOnceOpened(false, true)).toBe(true);
  });

  it('LazyOtpDialog renders nothing while closed, and the dialog once opened', async () => {
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
    expect(await screen.findByRole('dialog', { name: 'Verify your email' }, LAZY_CHUNK)).toBeTruthy();
  });

  it('LazySuccessModal renders nothing while closed, and the modal once opened', async () => {
    const onDone = vi.fn();
    const { rerender } = render(
      <MantineProvider>
        <LazySuccessModal opened={false} title="Success" actionLabel="OK" onDone={onDone} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <MantineProvider>
        <LazySuccessModal opened title="Success" actionLabel="OK" onDone={onDone} />
      </MantineProvider>,
    );
    expect(await screen.findByRole('dialog', {}, LAZY_CHUNK)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
  });
});
