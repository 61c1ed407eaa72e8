import * as v from 'valibot';
import { emailField } from './email-field';

/** Forgot-password form (§5): the e-mail is trimmed, required and valid. */
export const forgotPasswordSchema = v.object({ email: emailField });
export type ForgotPasswordValues = v.InferInput<typeof forgotPasswordSchema>;
