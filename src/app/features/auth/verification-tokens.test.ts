import { verifyOtp } from '@contract/otp';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetResetToken, keepResetToken, resetTokenFor } from './verification-tokens';

describe('verification tokens (memory only)', () => {
  afterEach(() => forgetResetToken());

  it('a verify_otp answer carries result.verification_token (its descriptor; call() refuses any other)', () => {
    const answer = v.safeParse(verifyOtp.answer, { success: true, result: { verification_token: 'abc' } });
    expect(answer.success && answer.output.result.verification_token).toBe('abc');
    expect(v.is(verifyOtp.answer, { success: true })).toBe(false);
    expect(v.is(verifyOtp.answer, { success: true, result: { verification_token: 7 } })).toBe(false);
    expect(v.is(verifyOtp.answer, { success: true, result: { verification_token: '' } })).toBe(false);
    expect(v.is(verifyOtp.answer, null)).toBe(false);
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
