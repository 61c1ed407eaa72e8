import { LOGIN_PASSWORD_MIN } from './limits';

/**
 * Texts that both the server and the app write (the specs' wording, exact): each is written
 * here once. Texts only the app shows stay in the app; texts only the server sends stay in
 * the server.
 */
export const AUTH_TEXTS = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordTooLong: 'Password is too long',
  /** The login minimum (six characters), also asked of a new password at reset. */
  passwordTooShort: `Password must be at least ${LOGIN_PASSWORD_MIN} characters long`,
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone number is required',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Phone number must be exactly 10 digits',
  otpIncomplete: 'Please enter all six digits of the OTP.',
  otpInvalid: 'Invalid OTP. Please try again.',
  otpExpired: 'OTP has expired. Please request a new one.',
  emailRegistered: 'This email is already registered. Please log in.',
  phoneRegistered: 'This phone number is already registered. Please log in.',
  verifyEmailFirst: 'Please verify your email before proceeding',
  verifyPhoneFirst: 'Please verify your mobile number before proceeding',
  referralInvalid: 'Referral code is invalid',
  referralActivated: 'Referral code activated',
  bothPasswords: 'Both password fields are required',
  passwordsDiffer: 'Passwords do not match',
  resetFailed: 'Failed to reset password. Please try again.',
} as const;
