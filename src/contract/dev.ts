import * as v from 'valibot';
import { COMPANY_STANDINGS } from './company-trust';
import { endpoint } from './endpoint';
import { positiveIdText } from './ids';
import { EMAIL_MAX } from './limits';

/** Our own test calls, never in production (and only for loopback clients). */

export const sentMessageSchema = v.object({
  to: v.string(),
  channel: v.string(),
  otp_type: v.string(),
  code: v.nullable(v.string()),
  text: v.string(),
  created_at: v.string(),
  /**
   * its delivery (the queue): queued | sending | sent | dead | unconfirmed (a stopped sender's try
   * that may have arrived, never tried again: expired or out of tries)
   */
  status: v.picklist(['queued', 'sending', 'sent', 'dead', 'unconfirmed']),
  /** tries so far */
  attempts: v.number(),
  /** why the last try failed (a dead message: why it was given up) */
  last_error: v.nullable(v.string()),
  /** when it was sent (ISO) */
  sent_at: v.nullable(v.string()),
});
export type SentMessage = v.InferOutput<typeof sentMessageSchema>;

/**
 * GET /dev/sent-messages?to=CONTACT: the messages sent to a contact, newest first, with their codes
 * and their delivery (status, tries, the last error, when sent).
 */
export const devSentMessages = endpoint({
  method: 'GET',
  path: '/dev/sent-messages',
  request: v.object({
    to: v.optional(v.pipe(v.string(), v.maxLength(EMAIL_MAX, 'to is too long')), ''),
  }),
  answer: v.object({ messages: v.array(sentMessageSchema) }),
  errors: ['validation_failed'],
});

/** POST /dev/queue-probe: stores any JSON object (the write queue's test route; idempotent by key). */
export const devQueueProbeWrite = endpoint({
  method: 'POST',
  path: '/dev/queue-probe',
  idempotent: true,
  request: v.custom<Record<string, unknown>>(
    (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
    'The payload must be a JSON object',
  ),
  answer: v.object({
    success: v.literal(true),
    message: v.optional(v.string()),
    result: v.object({ id: v.number(), count: v.number() }),
  }),
  errors: [],
});

/** GET /dev/queue-probe: every stored write, so tests can see each arrived once. */
export const devQueueProbeRead = endpoint({
  method: 'GET',
  path: '/dev/queue-probe',
  request: null,
  answer: v.object({
    success: v.literal(true),
    result: v.object({
      count: v.number(),
      items: v.array(v.object({ id: v.number(), payload: v.unknown(), created_at: v.string() })),
    }),
  }),
  errors: [],
});

/**
 * GET /dev/assessment_writes?user_id=N&job_id=M: how many assessment saves (drafts and the
 * submission) the server applied for that candidate and job; a replayed request is not one, so
 * tests of the write queue see doubles (scripts/trial-offline.mjs).
 */
export const devAssessmentWrites = endpoint({
  method: 'GET',
  path: '/dev/assessment_writes',
  request: v.object({ user_id: positiveIdText('user_id'), job_id: positiveIdText('job_id') }),
  answer: v.object({ success: v.literal(true), result: v.object({ writes: v.number() }) }),
  errors: ['validation_failed'],
});

/**
 * POST /dev/jobs: posts one job now, like the catalogue's jobs, with this title and city (the
 * saved-search journey's 'a matching job was posted'); answers its id.
 */
export const devPostJob = endpoint({
  method: 'POST',
  path: '/dev/jobs',
  request: v.object({
    job_title: v.pipe(
      v.string('job_title is required'),
      v.trim(),
      v.minLength(1, 'job_title is required'),
      v.maxLength(100, 'job_title is too long'),
    ),
    location: v.pipe(
      v.string('location is required'),
      v.trim(),
      v.minLength(1, 'location is required'),
      v.maxLength(100, 'location is too long'),
    ),
  }),
  answer: v.object({ success: v.literal(true), result: v.object({ id: v.number() }) }),
  errors: ['validation_failed'],
});

/**
 * POST /dev/digests: writes the saved-search digests due now (what each server process does every
 * DIGEST_EVERY_MINUTES), so a journey need not wait for the hour; answers how many were queued.
 */
export const devRunDigests = endpoint({
  method: 'POST',
  path: '/dev/digests',
  request: null,
  answer: v.object({ success: v.literal(true), result: v.object({ written: v.number() }) }),
  errors: [],
});

/**
 * POST /dev/applicants: `count` new candidates applied to the job (issue 36 §4's journey: 300
 * applicants at once); `names[i]` is the i-th one's first name. Answers the applications' ids.
 */
export const devSeedApplicants = endpoint({
  method: 'POST',
  path: '/dev/applicants',
  request: v.object({
    job_id: v.pipe(v.number('job_id is required'), v.integer(), v.minValue(1)),
    count: v.pipe(
      v.number('count is required'),
      v.integer(),
      v.minValue(1),
      v.maxValue(5000, 'count is at most 5000'),
    ),
    names: v.optional(v.array(v.pipe(v.string(), v.maxLength(50))), []),
  }),
  answer: v.object({ success: v.literal(true), result: v.object({ application_ids: v.array(v.number()) }) }),
  errors: ['validation_failed', 'job_not_found'],
});

/**
 * POST /dev/company_standing: sets a company's standing (issue 37's journeys: an unverified
 * company cannot publish or message, a suspended company's job leaves search and its page);
 * `unverified` clears its verification. Answers the standing set.
 */
export const devSetCompanyStanding = endpoint({
  method: 'POST',
  path: '/dev/company_standing',
  request: v.object({
    company_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
    standing: v.picklist(COMPANY_STANDINGS),
  }),
  answer: v.object({
    success: v.literal(true),
    result: v.object({ standing: v.picklist(COMPANY_STANDINGS) }),
  }),
  errors: ['validation_failed'],
});
