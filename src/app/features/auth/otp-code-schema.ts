import * as v from 'valibot';
import { OTP_LENGTH } from '../../../contract/limits';

export const OTP_INCOMPLETE = 'Please enter all six digits of the OTP.';
export const OTP_EXPIRED = 'OTP has expired. Please request a new one.';
export const EMAIL_MISSING_FOR_CODE = 'Email is missing. Please start the forgot password process again.';

/** Code entry (§5): exactly six digits. */
export const otpCodeSchema = v.pipe(
  v.string(OTP_INCOMPLETE),
  v.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), OTP_INCOMPLETE),
);

/** Keeps only digits, at most six: what a code box accepts (typed or pasted). */
export function onlyCodeDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** True when the server's message says the code has expired. */
export function isExpiredMessage(message: string | undefined): boolean {
  return !!message && /expired/i.test(message);
}
