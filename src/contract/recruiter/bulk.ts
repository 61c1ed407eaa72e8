import * as v from 'valibot';
import { successMessage } from '../auth/fields';
import { endpoint } from '../endpoint';
import { idNumber } from '../ids';
import {
  APPLICANT_TWICE,
  APPLICATION_STATUS_LABELS,
  applicantsQuerySchema,
  REASON_TOO_LONG,
  REJECTION_REASON_MAX,
  SELECT_APPLICANTS,
  statusField,
} from './applicants';
import { templatedBodySchema } from './templates';

/**
 * Bulk work at 300 applicants (issue 36 §4): a status change or a message for the applicants of a
 * job chosen by ids or by the list's filter ("Select all N matching": the server applies the
 * filter again), done by the server as one job whose progress the screen polls. Each
 * application goes through the one status change (its rules and notifications) or the chat's
 * send; its outcome is counted.
 */

/** The most ids one bulk job names (a larger selection is "all matching", the filter). */
export const BULK_IDS_MAX = 10_000;
/** How often the screen asks a running job's progress. */
export const BULK_POLL_MS = 1000;
export const BULK_JOB_NOT_FOUND = 'Bulk action not found';
export const BULK_SELECTION_ONE = 'Choose the applicants either by ids or by the filter';

/**
 * The list's filter without its order and page: what "all matching" means. (Spelled out, not
 * `v.omit`, nor `v.variant` below: a valibot function new to the app lands in the chunk every
 * candidate's first visit loads.)
 */
const { status, certification, experience_level, notice, result } = applicantsQuerySchema.entries;
export const bulkFiltersSchema = v.object({ status, certification, experience_level, notice, result });
export type BulkFilters = v.InferInput<typeof bulkFiltersSchema>;

const selection = {
  application_ids: v.optional(
    v.pipe(
      v.array(idNumber('application_ids'), SELECT_APPLICANTS),
      v.minLength(1, SELECT_APPLICANTS),
      v.maxLength(BULK_IDS_MAX, `Please select at most ${BULK_IDS_MAX} applicants`),
      v.check((ids) => new Set(ids).size === ids.length, APPLICANT_TWICE),
    ),
  ),
  filters: v.optional(bulkFiltersSchema),
};

export const bulkJobRequestSchema = v.pipe(
  v.union(
    [
      v.object({
        kind: v.literal('status'),
        status: statusField,
        reason: v.optional(
          v.pipe(
            v.string('The reason must be text'),
            v.trim(),
            v.maxLength(REJECTION_REASON_MAX, REASON_TOO_LONG),
          ),
          '',
        ),
        ...selection,
      }),
      v.object({ kind: v.literal('message'), body: templatedBodySchema, ...selection }),
    ],
    'kind must be status or message',
  ),
  v.check(
    (input) => (input.application_ids === undefined) !== (input.filters === undefined),
    BULK_SELECTION_ONE,
  ),
);
export type BulkJobRequest = v.InferInput<typeof bulkJobRequestSchema>;

/**
 * What happened to each application: changed (the status set, or the message sent), already (in
 * that status), withdrawn (the candidate withdrew), refused (the status rules, a block or reach-out
 * off), gone (no longer an applicant).
 */
export const BULK_OUTCOMES = ['changed', 'already', 'withdrawn', 'refused', 'gone'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];
export const BULK_STATES = ['queued', 'running', 'done', 'failed'] as const;

export const bulkJobSchema = v.object({
  bulk_job_id: v.number(),
  kind: v.picklist(['status', 'message']),
  /** the status asked ('' for a message) */
  status: v.string(),
  state: v.picklist(BULK_STATES),
  total: v.number(),
  done: v.number(),
  results: v.record(v.picklist(BULK_OUTCOMES), v.number()),
  /** the result in plain words ("Shortlisted 286; 14 had withdrawn"), '' until done */
  summary: v.string(),
});
export type BulkJob = v.InferOutput<typeof bulkJobSchema>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A finished job's result in plain words, both sides' one wording. */
export function bulkJobSummary(job: Pick<BulkJob, 'kind' | 'status' | 'results' | 'state'>): string {
  const n = (outcome: BulkOutcome) => job.results[outcome] ?? 0;
  const label = (APPLICATION_STATUS_LABELS as Record<string, string>)[job.status] ?? job.status;
  const parts = [
    job.kind === 'message'
      ? `Sent ${plural(n('changed'), 'message', 'messages')}`
      : job.status === 'shortlisted' || job.status === 'rejected'
        ? `${label} ${n('changed')}`
        : `Moved ${n('changed')} to ${label}`,
  ];
  if (n('already') > 0) parts.push(`${plural(n('already'), 'was', 'were')} already ${label}`);
  if (n('withdrawn') > 0) parts.push(`${n('withdrawn')} had withdrawn`);
  if (n('refused') > 0)
    parts.push(
      job.kind === 'message'
        ? `${n('refused')} could not be messaged (reach out off or company blocked)`
        : `${n('refused')} could not be changed`,
    );
  if (n('gone') > 0) parts.push(`${n('gone')} no longer applying`);
  if (job.state === 'failed') parts.push('the rest could not be done');
  return parts.join('; ');
}

const answerOf = <T extends v.GenericSchema>(result: T) =>
  v.object({ success: v.literal(true), message: successMessage, result });

/**
 * POST /recruiters/jobs/:job_id/bulk-jobs: starts a bulk job over the job's applicants (ids, each
 * the company's and of this job, else 404 applicant_not_found; or the filter, applied by the
 * server now). Answers the job at once; its work goes on in the background.
 */
export const startBulkJob = endpoint({
  method: 'POST',
  path: '/recruiters/jobs/:job_id/bulk-jobs',
  request: bulkJobRequestSchema,
  answer: answerOf(v.object({ bulk_job: bulkJobSchema })),
  errors: [
    'recruiters_only',
    'job_not_found',
    'applicant_not_found',
    'company_unverified',
    'company_suspended',
  ],
  session: true,
});

/** GET /recruiters/bulk-jobs/:bulk_job_id: a bulk job's progress and result (the company's only). */
export const getBulkJob = endpoint({
  method: 'GET',
  path: '/recruiters/bulk-jobs/:bulk_job_id',
  request: null,
  answer: answerOf(v.object({ bulk_job: bulkJobSchema })),
  errors: ['recruiters_only', 'bulk_job_not_found'],
  session: true,
});
