import { SIGNUP_PASSWORD_MIN } from './limits';

/**
 * The one rule for a new password (signed-out-and-onboarding.md §5 Sign-up: at least one
 * uppercase letter, one digit and eight characters), without valibot: the sign-up screen's live
 * checklist reads it, and the contract applies it (`newPasswordField`, auth/fields.ts) to every
 * call that sets a password: register, forgot_password (the reset) and the password change.
 */

export const WEAK_PASSWORD = 'Password does not meet all requirements';
export const WEAK_PASSWORD_HEADING = 'Weak Password. Must contain:';

export interface PasswordRequirement {
  label: string;
  met: boolean;
}

/** The requirements, as the create-password step lists them: one uppercase letter, one digit, eight characters. */
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
