import * as v from 'valibot';
import { successMessage } from '../auth/fields';
import { endpoint } from '../endpoint';
import { idNumber } from '../ids';
import {
  type InterviewState,
  interviewDetailsSchema,
  interviewSchema,
  walkInDriveSchema,
} from '../interviews';
import { APPLICANT_TWICE, BULK_STATUS_MAX, SELECT_APPLICANTS, TOO_MANY_APPLICANTS } from './applicants';

/**
 * The recruiter's interview calls (issue 36 §3): schedule one applicant's interview or several
 * (bulk, up to BULK_STATUS_MAX, all or nothing), change it, cancel it, list the company's; set or
 * clear a job's walk-in drive. Another company's ids answer 404.
 */

/** An interview's state in the recruiter's words (INTERVIEW_STATE_LABELS are the candidate's). */
export const RECRUITER_INTERVIEW_STATE_LABELS: Readonly<Record<InterviewState, string>> = {
  proposed: "Awaiting the candidate's answer",
  accepted: 'Accepted',
  reschedule_requested: 'Reschedule asked',
  cancelled: 'Cancelled',
};

const interviewAnswer = v.object({
  success: v.literal(true),
  message: successMessage,
  result: v.object({ interview: interviewSchema }),
});

/** POST /recruiters/applications/:application_id/interviews: schedules an interview of the applicant. */
export const scheduleInterview = endpoint({
  method: 'POST',
  path: '/recruiters/applications/:application_id/interviews',
  request: interviewDetailsSchema,
  answer: interviewAnswer,
  errors: ['recruiters_only', 'applicant_not_found', 'company_unverified', 'company_suspended'],
  session: true,
});

/** GET /recruiters/applications/:application_id/interviews: the applicant's interviews, newest first. */
export const applicantInterviews = endpoint({
  method: 'GET',
  path: '/recruiters/applications/:application_id/interviews',
  request: null,
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({ interviews: v.array(interviewSchema) }),
  }),
  errors: ['recruiters_only', 'applicant_not_found'],
  session: true,
});

export const bulkScheduleResultSchema = v.object({
  scheduled: v.number(),
  /** left out: the withdrawn, the rejected, those with an interview still coming */
  skipped: v.object({ withdrawn: v.number(), rejected: v.number(), already_scheduled: v.number() }),
});
export type BulkScheduleResult = v.InferOutput<typeof bulkScheduleResultSchema>;

/**
 * POST /recruiters/interviews: the same interview for several applicants (one each, in one
 * transaction; another company's id: 404, nothing written), but for the withdrawn, the rejected
 * and those with an interview still coming, counted in `skipped`.
 */
export const scheduleInterviews = endpoint({
  method: 'POST',
  path: '/recruiters/interviews',
  request: v.pipe(
    v.object({
      application_ids: v.pipe(
        v.array(idNumber('application_ids'), SELECT_APPLICANTS),
        v.minLength(1, SELECT_APPLICANTS),
        v.maxLength(BULK_STATUS_MAX, TOO_MANY_APPLICANTS),
        v.check((ids) => new Set(ids).size === ids.length, APPLICANT_TWICE),
      ),
      details: interviewDetailsSchema,
    }),
  ),
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: bulkScheduleResultSchema,
  }),
  errors: ['recruiters_only', 'applicant_not_found', 'company_unverified', 'company_suspended'],
  session: true,
});

/** PUT /recruiters/interviews/:interview_id: new details (the candidate answers again; SEQUENCE + 1). */
export const updateInterview = endpoint({
  method: 'PUT',
  path: '/recruiters/interviews/:interview_id',
  request: interviewDetailsSchema,
  answer: interviewAnswer,
  errors: [
    'recruiters_only',
    'interview_not_found',
    'interview_closed',
    'company_unverified',
    'company_suspended',
  ],
  session: true,
});

/** POST /recruiters/interviews/:interview_id/cancel: cancelled, and a METHOD:CANCEL invite sent. */
export const cancelInterview = endpoint({
  method: 'POST',
  path: '/recruiters/interviews/:interview_id/cancel',
  request: null,
  answer: interviewAnswer,
  errors: ['recruiters_only', 'interview_not_found'],
  session: true,
});

