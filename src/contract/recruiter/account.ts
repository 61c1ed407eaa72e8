import * as v from 'valibot';
import { emailField, messageAnswerSchema, newPasswordField, successMessage } from '../auth/fields';
import { loginResultSchema } from '../auth/login';
import { COMPANY_STANDINGS } from '../company-trust';
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
/** The 429 of a recruiter who sent INVITES_PER_RECRUITER_PER_HOUR invitations within the hour. */
export const invitesLimitMessage = (minutes: number) =>
  `You have sent too many invitations. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
export const INVITE_CODE_INVALID = 'This invitation code is not valid. Ask your colleague to send a new one.';
export const INVITE_CODE_REQUIRED = 'Please enter the invitation code';
export const INVITE_FIRST_NAME_REQUIRED = 'Please enter your first name';
export const INVITE_LAST_NAME_REQUIRED = 'Please enter your last name';
export const INVITE_NAME_TOO_LONG = (label: string) => `${label} must be at most ${NAME_MAX} characters`;

/**
 * The company a recruiter belongs to, with its standing (issue 37): only a verified company
 * publishes jobs and messages candidates (the workspace's banner says so otherwise).
 */
export const recruiterCompanySchema = v.object({
  id: v.number(),
  name: v.string(),
  standing: v.picklist(COMPANY_STANDINGS),
});

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
 * recruiter's company). An e-mail already registered (any role) answers exactly the same, and no
 * code goes to it (H4, issue 35: the call tells nobody who has an account). At most
 * INVITES_PER_RECRUITER_PER_HOUR a recruiter, and as limited per address as the other code calls
 * (429 rate_limited).
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
  errors: ['recruiters_only'],
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

export const COLLEAGUE_REMOVED = 'Colleague removed';
export const RECRUITER_NOT_FOUND = 'Recruiter not found';
export const CANNOT_REMOVE_SELF = 'You cannot remove yourself. Ask a colleague to remove you.';

/** A recruiter of the signed-in recruiter's company (`you`: the caller). */
export const colleagueSchema = v.object({
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  you: v.boolean(),
});
export type Colleague = v.InferOutput<typeof colleagueSchema>;

/** GET /recruiters/colleagues: the company's recruiters (not removed ones), the caller among them. */
export const recruiterColleagues = endpoint({
  method: 'GET',
  path: '/recruiters/colleagues',
  request: null,
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({ colleagues: v.array(colleagueSchema) }),
  }),
  errors: ['recruiters_only'],
  session: true,
});

/**
 * DELETE /recruiters/colleagues/:recruiter_id (H6, issue 35): removes a colleague of the same
 * company: the account can no longer sign in, and every session of it and its open event streams
 * end at once. The recruiter's jobs and messages stay the company's. Another company's recruiter,
 * or one already removed: 404 recruiter_not_found; oneself: 400 cannot_remove_self (a company
 * always keeps the recruiter who removes).
 */
export const removeColleague = endpoint({
  method: 'DELETE',
  path: '/recruiters/colleagues/:recruiter_id',
  request: null,
  answer: messageAnswerSchema,
  errors: ['recruiters_only', 'recruiter_not_found', 'cannot_remove_self'],
  session: true,
});
