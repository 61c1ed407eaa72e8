import * as v from 'valibot';
import { successMessage } from './auth/fields';
import { endpoint } from './endpoint';
import { EMAIL_MAX, OTP_LENGTH, OTP_TYPES, USER_TYPE } from './limits';
import { OTP_INCOMPLETE } from './texts';

/** The one-time code calls of signed-out-and-onboarding.md §7. */

export const otpTypeSchema = v.picklist(
  OTP_TYPES,
  'otp_type must be password_reset, email_verification, mobile_verification, email_change, mobile_change or login',
);

const contactValue = v.pipe(
  v.string('contact_value is required'),
  v.trim(),
  v.nonEmpty('contact_value is required'),
  v.maxLength(EMAIL_MAX, 'contact_value is too long'),
);

const userType = v.optional(v.literal(USER_TYPE, 'user_type must be candidate'), USER_TYPE);

export const sendOtpPayloadSchema = v.object({
  user_type: userType,
  contact_value: contactValue,
  otp_type: otpTypeSchema,
});
export type SendOtpPayload = v.InferInput<typeof sendOtpPayloadSchema>;

export const verifyOtpPayloadSchema = v.object({
  user_type: userType,
  contact_value: contactValue,
  otp_type: otpTypeSchema,
  otp_code: v.pipe(
    v.string('otp_code is required'),
    v.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), OTP_INCOMPLETE),
  ),
});
export type VerifyOtpPayload = v.InferInput<typeof verifyOtpPayloadSchema>;

export interface VerifyOtpResult {
  /** random, single use, bound to the contact and purpose, valid VERIFIED_CONTACT_TTL_SECONDS */
  verification_token: string;
}

/**
 * Sends a code. A sign-up contact that already has an account is refused (409 `email_exists` /
 * `phone_exists`); too many requests answer 429 `rate_limited`. email_change / mobile_change
 * (a new contact on Edit Profile) need the candidate's bearer token (401 / 403 as every signed-in
 * call) and refuse a contact of another account (409, 'This email is already registered to
 * another account.') or the candidate's own (400).
 */
export const sendOtp = endpoint({
  method: 'POST',
  path: '/user/send_otp',
  request: sendOtpPayloadSchema,
  answer: v.object({ success: v.literal(true), message: successMessage }),
  errors: ['email_exists', 'phone_exists', 'unauthenticated', 'invalid_session'],
});

/**
 * Checks a code: wrong 400 `otp_invalid`, expired 400 `otp_expired`, too many tries 429
 * `otp_attempts_exceeded`. A right code answers `result.verification_token`, the proof register
 * and forgot_password ask of the client that verified it. email_change / mobile_change need the
 * bearer token of the candidate who asked for the code; their token serves that candidate's
 * POST /candidates/profile_details once.
 */
export const verifyOtp = endpoint({
  method: 'POST',
  path: '/user/verify_otp',
  request: verifyOtpPayloadSchema,
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({ verification_token: v.pipe(v.string(), v.nonEmpty()) }),
  }),
  errors: ['otp_invalid', 'otp_expired', 'otp_attempts_exceeded', 'unauthenticated', 'invalid_session'],
});
