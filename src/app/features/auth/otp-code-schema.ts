import { OTP_LENGTH } from '@contract/limits';
import { OTP_INCOMPLETE } from '@contract/texts';
import * as v from 'valibot';

export { OTP_EXPIRED } from '@contract/texts';

export { EMAIL_MISSING_FOR_CODE } from './auth-messages';

/** Code entry (§5): exactly six digits. */
export const otpCodeSchema = v.pipe(
  v.string(OTP_INCOMPLETE),
  v.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), OTP_INCOMPLETE),
);

/** Keeps only digits, at most six: what a code box accepts (typed or pasted). */
export function onlyCodeDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}
