import * as v from 'valibot';
import { LOGIN_PASSWORD_MIN, PASSWORD_MAX } from '../../../contract/limits';
import { BOTH_PASSWORDS, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '../../../contract/texts';
import { passwordsMatch } from './password-confirmation';

export { RESET_EMAIL_MISSING } from './auth-messages';

const passwordText = v.pipe(v.string(), v.maxLength(PASSWORD_MAX, PASSWORD_TOO_LONG));

/**
 * Reset password (§5): both fields required ('Both password fields are required', shown under the
 * empty one), the new one long enough to log in with (six characters, as login demands), then they must match ('Passwords do not match', under the confirm field).
 */
export const resetPasswordSchema = v.pipe(
  v.object({
    password: v.pipe(
      passwordText,
      v.nonEmpty(BOTH_PASSWORDS),
      // Login needs six characters, so a shorter new password could never be used.
      v.minLength(LOGIN_PASSWORD_MIN, PASSWORD_TOO_SHORT),
    ),
    confirmPassword: v.pipe(passwordText, v.nonEmpty(BOTH_PASSWORDS)),
  }),
  passwordsMatch,
);
export type ResetPasswordValues = v.InferInput<typeof resetPasswordSchema>;
