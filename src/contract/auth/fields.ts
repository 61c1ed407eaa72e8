import * as v from 'valibot';
import { CANDIDATE_ROLE_ID, EMAIL_MAX, PASSWORD_MAX, VERIFICATION_TOKEN_MAX } from '../limits';
import { isStrongPassword, unmetPasswordRule, WEAK_PASSWORD } from '../password-rule';
import { EMAIL_REQUIRED, INVALID_EMAIL, PASSWORD_REQUIRED, PASSWORD_TOO_LONG } from '../texts';

/** Fields and answers several auth calls share (signed-out-and-onboarding.md §7). */

export const emailField = v.pipe(
  v.string(EMAIL_REQUIRED),
  v.trim(),
  v.nonEmpty(EMAIL_REQUIRED),
  v.maxLength(EMAIL_MAX, 'Email is too long'),
  v.email(INVALID_EMAIL),
);
export const passwordField = v.pipe(
  v.string(PASSWORD_REQUIRED),
  v.nonEmpty(PASSWORD_REQUIRED),
  v.maxLength(PASSWORD_MAX, PASSWORD_TOO_LONG),
);

/** The one password rule (contract/password-rule.ts) as a check: 'Password does not meet all requirements'. */
export const strongPassword = v.check(isStrongPassword, WEAK_PASSWORD);

/** The same rule naming the requirement that failed (the reset and the change: D1, N1). */
export const strongPasswordNamed = v.check(isStrongPassword, (issue) =>
  unmetPasswordRule(String(issue.input)),
);

/**
 * A password being set by register or forgot_password (the password change adds the same
 * `strongPassword` to its own field, account.ts): required, at most PASSWORD_MAX, the one rule.
 */
export const newPasswordField = (rule: typeof strongPassword | typeof strongPasswordNamed = strongPassword) =>
  v.pipe(
    v.string(PASSWORD_REQUIRED),
    v.nonEmpty(PASSWORD_REQUIRED),
    v.maxLength(PASSWORD_MAX, PASSWORD_TOO_LONG),
    rule,
  );

/** role_id: 3, the candidate role (§9). */
export const candidateRoleField = v.literal(CANDIDATE_ROLE_ID, 'role_id must be 3');

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

/**
 * The verification token a successful verify_otp answers (`result.verification_token`): proof
 * that this client verified the contact, required by register and forgot_password. Optional in
 * the schemas so that a missing one gets the spec's 'verify first' message.
 */
export const verificationTokenField = v.optional(
  v.pipe(
    v.string('verification token must be text'),
    v.maxLength(VERIFICATION_TOKEN_MAX, 'verification token is invalid'),
  ),
  '',
);

/** The `message` of a success answer: optional (the app acts on `success` and `result`; ours always send one). */
export const successMessage = v.optional(v.string());

/** `{success:true, message?}`: the answer of a call that reports only its outcome. */
export const messageAnswerSchema = v.object({ success: v.literal(true), message: successMessage });
