import { fieldErrors } from '@app/test-kits/schema-test-utils';
import { describe, expect, it } from 'vitest';
import { RESET_EMAIL_MISSING, resetPasswordSchema } from './reset-password-schema';

describe('reset password schema (§5 Reset password)', () => {
  it('accepts two equal passwords', () => {
    expect(fieldErrors(resetPasswordSchema, { password: 'NewPass@1', confirmPassword: 'NewPass@1' })).toEqual(
      {},
    );
  });
  it('Both password fields are required', () => {
    expect(fieldErrors(resetPasswordSchema, { password: '', confirmPassword: 'x' }).password).toBe(
      'Both password fields are required',
    );
    expect(fieldErrors(resetPasswordSchema, { password: 'x', confirmPassword: '' }).confirmPassword).toBe(
      'Both password fields are required',
    );
  });
  it('a new password follows the one password rule of sign-up, the message naming what failed (D1; the server applies it too)', () => {
    for (const [password, message] of [
      ['Ab1', 'Password must be at least 8 characters long'],
      ['abcdefg1', 'Password must contain at least one uppercase letter'],
      ['Abcdefgh', 'Password must contain at least one digit'],
    ]) {
      expect(fieldErrors(resetPasswordSchema, { password, confirmPassword: password }).password).toBe(
        message,
      );
    }
  });
  it('Passwords do not match', () => {
    expect(fieldErrors(resetPasswordSchema, { password: 'NewPass@1', confirmPassword: 'NewPass@2' })).toEqual(
      {
        confirmPassword: 'Passwords do not match',
      },
    );
  });
  it('the missing e-mail text', () => {
    expect(RESET_EMAIL_MISSING).toBe('Email is missing. Please go back and try again.');
  });
});
