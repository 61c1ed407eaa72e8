import * as v from 'valibot';
import { successMessage } from '../auth/fields';
import { endpoint } from '../endpoint';
import { idNumber } from '../ids';
import { recruiterJobSchema } from './jobs';

/** Copy a job, close several at once (issue 36 §4). */

export const CLOSE_JOBS_MAX = 100;
export const SELECT_JOBS = 'Please select at least one job';
export const JOB_TWICE = 'Each job can be selected only once';
/** A copy's title: the job's, marked (cut to the title's limit by the server). */
export const copyTitle = (title: string) => `Copy of ${title}`;

/** POST /recruiters/jobs/:job_id/copy: a new draft with the job's fields and questions (the editor opens it). */
export const copyRecruiterJob = endpoint({
  method: 'POST',
  path: '/recruiters/jobs/:job_id/copy',
  request: null,
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({ job: recruiterJobSchema }),
  }),
  errors: ['recruiters_only', 'job_not_found'],
  session: true,
});

export const closeJobsSchema = v.object({
  job_ids: v.pipe(
    v.array(idNumber('job_ids'), SELECT_JOBS),
    v.minLength(1, SELECT_JOBS),
    v.maxLength(CLOSE_JOBS_MAX, `Please select at most ${CLOSE_JOBS_MAX} jobs`),
    v.check((ids) => new Set(ids).size === ids.length, JOB_TWICE),
  ),
});

/**
 * POST /recruiters/jobs/close: several jobs of the company closed in one transaction, each by the
 * one close rule (open -> closed); one not the company's (404 job_not_found) or not open (409
 * job_status): none is closed.
 */
export const closeRecruiterJobs = endpoint({
  method: 'POST',
  path: '/recruiters/jobs/close',
  request: closeJobsSchema,
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({ closed: v.number() }),
  }),
  errors: ['recruiters_only', 'job_not_found', 'job_status'],
  session: true,
});
