import * as v from 'valibot';
import { otpCodeSchema } from './otp-code-schema';

/**
 * What the code screen needs once a code is entered or a new one asked for, loaded then rather
 * than with its first paint: the code's rule (valibot), the send_otp and verify_otp calls and the
 * texts of their failures.
 */
export { sendOtp } from '@app/api/send-otp';
export { verifyOtp } from '@app/api/verify-otp';
export { isExpiredFailure, verifyFailureText } from './auth-failures';

/** Six digits (§5 Code entry). */
export function isCompleteCode(value: string): boolean {
  return v.is(otpCodeSchema, value);
}
