import { call } from '@app/api/call';
import * as auth from '@contract/auth/forgot-password';

/** POST /user/forgot_password: sets the new password after a verified reset code. */
export function forgotPassword(payload: auth.ForgotPasswordPayload) {
  return call(auth.forgotPassword, payload);
}
