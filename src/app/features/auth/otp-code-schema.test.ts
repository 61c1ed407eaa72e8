import { ApiError } from '@app/api/client';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isExpiredFailure } from './auth-failures';
import { EMAIL_MISSING_FOR_CODE, OTP_EXPIRED, onlyCodeDigits, otpCodeSchema } from './otp-code-schema';

describe('code entry (§5 Code entry)', () => {
  it('accepts six digits', () => {
    expect(v.safeParse(otpCodeSchema, '123456').success).toBe(true);
  });
  it('Please enter all six digits of the OTP.', () => {
    for (const code of ['', '12345', '12a456', '1234567']) {
      const result = v.safeParse(otpCodeSchema, code);
      expect(result.success).toBe(false);
      expect(result.issues?.[0].message).toBe('Please enter all six digits of the OTP.');
    }
  });
  it('each box takes digits only: a pasted code keeps its six digits', () => {
    expect(onlyCodeDigits(' 123-456 ')).toBe('123456');
    expect(onlyCodeDigits('12345678')).toBe('123456');
    expect(onlyCodeDigits('abc')).toBe('');
  });
  it('recognises an expired code by the code otp_expired, not by the wording', () => {
    const failure = (body: unknown) => new ApiError(400, 'x', body);
    expect(isExpiredFailure(failure({ success: false, message: OTP_EXPIRED, code: 'otp_expired' }))).toBe(
      true,
    );
    expect(isExpiredFailure(failure({ success: false, message: 'Expired!', code: 'otp_expired' }))).toBe(
      true,
    );
    expect(isExpiredFailure(failure({ success: false, message: OTP_EXPIRED, code: 'otp_invalid' }))).toBe(
      false,
    );
    expect(isExpiredFailure(failure({ success: false, message: OTP_EXPIRED }))).toBe(false);
    expect(isExpiredFailure(new Error(OTP_EXPIRED))).toBe(false);
  });
  it('the spec texts of code entry', () => {
    expect(OTP_EXPIRED).toBe('OTP has expired. Please request a new one.');
    expect(EMAIL_MISSING_FOR_CODE).toBe('Email is missing. Please start the forgot password process again.');
  });
});
