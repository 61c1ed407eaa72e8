import { renderApp } from '@app/test-kits/test-utils';
import { BOTH_PASSWORDS } from '@contract/texts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The whole app renders, on a machine shared with other work.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The field's input, found by its label (a PasswordInput's input is not a textbox). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

describe('reset password: fields in error (issue 35)', () => {
  it('are marked aria-invalid and lose the mark once corrected', async () => {
    renderApp('/resetpassword');
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(screen.getAllByText(BOTH_PASSWORDS)).toHaveLength(2));
    expect(field('New password').getAttribute('aria-invalid')).toBe('true');
    expect(field('Confirm password').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field('New password'), { target: { value: 'NewPass@456' } });
    expect(field('New password').getAttribute('aria-invalid')).toBeNull();
    expect(field('Confirm password').getAttribute('aria-invalid')).toBe('true');
  });
});
