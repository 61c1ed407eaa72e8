import { SIGNUP_PASSWORD_MIN } from '../../../contract/limits';

/**
 * What sign-up's rules and its step 2 share, without valibot: the password requirements of the
 * live checklist and the referral code's normal form. Loaded with the rules, not with the first paint.
 */

export const WEAK_PASSWORD_HEADING = 'Weak Password. Must contain:';

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
