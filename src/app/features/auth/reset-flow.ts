import { forgotPassword } from './api/forgot-password';
import { failureText } from './auth-failures';
import { RESET_FAILED } from './auth-messages';
import { forgetResetToken, resetTokenFor } from './verification-tokens';

export type ResetOutcome = { ok: true } | { ok: false; message: string };

/**
 * Sets the new password (§7 POST /user/forgot_password) with the reset token /verify-otp kept in
 * memory for this e-mail, and forgets the token once the reset has used it up.
 */
export async function resetPassword(
  email: string,
  password: string,
  confirmPassword: string,
): Promise<ResetOutcome> {
  try {
    await forgotPassword({
      email,
      password,
      confirm_password: confirmPassword,
      reset_token: resetTokenFor(email),
    });
    forgetResetToken();
    return { ok: true };
  } catch (error) {
    return { ok: false, message: failureText(error, RESET_FAILED) };
  }
}
