import * as v from 'valibot';
import { emailField, newPasswordField, successMessage } from '../auth/fields';
import { loginResultSchema } from '../auth/login';
import { endpoint } from '../endpoint';
import { NAME_MAX, OTP_LENGTH } from '../limits';

/**
 * The recruiter's account (issue 23): who is signed in, and inviting a colleague of the same
 * company by a code sent to the colleague's e-mail (as sign-up's codes).
 */

/** Recruiters are role 2 (candidates are role 3). */
export { RECRUITER_ROLE_ID } from '../limits';

/** A candidate's token (or any account not a recruiter's) on a recruiter call: 403 recruiters_only. */
export const RECRUITERS_ONLY = 'Recruiters only';
export const INVITE_SENT = 'Invitation sent';
export const INVITE_EMAIL_TAKEN = 'This email is already registered';
export const INVITE_CODE_INVALID = 'This invitation code is not valid. Ask your colleague to send a new one.';
export const INVITE_CODE_REQUIRED = 'Please enter the invitation code';
export const INVITE_FIRST_NAME_REQUIRED = 'Please enter your first name';
export const INVITE_LAST_NAME_REQUIRED = 'Please enter your last name';
export const INVITE_NAME_TOO_LONG = (label: string) => `${label} must be at most ${NAME_MAX} characters`;

/** The company a recruiter belongs to. */
export const recruiterCompanySchema = v.object({ id: v.number(), name: v.string() });

/** GET /recruiters/me: the signed-in recruiter and the company. */
export const recruiterMe = endpoint({
  method: 'GET',
  path: '/recruiters/me',
  request: null,
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({
      first_name: v.string(),
      last_name: v.string(),
      email: v.string(),
      company: recruiterCompanySchema,
    }),
  }),
  errors: ['recruiters_only'],
  session: true,
});

export const invitePayloadSchema = v.object({ email: emailField });
export type InvitePayload = v.InferInput<typeof invitePayloadSchema>;

/**
 * POST /recruiters/invites: sends an invitation code to the e-mail (a colleague joins this
 * recruiter's company). An e-mail already registered (any role) is 409 email_exists. As limited
 * as the other code calls (429 rate_limited).
 */
export const sendInvite = endpoint({
  method: 'POST',
  path: '/recruiters/invites',
  request: invitePayloadSchema,
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({ sent: v.literal(true) }),
  }),
  errors: ['recruiters_only', 'email_exists'],
  session: true,
});

const nameField = (label: string, required: string) =>
  v.optional(
    v.pipe(
      v.string(required),
      v.trim(),
      v.nonEmpty(required),
      v.maxLength(NAME_MAX, INVITE_NAME_TOO_LONG(label)),
    ),
    '',
  );

export const acceptInvitePayloadSchema = v.object({
  email: emailField,
  code: v.optional(
    v.pipe(
      v.string(INVITE_CODE_REQUIRED),
      v.trim(),
      v.nonEmpty(INVITE_CODE_REQUIRED),
      v.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), INVITE_CODE_INVALID),
    ),
    '',
  ),
  first_name: nameField('First name', INVITE_FIRST_NAME_REQUIRED),
  last_name: nameField('Last name', INVITE_LAST_NAME_REQUIRED),
  /** the one password rule (contract/password-rule.ts) */
  password: newPasswordField(),
});
export type AcceptInvitePayload = v.InferInput<typeof acceptInvitePayloadSchema>;

/**
 * POST /recruiters/invites/accept (no session): the invited colleague sets a name and password;
 * answers the login answer (a session of the new recruiter). A wrong, used or expired code: 400
 * invite_invalid (INVITE_CODE_INVALID); an e-mail registered meanwhile: 409 email_exists.
 */
export const acceptInvite = endpoint({
  method: 'POST',
  path: '/recruiters/invites/accept',
  request: acceptInvitePayloadSchema,
  answer: v.object({ success: v.literal(true), message: successMessage, result: loginResultSchema }),
  errors: ['invite_invalid', 'email_exists'],
});
