import * as v from 'valibot';
import { endpoint } from './endpoint';
import { BODY_ERRORS, SESSION_ERRORS } from './errors';
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
import { AUTH_TEXTS } from './texts';

/** Payloads and answers of signed-out-and-onboarding.md §7 (auth and one-time codes). */

const email = v.pipe(
  v.string(AUTH_TEXTS.emailRequired),
  v.trim(),
  v.nonEmpty(AUTH_TEXTS.emailRequired),
  v.maxLength(EMAIL_MAX, 'Email is too long'),
  v.email(AUTH_TEXTS.invalidEmail),
);
const password = v.pipe(
  v.string(AUTH_TEXTS.passwordRequired),
  v.nonEmpty(AUTH_TEXTS.passwordRequired),
  v.maxLength(PASSWORD_MAX, AUTH_TEXTS.passwordTooLong),
);

export const loginPayloadSchema = v.object({
  email,
  password,
  role_id: v.optional(v.literal(CANDIDATE_ROLE_ID, 'role_id must be 3'), CANDIDATE_ROLE_ID),
});
export type LoginPayload = v.InferInput<typeof loginPayloadSchema>;

export const userDetailsSchema = v.object({
  user_id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  phone_no: v.string(),
  role_id: v.number(),
  profile_picture: v.nullable(v.string()),
});
export type UserDetails = v.InferOutput<typeof userDetailsSchema>;

export const loginResultSchema = v.object({
  token: v.pipe(v.string(), v.nonEmpty()),
  /** Set (to the same session token) while onboarding is unfinished; null once it is finished. */
  tempToken: v.nullable(v.string()),
  userDetails: userDetailsSchema,
  onboarding_status: v.boolean(),
});
export type LoginResult = v.InferOutput<typeof loginResultSchema>;

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
    v.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), AUTH_TEXTS.otpIncomplete),
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
  confirm_password: v.pipe(v.string(AUTH_TEXTS.bothPasswords), v.maxLength(PASSWORD_MAX)),
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
    v.maxLength(REFERRAL_CODE_MAX, AUTH_TEXTS.referralInvalid),
  ),
});
export type ReferralVerifyPayload = v.InferInput<typeof referralVerifyPayloadSchema>;

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
  first_name: personName(AUTH_TEXTS.firstNameRequired),
  last_name: personName(AUTH_TEXTS.lastNameRequired),
  role_id: v.literal(CANDIDATE_ROLE_ID, 'role_id must be 3'),
  phone_no: v.pipe(
    v.union([v.number(), v.string()], AUTH_TEXTS.phoneRequired),
    v.transform((p) => String(p).trim()),
    v.regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), AUTH_TEXTS.invalidPhone),
  ),
  email,
  password,
  email_verified: v.optional(zeroOrOne, 0),
  phone_verified: v.optional(zeroOrOne, 0),
  referral_code: v.optional(
    v.pipe(v.string(), v.trim(), v.toUpperCase(), v.maxLength(REFERRAL_CODE_MAX, AUTH_TEXTS.referralInvalid)),
    '',
  ),
  /** verify_otp's verification_token for the phone's mobile_verification code */
  phone_verification_token: verificationToken,
  /** verify_otp's verification_token for the e-mail's email_verification code */
  email_verification_token: verificationToken,
});
export type RegisterPayload = v.InferInput<typeof registerPayloadSchema>;

export const registerResultSchema = v.object({
  tempToken: v.pipe(v.string(), v.nonEmpty()),
  userDetails: userDetailsSchema,
});
export type RegisterResult = v.InferOutput<typeof registerResultSchema>;

// ---- the calls (signed-out-and-onboarding.md §7) ----

/** `{success:true, message?}`: the answer of a call that reports only its outcome (success answers may omit `message`; ours always send one). */
export const messageAnswerSchema = v.object({ success: v.literal(true), message: v.optional(v.string()) });

export const login = endpoint({
  method: 'POST',
  path: '/auth/login',
  request: loginPayloadSchema,
  answer: v.object({ success: v.literal(true), message: v.optional(v.string()), result: loginResultSchema }),
  errors: [...BODY_ERRORS, 'invalid_credentials', 'account_deactivated', 'account_deleted'],
  session: false,
});

/** Valid: 200 `{success, valid:true, message}`; invalid: 400 `referral_invalid` with `valid:false`. */
export const referralVerify = endpoint({
  method: 'POST',
  path: '/auth/referral_verify',
  request: referralVerifyPayloadSchema,
  answer: v.object({ success: v.literal(true), valid: v.literal(true), message: v.optional(v.string()) }),
  errors: [...BODY_ERRORS, 'referral_invalid'],
  session: false,
});

/** On success the app stores result.tempToken as the token. */
export const register = endpoint({
  method: 'POST',
  path: '/auth/register',
  request: registerPayloadSchema,
  answer: v.object({
    success: v.literal(true),
    message: v.optional(v.string()),
    result: registerResultSchema,
  }),
  errors: [
    ...BODY_ERRORS,
    'email_exists',
    'phone_exists',
    'referral_invalid',
    'email_not_verified',
    'phone_not_verified',
  ],
  session: false,
});

/** Revokes the session (sign-out). */
export const logout = endpoint({
  method: 'POST',
  path: '/auth/logout',
  request: null,
  answer: messageAnswerSchema,
  errors: [...SESSION_ERRORS],
  session: true,
});

export const forgotPassword = endpoint({
  method: 'POST',
  path: '/user/forgot_password',
  request: forgotPasswordPayloadSchema,
  answer: messageAnswerSchema,
  errors: [...BODY_ERRORS, 'passwords_differ', 'reset_not_verified', 'reset_failed'],
  session: false,
});
