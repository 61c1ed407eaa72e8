import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { PASSWORD_MAX } from '../limits';
import { BOTH_PASSWORDS } from '../texts';
import {
  emailField,
  messageAnswerSchema,
  newPasswordField,
  strongPasswordNamed,
  verificationTokenField,
} from './fields';

export const forgotPasswordPayloadSchema = v.object({
  email: emailField,
  /** the one password rule (password-rule.ts) */
  password: newPasswordField(strongPasswordNamed),
  confirm_password: v.pipe(v.string(BOTH_PASSWORDS), v.maxLength(PASSWORD_MAX)),
  /** verify_otp's verification_token for this e-mail's password_reset code */
  reset_token: verificationTokenField,
});
export type ForgotPasswordPayload = v.InferInput<typeof forgotPasswordPayloadSchema>;

export const forgotPassword = endpoint({
  method: 'POST',
  path: '/user/forgot_password',
  request: forgotPasswordPayloadSchema,
  answer: messageAnswerSchema,
  errors: ['passwords_differ', 'reset_not_verified', 'reset_failed'],
});
