import { OTP_INVALID } from '../../../contract/texts';
import { ApiError, NETWORK_ERROR_MESSAGE, NetworkError } from '../../api/client';

export { REFERRAL_ACTIVATED, REFERRAL_INVALID, RESET_FAILED } from '../../../contract/texts';

/** Section 8 of the signed-out spec: the failure texts of login, codes and reset. */
/** The code screen reached without the e-mail the code was sent to. */
export const EMAIL_MISSING_FOR_CODE = 'Email is missing. Please start the forgot password process again.';
/** Reset password reached without the e-mail the code was sent to. */
export const RESET_EMAIL_MISSING = 'Email is missing. Please go back and try again.';
/** The toast shown whenever any login check fails. */
export const LOGIN_CHECK_FAILED = 'Please fill in all required fields';
export const LOGIN_FAILED = 'Login failed. Please check your credentials.';
export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';
export const SEND_OTP_FAILED = 'Failed to send OTP. Please try again.';
export const RESEND_OTP_FAILED = 'Failed to resend OTP. Please try again.';
export const RESEND_OTP_OK = 'OTP resent successfully!';
export const VERIFY_FAILED = 'OTP verification failed';
export const INVALID_OTP = OTP_INVALID;

/**
 * The text for a failed call: the server's message when it sent one, else `fallback` (also for an
 * answer that is not what the call declares); 'Network Error' when no answer came; `unexpected`
 * for anything else (a bug).
 */
export function failureText(error: unknown, fallback: string, unexpected: string = fallback): string {
  if (error instanceof ApiError)
    return error.code === 'invalid_answer' ? fallback : (error.serverMessage ?? fallback);
  if (error instanceof NetworkError) return NETWORK_ERROR_MESSAGE;
  return unexpected;
}

/** Login failure (§8): the server message or 'Login failed...'; an exception: 'An unexpected error...'. */
export function loginFailureText(error: unknown): string {
  return failureText(error, LOGIN_FAILED, UNEXPECTED_ERROR);
}

/** Verify failure (§8): the server's message (e.g. 'Invalid OTP. Please try again.'), else 'OTP verification failed'. */
export function verifyFailureText(error: unknown): string {
  if (error instanceof ApiError && !error.serverMessage && error.status === 400) return INVALID_OTP;
  return failureText(error, VERIFY_FAILED);
}

/** True when a failed verify means the code has expired (the expired state of §5 Code entry): code otp_expired. */
export function isExpiredFailure(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'otp_expired';
}
