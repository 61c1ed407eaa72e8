import { OTP_INVALID } from '@contract/texts';

export { REFERRAL_ACTIVATED, REFERRAL_INVALID, RESET_FAILED } from '@contract/texts';

/**
 * Section 8 of the signed-out spec: the failure texts of login, codes and reset (texts only; the
 * functions that pick one for a failed call are in auth-failures.ts, which loads the HTTP client).
 */
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