export const INTERVIEW_RANGES = ['today', 'week'] as const;
export type InterviewRange = (typeof INTERVIEW_RANGES)[number];

/**
 * GET /recruiters/interviews?range=today|week: the company's interviews not cancelled whose time
 * is today (India's day) or in the 7 days from today, and those still to be answered (no time yet),
 * by time; the app groups them per job.
 */
export const companyInterviews = endpoint({
  method: 'GET',
  path: '/recruiters/interviews',
  request: v.object({
    range: v.optional(v.picklist(INTERVIEW_RANGES, 'range must be today or week'), 'week'),
  }),
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({
      interviews: v.array(interviewSchema),
      /** those with no time yet (the candidate picks a slot) */
      unanswered: v.array(interviewSchema),
    }),
  }),
  errors: ['recruiters_only'],
  session: true,
});

export const DATE_INVALID = 'Please enter a date as YYYY-MM-DD';
export const TIME_INVALID = 'Please enter a time as HH:MM';
export const WALK_IN_DATES_ORDER = 'The last day must not be before the first';
export const WALK_IN_TIMES_ORDER = 'The closing time must be after the opening time';
export const VENUE_REQUIRED = 'Please enter the venue';
export const WALK_IN_VENUE_MAX = 300;
export const VENUE_TOO_LONG = `The venue must be at most ${WALK_IN_VENUE_MAX} characters`;
const dateField = v.pipe(
  v.string(DATE_INVALID),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, DATE_INVALID),
  v.check(
    (date) =>
      !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) &&
      new Date(`${date}T00:00:00Z`).toISOString().startsWith(date),
    DATE_INVALID,
  ),
);
const timeField = v.pipe(v.string(TIME_INVALID), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_INVALID));

export const walkInDrivePayloadSchema = v.pipe(
  v.object({
    start_date: dateField,
    end_date: dateField,
    start_time: timeField,
    end_time: timeField,
    venue: v.pipe(
      v.string(VENUE_REQUIRED),
      v.trim(),
      v.minLength(1, VENUE_REQUIRED),
      v.maxLength(WALK_IN_VENUE_MAX, VENUE_TOO_LONG),
    ),
    map_link: v.optional(
      v.pipe(
        v.string('The link must start with https://'),
        v.trim(),
        v.check(
          (link) => link === '' || (/^https:\/\/\S+$/.test(link) && URL.canParse(link)),
          'The link must start with https://',
        ),
      ),
      '',
    ),
  }),
  v.forward(
    v.check((drive) => drive.end_date >= drive.start_date, WALK_IN_DATES_ORDER),
    ['end_date'],
  ),
  v.forward(
    v.check((drive) => drive.end_time > drive.start_time, WALK_IN_TIMES_ORDER),
    ['end_time'],
  ),
);
export type WalkInDrivePayload = v.InferInput<typeof walkInDrivePayloadSchema>;

/** GET /recruiters/jobs/:job_id/walk_in: the job's walk-in drive, null when none. */
export const jobWalkInDrive = endpoint({
  method: 'GET',
  path: '/recruiters/jobs/:job_id/walk_in',
  request: null,
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({ walk_in: v.nullable(walkInDriveSchema) }),
  }),
  errors: ['recruiters_only', 'job_not_found'],
  session: true,
});

/** PUT /recruiters/jobs/:job_id/walk_in: sets the job's walk-in drive. */
export const setWalkInDrive = endpoint({
  method: 'PUT',
  path: '/recruiters/jobs/:job_id/walk_in',
  request: walkInDrivePayloadSchema,
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({ walk_in: walkInDriveSchema }),
  }),
  errors: ['recruiters_only', 'job_not_found'],
  session: true,
});

/** DELETE /recruiters/jobs/:job_id/walk_in: the job has no walk-in drive any more. */
export const clearWalkInDrive = endpoint({
  method: 'DELETE',
  path: '/recruiters/jobs/:job_id/walk_in',
  request: null,
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({ walk_in: v.nullable(walkInDriveSchema) }),
  }),
  errors: ['recruiters_only', 'job_not_found'],
  session: true,
});
