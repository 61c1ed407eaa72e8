import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { NAME_MAX, REFERRAL_CODE_MAX } from '../limits';
import { phoneNumberField } from '../phone-number-field';
import {
  FIRST_NAME_REQUIRED,
  INVALID_PHONE,
  LAST_NAME_REQUIRED,
  PHONE_REQUIRED,
  REFERRAL_INVALID,
} from '../texts';
import {
  candidateRoleField,
  emailField,
  newPasswordField,
  successMessage,
  userDetailsSchema,
  verificationTokenField,
} from './fields';

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
  first_name: personName(FIRST_NAME_REQUIRED),
  last_name: personName(LAST_NAME_REQUIRED),
  role_id: candidateRoleField,
  /** digits or a number; what candidates paste ('+91 96000 37855') is read as its 10 digits */
  phone_no: phoneNumberField(
    v.union([v.number(), v.string()], PHONE_REQUIRED),
    PHONE_REQUIRED,
    INVALID_PHONE,
  ),
  email: emailField,
  /** the one password rule (password-rule.ts) */
  password: newPasswordField(),
  email_verified: v.optional(zeroOrOne, 0),
  phone_verified: v.optional(zeroOrOne, 0),
  referral_code: v.optional(
    v.pipe(v.string(), v.trim(), v.toUpperCase(), v.maxLength(REFERRAL_CODE_MAX, REFERRAL_INVALID)),
    '',
  ),
  /** verify_otp's verification_token for the phone's mobile_verification code */
  phone_verification_token: verificationTokenField,
  /** verify_otp's verification_token for the e-mail's email_verification code */
  email_verification_token: verificationTokenField,
});
export type RegisterPayload = v.InferInput<typeof registerPayloadSchema>;

export const registerResultSchema = v.object({
  tempToken: v.pipe(v.string(), v.nonEmpty()),
  userDetails: userDetailsSchema,
});
export type RegisterResult = v.InferOutput<typeof registerResultSchema>;

/** On success the app stores result.tempToken as the token. */
export const register = endpoint({
  method: 'POST',
  path: '/auth/register',
  request: registerPayloadSchema,
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: registerResultSchema,
  }),
  errors: ['email_exists', 'phone_exists', 'referral_invalid', 'email_not_verified', 'phone_not_verified'],
});
