import * as v from 'valibot';
import { sendOtpPayloadSchema, verifyOtpPayloadSchema } from './auth';
import { endpoint } from './endpoint';
import { BODY_ERRORS } from './errors';

/** The one-time code calls of signed-out-and-onboarding.md §7. */

/**
 * Sends a code. A sign-up contact that already has an account is refused (409 `email_exists` /
 * `phone_exists`); too many requests answer 429 `rate_limited`.
 */
export const sendOtp = endpoint({
  method: 'POST',
  path: '/user/send_otp',
  request: sendOtpPayloadSchema,
  answer: v.object({ success: v.literal(true), message: v.optional(v.string()) }),
  errors: [...BODY_ERRORS, 'email_exists', 'phone_exists'],
  session: false,
});

/**
 * Checks a code: wrong 400 `otp_invalid`, expired 400 `otp_expired`, too many tries 429
 * `otp_attempts_exceeded`. A right code answers `result.verification_token`, the proof register
 * and forgot_password ask of the client that verified it.
 */
export const verifyOtp = endpoint({
  method: 'POST',
  path: '/user/verify_otp',
  request: verifyOtpPayloadSchema,
  answer: v.object({
    success: v.literal(true),
    message: v.optional(v.string()),
    result: v.object({ verification_token: v.pipe(v.string(), v.nonEmpty()) }),
  }),
  errors: [...BODY_ERRORS, 'otp_invalid', 'otp_expired', 'otp_attempts_exceeded'],
  session: false,
});
