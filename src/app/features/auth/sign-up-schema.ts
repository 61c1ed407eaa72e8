import * as v from 'valibot';
import {
  NAME_MAX,
  PASSWORD_MAX,
  PHONE_DIGITS,
  REFERRAL_CODE_MAX,
  SIGNUP_PASSWORD_MIN,
} from '../../../contract/limits';
import {
  FIRST_NAME_REQUIRED,
  INVALID_PHONE,
  LAST_NAME_REQUIRED,
  PASSWORD_TOO_LONG,
  PHONE_REQUIRED,
  REFERRAL_INVALID,
  VERIFY_EMAIL_FIRST,
  VERIFY_PHONE_FIRST,
} from '../../../contract/texts';

export { VERIFY_EMAIL_FIRST, VERIFY_PHONE_FIRST } from '../../../contract/texts';

import { emailField } from './email-field';
import { passwordsMatch } from './password-confirmation';

export const WEAK_PASSWORD_HEADING = 'Weak Password. Must contain:';

/** What a name box keeps of typed or pasted text: letters and spaces only. */
export function filterNameInput(raw: string): string {
  return raw.replace(/[^A-Za-z ]/g, '').slice(0, NAME_MAX);
}

/** What the phone box keeps: digits only, at most ten. */
export function filterPhoneInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

/** The referral code as it is sent and checked: trimmed and upper-cased. */
export function normaliseReferralCode(raw: string): string {
  return raw.trim().toUpperCase();
}

const personName = (required: string, label: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`),
    v.regex(/^[A-Za-z ]+$/, `${label} may contain letters and spaces only`),
  );

/** The phone rule: required, exactly ten digits (shown with the +91 prefix). */
export const phoneField = v.pipe(
  v.string(PHONE_REQUIRED),
  v.trim(),
  v.nonEmpty(PHONE_REQUIRED),
  v.regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), INVALID_PHONE),
);

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

export interface PasswordRequirement {
  label: string;
  met: boolean;
}

/** The live checklist of the create-password step: one uppercase letter, one digit, eight characters. */
export function passwordChecklist(password: string): PasswordRequirement[] {
  return [
    { label: 'One uppercase letter', met: /[A-Z]/.test(password) },
    { label: 'One digit', met: /\d/.test(password) },
    { label: `At least ${SIGNUP_PASSWORD_MIN} characters`, met: password.length >= SIGNUP_PASSWORD_MIN },
  ];
}

export function isStrongPassword(password: string): boolean {
  return passwordChecklist(password).every((r) => r.met);
}

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
