import * as auth from '../../../../contract/auth/forgot-password';
import { call } from '../../../api/call';

/** POST /user/forgot_password: sets the new password after a verified reset code. */
export function forgotPassword(payload: auth.ForgotPasswordPayload) {
  return call(auth.forgotPassword, payload);
}
