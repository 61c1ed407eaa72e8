import { AppProviders } from '@app/app-providers';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD_MUST_CONTAIN, PasswordChecklist } from './password-checklist';
import { WEAK_PASSWORD_HEADING } from './sign-up-checks';

afterEach(cleanup);

const show = (password: string) =>
  render(
    <AppProviders>
      <PasswordChecklist password={password} />
    </AppProviders>,
  );

describe('PasswordChecklist (V8)', () => {
  it('is neutral before anything is typed: no weak-password warning, nothing marked as failed', () => {
    show('');
    expect(screen.queryByText(WEAK_PASSWORD_HEADING)).toBeNull();
    expect(screen.getByText(PASSWORD_MUST_CONTAIN)).toBeTruthy();
    expect(screen.queryByText(/\(not met\)/)).toBeNull();
  });

  it('once typed, says Weak Password and which requirement is not met', () => {
    show('abc');
    expect(screen.getByText(WEAK_PASSWORD_HEADING)).toBeTruthy();
    expect(screen.getAllByText(/\(not met\)/).length).toBe(3);
  });

  it('says Strong password when every requirement is met', () => {
    show('Welcome1');
    expect(screen.getByText('Strong password')).toBeTruthy();
  });
});
