import { NAME_MAX, PHONE_DIGITS, SIGNUP_PASSWORD_MIN } from '../../../contract/limits';

/**
 * What the sign-up screen needs to draw and filter its fields, without valibot: the rules
 * (sign-up-schema.ts) load on the first Next, Verify or Create, not with the first paint.
 */

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
