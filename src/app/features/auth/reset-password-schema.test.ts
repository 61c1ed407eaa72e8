import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../test-kits/schema-test-utils';
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
  it('a new password follows the one password rule of sign-up (the server applies it too)', () => {
    for (const password of ['Ab1', 'abcdefg1', 'Abcdefgh']) {
      expect(fieldErrors(resetPasswordSchema, { password, confirmPassword: password }).password).toBe(
        'Password does not meet all requirements',
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
