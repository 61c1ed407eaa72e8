import * as v from 'valibot';
import { LOGIN_PASSWORD_MIN, PASSWORD_MAX } from '../../../contract/limits';
import { emailField } from './email-field';

/** Login form rules of §5 (Login). */
export const loginSchema = v.object({
  email: emailField,
  password: v.pipe(
    v.string('Password is required'),
    v.nonEmpty('Password is required'),
    v.minLength(LOGIN_PASSWORD_MIN, 'Password must be at least 6 characters long'),
    v.maxLength(PASSWORD_MAX, 'Password is too long'),
  ),
});
export type LoginValues = v.InferInput<typeof loginSchema>;

/** The toast shown whenever any login check fails. */
export const LOGIN_CHECK_FAILED = 'Please fill in all required fields';
