import * as v from 'valibot';
import { LOGIN_PASSWORD_MIN, PASSWORD_MAX } from '../../../contract/limits';
import { AUTH_TEXTS } from '../../../contract/texts';
import { emailField } from './email-field';

/** Login form rules of §5 (Login). */
export const loginSchema = v.object({
  email: emailField,
  password: v.pipe(
    v.string(AUTH_TEXTS.passwordRequired),
    v.nonEmpty(AUTH_TEXTS.passwordRequired),
    v.minLength(LOGIN_PASSWORD_MIN, AUTH_TEXTS.passwordTooShort),
    v.maxLength(PASSWORD_MAX, AUTH_TEXTS.passwordTooLong),
  ),
});
export type LoginValues = v.InferInput<typeof loginSchema>;

/** The toast shown whenever any login check fails. */
export const LOGIN_CHECK_FAILED = 'Please fill in all required fields';
