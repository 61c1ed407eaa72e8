import * as v from 'valibot';
import { successMessage } from './auth/fields';
import { endpoint } from './endpoint';

/**
 * Reports (issue 37 §2): a candidate reports a job listed to them, a recruiter's message of their
 * own conversation, or the company of such a job or conversation, with a reason, optional details
 * and whether they lost money. One report per candidate and thing: a repeat answers
 * `already_reported: true` and changes nothing. A job reported by REPORTS_TO_HIDE different
 * candidates is hidden (`jobs.hidden_at`) until an operator reviews it. The operator's queue is
 * contract/operator/reports.ts.
 */

export const REPORT_KINDS = ['job', 'message', 'company'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_REASONS = [
  'asks_for_money',
  'fake_company',
  'misleading_job',
  'abusive',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  asks_for_money: 'Asks for money',
  fake_company: 'Fake company',
  misleading_job: 'Misleading job',
  abusive: 'Abusive',
  other: 'Other',
};
/** The message report's reasons before issue 37, still taken from a write queued then: scam, spam. */
export const OLD_MESSAGE_REASONS = ['scam', 'spam'] as const;

/** Different candidates' reports that hide a job until an operator reviews it. */
export const REPORTS_TO_HIDE = 3;

export const REPORT_DETAILS_MAX = 500;
export const REPORT_REASON_INVALID = 'Please choose why you are reporting it';
export const REPORT_DETAILS_TOO_LONG = `The details can be at most ${REPORT_DETAILS_MAX} characters`;
export const REPORT_UNKNOWN_FIELD = 'Request has an unknown field';

const details = v.optional(
  v.pipe(
    v.string('The details must be text'),
    v.trim(),
    v.maxLength(REPORT_DETAILS_MAX, REPORT_DETAILS_TOO_LONG),
  ),
  '',
);
const lostMoney = v.optional(v.boolean('lost_money must be true or false'), false);

/** A report's body: the reason, optional details, whether the candidate lost money. */
export const reportSchema = v.strictObject(
  { reason: v.picklist(REPORT_REASONS, REPORT_REASON_INVALID), details, lost_money: lostMoney },
  REPORT_UNKNOWN_FIELD,
);
export type ReportInput = v.InferInput<typeof reportSchema>;
export type Report = v.InferOutput<typeof reportSchema>;

/**
 * A message report's body: a reason of today's, or of the old two (a write queued before issue
 * 37), read as today's: scam as asks_for_money, spam as other with "Spam" in its details.
 */
export const reportMessageSchema = v.pipe(
  v.strictObject(
    {
      reason: v.picklist([...REPORT_REASONS, ...OLD_MESSAGE_REASONS], REPORT_REASON_INVALID),
      details,
      lost_money: lostMoney,
    },
    REPORT_UNKNOWN_FIELD,
  ),
  v.transform(({ reason, details: text, lost_money }): Report => {
    if (reason === 'scam') return { reason: 'asks_for_money', details: text, lost_money };
    if (reason === 'spam')
      return {
        reason: 'other',
        details: text ? `Spam. ${text}`.slice(0, REPORT_DETAILS_MAX) : 'Spam',
        lost_money,
      };
    return { reason, details: text, lost_money };
  }),
);

/** What a report answers: sent now, or sent before (nothing changed). */
export const reportAnswer = v.object({
  success: v.literal(true),
  message: successMessage,
  result: v.object({ reported: v.literal(true), already_reported: v.boolean() }),
});

export const REPORT_SENT_MESSAGE = 'Thank you. The report was sent.';
export const ALREADY_REPORTED_MESSAGE = 'You have reported this already. Thank you: it will be looked at.';

/** POST /candidates/jobs/:job_id/report: a job listed to the candidate (open, or applied to); else 404. */
export const reportJob = endpoint({
  method: 'POST',
  path: '/candidates/jobs/:job_id/report',
  idempotent: true,
  request: reportSchema,
  answer: reportAnswer,
  errors: ['job_not_found'],
  session: true,
});

/**
 * POST /candidates/companies/:company_id/report: a company with a job listed to the candidate, or
 * of a conversation with them; else 404 not_found.
 */
export const reportCompany = endpoint({
  method: 'POST',
  path: '/candidates/companies/:company_id/report',
  idempotent: true,
  request: reportSchema,
  answer: reportAnswer,
  errors: [],
  session: true,
});

/**
 * POST /candidates/messages/:message_id/report: a recruiter's message of the candidate's own
 * conversation (issue 24; its reasons issue 37's, the old scam and spam still read). Any other
 * message: 404 message_not_found.
 */
export const reportMessage = endpoint({
  method: 'POST',
  path: '/candidates/messages/:message_id/report',
  idempotent: true,
  request: reportMessageSchema,
  answer: reportAnswer,
  errors: ['message_not_found'],
  session: true,
});
