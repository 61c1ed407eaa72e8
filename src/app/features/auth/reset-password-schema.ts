import * as v from 'valibot';
import { LOGIN_PASSWORD_MIN, PASSWORD_MAX } from '../../../contract/limits';
import { AUTH_TEXTS } from '../../../contract/texts';
import { passwordsMatch } from './password-confirmation';

export const RESET_EMAIL_MISSING = 'Email is missing. Please go back and try again.';

const passwordText = v.pipe(v.string(), v.maxLength(PASSWORD_MAX, AUTH_TEXTS.passwordTooLong));

/**
 * Reset password (§5): both fields required ('Both password fields are required', shown under the
 * empty one), the new one long enough to log in with (six characters, as login demands), then they must match ('Passwords do not match', under the confirm field).
 */
export const resetPasswordSchema = v.pipe(
  v.object({
    password: v.pipe(
      passwordText,
      v.nonEmpty(AUTH_TEXTS.bothPasswords),
      // Login needs six characters, so a shorter new password could never be used.
      v.minLength(LOGIN_PASSWORD_MIN, AUTH_TEXTS.passwordTooShort),
    ),
    confirmPassword: v.pipe(passwordText, v.nonEmpty(AUTH_TEXTS.bothPasswords)),
  }),
  passwordsMatch,
);
export type ResetPasswordValues = v.InferInput<typeof resetPasswordSchema>;
