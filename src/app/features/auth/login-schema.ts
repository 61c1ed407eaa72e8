import { LOGIN_PASSWORD_MIN, PASSWORD_MAX } from '@contract/limits';
import { PASSWORD_REQUIRED, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '@contract/texts';
import * as v from 'valibot';
import { emailField } from './email-field';

/** Login form rules of §5 (Login). */
export const loginSchema = v.object({
  email: emailField,
  password: v.pipe(
    v.string(PASSWORD_REQUIRED),
    v.nonEmpty(PASSWORD_REQUIRED),
    v.minLength(LOGIN_PASSWORD_MIN, PASSWORD_TOO_SHORT),
    v.maxLength(PASSWORD_MAX, PASSWORD_TOO_LONG),
  ),
});
export type LoginValues = v.InferInput<typeof loginSchema>;

export { LOGIN_CHECK_FAILED } from './auth-messages';
