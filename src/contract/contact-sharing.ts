import * as v from 'valibot';
import { successMessage } from './auth/fields';
import { endpoint } from './endpoint';
import { idNumber } from './ids';
import { sessionRead } from './session-read';

/**
 * Contact only with consent (issue 37 §3): a recruiter never sees a candidate's phone or e-mail
 * until the candidate shares them with that company. A shortlist (or a recruiter's "Ask to share
 * contact") asks the candidate; the answer goes through the write queue (idempotent, applied
 * once); a share is withdrawn in settings. Every consent given or withdrawn is logged (the export).
 */

/** The question the candidate answers, with the company's name. */
export const shareContactQuestion = (company: string) => `Share your phone and e-mail with ${company}?`;
export const SHARE_CONTACT = 'Share';
export const NOT_NOW = 'Not now';
export const WITHDRAW_CONTACT = 'Withdraw';
/** The notification (and its push and e-mail): 'AGS Health asks for your phone and e-mail'. */
export const contactAskedText = (company: string) => `${company} asks for your phone and e-mail`;
/** Where the notification leads: the settings' Contact sharing (the questions and the shares). */
export const CONTACT_SHARING_LINK = '/settings#contact-sharing';
/** What the recruiter reads until the candidate shares (the applicant page, the CSV's cells stay empty). */
export const CONTACT_NOT_SHARED =
  'The candidate has not shared their contact details. You can reach them in the app’s chat.';
export const CONTACT_ASKED = 'You asked the candidate to share their contact details.';
export const ASK_CONTACT = 'Ask to share contact';
export const CONTACT_SHARE_NOT_FOUND = 'This company has not asked for your contact details';
/** The candidate's settings section and its words. */
export const CONTACT_SHARING_HEADING = 'Contact sharing';
export const CONTACT_SHARING_INTRO =
  'Companies see your phone and e-mail only after you share them. They can always reach you in the app’s chat.';
export const SHARED_WITH = 'Shared with';
export const NOT_SHARED_WITH_ANYONE = 'You have not shared your phone and e-mail with any company.';
export const sharedSince = (day: string) => `Shared on ${day}`;
export const ANSWER_QUEUED = 'Your answer will be sent when you are back online.';
export const CONTACT_ANSWER_FAILED = 'Your answer could not be sent. Please try again.';
export const WITHDRAW_NEEDS_NETWORK = 'Withdrawing needs the network. Please try again when you are online.';
export const WITHDRAW_FAILED = 'The share could not be withdrawn. Please try again.';
export const CONTACT_SHARING_FAILED = 'Your contact sharing could not be loaded.';

/** A company's share as the candidate sees it: asked (waiting for an answer) or shared. */
export const contactShareSchema = v.object({
  company_id: v.number(),
  company_name: v.string(),
  state: v.picklist(['asked', 'shared']),
  /** when it was asked (asked) or shared (shared), ISO */
  at: v.string(),
});
export type ContactShare = v.InferOutput<typeof contactShareSchema>;

/** GET /candidates/contact_sharing: the open questions and the companies the contact is shared with. */
export const contactSharing = sessionRead(
  '/candidates/contact_sharing',
  v.object({ shares: v.array(contactShareSchema) }),
);

const sharesAnswer = v.object({
  success: v.literal(true),
  message: successMessage,
  result: v.object({ shares: v.array(contactShareSchema) }),
});

/**
 * POST /candidates/contact_sharing/answer: Share (share: true) or Not now (false) to a company's
 * question. Idempotent (the write queue replays it once); a question already answered stays as
 * answered (a second Share logs nothing). No question of the company: 404 contact_share_not_found.
 */
export const answerContactRequest = endpoint({
  method: 'POST',
  path: '/candidates/contact_sharing/answer',
  idempotent: true,
  request: v.object({
    company_id: idNumber('company_id'),
    share: v.boolean('share must be true or false'),
  }),
  answer: sharesAnswer,
  errors: ['contact_share_not_found'],
  session: true,
});

/** POST /candidates/contact_sharing/withdraw: the company no longer sees the contact (logged). */
export const withdrawContactShare = endpoint({
  method: 'POST',
  path: '/candidates/contact_sharing/withdraw',
  idempotent: true,
  request: v.object({ company_id: idNumber('company_id') }),
  answer: sharesAnswer,
  errors: ['contact_share_not_found'],
  session: true,
});

/** The recruiter's view of the contact: not asked (or declined, withdrawn), asked, or shared. */
export const RECRUITER_CONTACT_STATES = ['not_shared', 'asked', 'shared'] as const;
export type RecruiterContactState = (typeof RECRUITER_CONTACT_STATES)[number];
