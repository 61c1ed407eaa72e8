import { SUCCESS_MODAL_MS, SUCCESS_READ_MS } from '@contract/limits';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SuccessModal } from './success-modal';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function open(onDone = vi.fn()) {
  render(
    <MantineProvider>
      <SuccessModal
        opened
        title="Profile Updated Successfully"
        autoCloseMs={SUCCESS_MODAL_MS}
        onDone={onDone}
      />
    </MantineProvider>,
  );
  // the dialog opens over a few renders, then its focus trap moves the focus (timers)
  act(() => {
    vi.advanceTimersByTime(50);
  });
  return onDone;
}

describe('SuccessModal before a move to another screen (issue 35 N5)', () => {
  it('is read out with the focus on its Continue button, and stays long enough to be read', () => {
    const onDone = open();
    const dialog = screen.getByRole('dialog', { name: 'Profile Updated Successfully' });
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(dialog.contains(next)).toBe(true);
    expect(document.activeElement).toBe(next);
    expect(screen.getByRole('status').textContent).toContain('Profile Updated Successfully');
    act(() => {
      vi.advanceTimersByTime(SUCCESS_READ_MS - 51);
    });
    expect(onDone).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('stays until Continue once the candidate touches it or presses a key in it', () => {
    const onDone = open();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Continue' }), { key: 'Tab' });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('a tap in it holds it too; Continue then the timer end it once', () => {
    const onDone = open();
    fireEvent.pointerDown(screen.getByRole('status'));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Continue' }), { key: 'Escape' });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('without a tap or key, Continue before the time ends it once (the timer does not end it again)', () => {
    const onDone = open();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    act(() => {
      vi.advanceTimersByTime(SUCCESS_READ_MS);
    });
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
