import { NAME_MAX, PASSWORD_MAX, REFERRAL_CODE_MAX } from '@contract/limits';
import { phoneNumberField } from '@contract/phone-number-field';
import {
  FIRST_NAME_REQUIRED,
  INVALID_PHONE,
  LAST_NAME_REQUIRED,
  PASSWORD_TOO_LONG,
  PHONE_REQUIRED,
  REFERRAL_INVALID,
  VERIFY_EMAIL_FIRST,
  VERIFY_PHONE_FIRST,
} from '@contract/texts';
import * as v from 'valibot';

import { emailField } from './email-field';

import { passwordsMatch } from './password-confirmation';
import { isStrongPassword, normaliseReferralCode } from './sign-up-checks';

export { filterNameInput, filterPhoneInput } from '@app/ui/input-filters';
export {
  isStrongPassword,
  normaliseReferralCode,
  passwordChecklist,
  WEAK_PASSWORD_HEADING,
} from './sign-up-checks';

const personName = (required: string, label: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`),
    v.regex(/^[A-Za-z ]+$/, `${label} may contain letters and spaces only`),
  );

/**
 * The phone rule: required, exactly ten digits of an Indian mobile number (shown with the +91
 * prefix), read as candidates paste it ('+91 96000 37855': contract/phone-number.ts).
 */
export const phoneField = phoneNumberField(v.string(PHONE_REQUIRED), PHONE_REQUIRED, INVALID_PHONE);

/** Sign-up step 1 (§5 Sign-up): names, phone, e-mail, optional referral code, both contacts verified. */
export const signUpDetailsSchema = v.pipe(
  v.object({
    firstName: personName(FIRST_NAME_REQUIRED, 'First name'),
    lastName: personName(LAST_NAME_REQUIRED, 'Last name'),
    phone: phoneField,
    email: emailField,
    referralCode: v.pipe(
      v.string(),
      v.transform(normaliseReferralCode),
      v.maxLength(REFERRAL_CODE_MAX, REFERRAL_INVALID),
    ),
    phoneVerified: v.boolean(),
    emailVerified: v.boolean(),
  }),
  v.forward(
    v.partialCheck([['phone'], ['phoneVerified']], (input) => input.phoneVerified, VERIFY_PHONE_FIRST),
    ['phone'],
  ),
  v.forward(
    v.partialCheck([['email'], ['emailVerified']], (input) => input.emailVerified, VERIFY_EMAIL_FIRST),
    ['email'],
  ),
);
export type SignUpDetailsValues = v.InferInput<typeof signUpDetailsSchema>;

/** Sign-up step 2: a strong password and its confirmation. */
export const signUpPasswordSchema = v.pipe(
  v.object({
    password: v.pipe(
      v.string('Password does not meet all requirements'),
      v.maxLength(PASSWORD_MAX, PASSWORD_TOO_LONG),
      v.check(isStrongPassword, 'Password does not meet all requirements'),
    ),
    confirmPassword: v.pipe(
      v.string('Please confirm your password'),
      v.nonEmpty('Please confirm your password'),
    ),
  }),
  passwordsMatch,
);
export type SignUpPasswordValues = v.InferInput<typeof signUpPasswordSchema>;

/** The first message of the phone or e-mail rule for a value, or null when it passes (before Verify). */
export function contactIssue(contact: 'phone' | 'email', value: string): string | null {
  const check = v.safeParse(contact === 'phone' ? phoneField : emailField, value);
  return check.success ? null : check.issues[0].message;
}
