import { afterEach, describe, expect, it } from 'vitest';
import { forgetResetToken, keepResetToken, resetTokenFor, verificationTokenOf } from './verification-tokens';

describe('verification tokens (memory only)', () => {
  afterEach(() => forgetResetToken());

  it('reads result.verification_token of a verify_otp answer', () => {
    expect(verificationTokenOf({ success: true, result: { verification_token: 'abc' } })).toBe('abc');
    expect(verificationTokenOf({ success: true })).toBe('');
    expect(verificationTokenOf({ success: true, result: { verification_token: 7 } })).toBe('');
    expect(verificationTokenOf(null)).toBe('');
  });

  it('keeps the reset token for the verified e-mail only, until forgotten, and never in storage', () => {
    expect(resetTokenFor('priya@example.com')).toBe('');
    keepResetToken('Priya@Example.com', 'reset-proof');
    expect(resetTokenFor(' priya@example.com ')).toBe('reset-proof');
    expect(resetTokenFor('rahul@example.com')).toBe('');
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('reset-proof');
    forgetResetToken();
    expect(resetTokenFor('priya@example.com')).toBe('');
  });
});
