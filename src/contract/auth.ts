import * as v from 'valibot';
import {
  CANDIDATE_ROLE_ID,
  EMAIL_MAX,
  NAME_MAX,
  OTP_LENGTH,
  OTP_TYPES,
  PASSWORD_MAX,
  PHONE_DIGITS,
  REFERRAL_CODE_MAX,
  USER_TYPE,
  VERIFICATION_TOKEN_MAX,
} from './limits';

/** Payloads and answers of signed-out-and-onboarding.md §7 (auth and one-time codes). */

const email = v.pipe(
  v.string('Email is required'),
  v.trim(),
  v.nonEmpty('Email is required'),
  v.maxLength(EMAIL_MAX, 'Email is too long'),
  v.email('Please enter a valid email address'),
);
const password = v.pipe(
  v.string('Password is required'),
  v.nonEmpty('Password is required'),
  v.maxLength(PASSWORD_MAX, 'Password is too long'),
);

export const loginPayloadSchema = v.object({
  email,
  password,
  role_id: v.optional(v.literal(CANDIDATE_ROLE_ID, 'role_id must be 3'), CANDIDATE_ROLE_ID),
});
export type LoginPayload = v.InferInput<typeof loginPayloadSchema>;

export interface UserDetails {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_no: string;
  role_id: number;
  profile_picture: string | null;
}

export interface LoginResult {
  token: string;
  /** Set (to the same session token) while onboarding is unfinished; null once it is finished. */
  tempToken: string | null;
  userDetails: UserDetails;
  onboarding_status: boolean;
}

export const otpTypeSchema = v.picklist(
  OTP_TYPES,
  'otp_type must be password_reset, email_verification or mobile_verification',
);

const contactValue = v.pipe(
  v.string('contact_value is required'),
  v.trim(),
  v.nonEmpty('contact_value is required'),
  v.maxLength(EMAIL_MAX, 'contact_value is too long'),
);

export const sendOtpPayloadSchema = v.object({
  user_type: v.optional(v.literal(USER_TYPE, 'user_type must be candidate'), USER_TYPE),
  contact_value: contactValue,
  otp_type: otpTypeSchema,
});
export type SendOtpPayload = v.InferInput<typeof sendOtpPayloadSchema>;

export const verifyOtpPayloadSchema = v.object({
  user_type: v.optional(v.literal(USER_TYPE, 'user_type must be candidate'), USER_TYPE),
  contact_value: contactValue,
  otp_type: otpTypeSchema,
  otp_code: v.pipe(
    v.string('otp_code is required'),
    v.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'Please enter all six digits of the OTP.'),
  ),
});
export type VerifyOtpPayload = v.InferInput<typeof verifyOtpPayloadSchema>;

/**
 * The verification token a successful verify_otp answers (`result.verification_token`): proof
 * that this client verified the contact, required by register and forgot_password. Optional in
 * the schemas so that a missing one gets the spec's 'verify first' message.
 */
const verificationToken = v.optional(
  v.pipe(
    v.string('verification token must be text'),
    v.maxLength(VERIFICATION_TOKEN_MAX, 'verification token is invalid'),
  ),
  '',
);

export interface VerifyOtpResult {
  /** random, single use, bound to the contact and purpose, valid VERIFIED_CONTACT_TTL_SECONDS */
  verification_token: string;
}

export const forgotPasswordPayloadSchema = v.object({
  email,
  password,
  confirm_password: v.pipe(v.string('Both password fields are required'), v.maxLength(PASSWORD_MAX)),
  /** verify_otp's verification_token for this e-mail's password_reset code */
  reset_token: verificationToken,
});
export type ForgotPasswordPayload = v.InferInput<typeof forgotPasswordPayloadSchema>;

export const referralVerifyPayloadSchema = v.object({
  code: v.pipe(
    v.string('code is required'),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty('code is required'),
    v.maxLength(REFERRAL_CODE_MAX, 'Referral code is invalid'),
  ),
});
export type ReferralVerifyPayload = v.InferInput<typeof referralVerifyPayloadSchema>;

export interface ReferralVerifyAnswer {
  success: boolean;
  valid: boolean;
  message: string;
}

const personName = (required: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(NAME_MAX, `Name must be at most ${NAME_MAX} characters`),
    v.regex(/^[A-Za-z ]+$/, 'Names may contain letters and spaces only'),
  );
const zeroOrOne = v.picklist([0, 1], 'must be 0 or 1');

export const registerPayloadSchema = v.object({
  first_name: personName('First name is required'),
  last_name: personName('Last name is required'),
  role_id: v.literal(CANDIDATE_ROLE_ID, 'role_id must be 3'),
  phone_no: v.pipe(
    v.union([v.number(), v.string()], 'Phone number is required'),
    v.transform((p) => String(p).trim()),
    v.regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), 'Phone number must be exactly 10 digits'),
  ),
  email,
  password,
  email_verified: v.optional(zeroOrOne, 0),
  phone_verified: v.optional(zeroOrOne, 0),
  referral_code: v.optional(
    v.pipe(v.string(), v.trim(), v.toUpperCase(), v.maxLength(REFERRAL_CODE_MAX, 'Referral code is invalid')),
    '',
  ),
  /** verify_otp's verification_token for the phone's mobile_verification code */
  phone_verification_token: verificationToken,
  /** verify_otp's verification_token for the e-mail's email_verification code */
  email_verification_token: verificationToken,
});
export type RegisterPayload = v.InferInput<typeof registerPayloadSchema>;

export interface RegisterResult {
  tempToken: string;
  userDetails: UserDetails;
}
