import * as v from 'valibot';
import { successMessage } from '../auth/fields';
import { endpoint } from '../endpoint';
import { idNumber } from '../ids';
import { REPORT_KINDS, REPORT_REASONS } from '../reports';

/**
 * The operator's reports queue (issue 37 §2): every reported thing (a job, a message, a company)
 * with its reports, newest first, grouped by thing; the messages the fee-demand detector flagged;
 * the companies with flagged messages, for review. Reviewing a thing reviews all its open reports:
 * dismissed (a hidden job is shown again) or upheld (a job stays hidden and is closed). A company
 * is suspended through POST /operator/companies/:company_id/standing.
 */

export const REVIEW_OUTCOMES = ['dismissed', 'upheld'] as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

const report = v.object({
  id: v.number(),
  reason: v.picklist(REPORT_REASONS),
  details: v.string(),
  lost_money: v.boolean(),
  reporter_id: v.number(),
  created_at: v.string(),
  reviewed_at: v.nullable(v.string()),
  outcome: v.nullable(v.picklist(REVIEW_OUTCOMES)),
});

const reportedThing = v.object({
  kind: v.picklist(REPORT_KINDS),
  id: v.number(),
  /** the job's title, the message's text, the company's name */
  title: v.string(),
  company_id: v.number(),
  company_name: v.string(),
  /** a job: hidden from candidates since (three reporters) */
  hidden_at: v.nullable(v.string()),
  open_count: v.number(),
  total_count: v.number(),
  last_reported_at: v.string(),
  reports: v.array(report),
});
export type ReportedThing = v.InferOutput<typeof reportedThing>;

const flaggedMessage = v.object({
  message_id: v.number(),
  company_id: v.number(),
  company_name: v.string(),
  body: v.string(),
  fee_flags: v.array(v.string()),
  sent_at: v.string(),
});
export type FlaggedMessage = v.InferOutput<typeof flaggedMessage>;

const flaggedCompany = v.object({
  company_id: v.number(),
  company_name: v.string(),
  flagged_messages: v.number(),
  suspended: v.boolean(),
});
export type FlaggedCompany = v.InferOutput<typeof flaggedCompany>;

/** GET /operator/reports: the queue, newest report first, at most REPORTED_THINGS_MAX things. */
export const operatorReports = endpoint({
  method: 'GET',
  path: '/operator/reports',
  request: null,
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({
      things: v.array(reportedThing),
      flagged_messages: v.array(flaggedMessage),
      flagged_companies: v.array(flaggedCompany),
    }),
  }),
  errors: ['operators_only'],
  session: true,
});
export const REPORTED_THINGS_MAX = 100;
export const FLAGGED_MESSAGES_MAX = 100;

export const REVIEW_OUTCOME_REQUIRED = 'Please choose dismissed or upheld';
export const REVIEW_KIND_REQUIRED = 'Please say job, message or company';

/** POST /operator/reports/review: the operator's decision on a thing's open reports. */
export const reviewReports = endpoint({
  method: 'POST',
  path: '/operator/reports/review',
  request: v.strictObject(
    {
      kind: v.picklist(REPORT_KINDS, REVIEW_KIND_REQUIRED),
      id: idNumber('id'),
      outcome: v.picklist(REVIEW_OUTCOMES, REVIEW_OUTCOME_REQUIRED),
    },
    'Request has an unknown field',
  ),
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({ reviewed: v.number(), hidden_at: v.nullable(v.string()), job_closed: v.boolean() }),
  }),
  errors: ['operators_only'],
  session: true,
});
