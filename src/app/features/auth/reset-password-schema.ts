import { strongPasswordNamed } from '@contract/auth/fields';
import { PASSWORD_MAX } from '@contract/limits';
import { BOTH_PASSWORDS, PASSWORD_TOO_LONG } from '@contract/texts';
import * as v from 'valibot';
import { passwordsMatch } from './password-confirmation';

export { RESET_EMAIL_MISSING } from './auth-messages';

const passwordText = v.pipe(v.string(), v.maxLength(PASSWORD_MAX, PASSWORD_TOO_LONG));

/**
 * Reset password (§5): both fields required ('Both password fields are required', shown under the
 * empty one), the new one by the one password rule of sign-up, the message naming the requirement
 * that failed (contract/password-rule.ts, which the server applies too), then they must match
 * ('Passwords do not match', under the confirm field).
 */
export const resetPasswordSchema = v.pipe(
  v.object({
    password: v.pipe(passwordText, v.nonEmpty(BOTH_PASSWORDS), strongPasswordNamed),
    confirmPassword: v.pipe(passwordText, v.nonEmpty(BOTH_PASSWORDS)),
  }),
  passwordsMatch,
);
export type ResetPasswordValues = v.InferInput<typeof resetPasswordSchema>;
