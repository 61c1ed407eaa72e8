import { ApiError } from '@app/api/client';
import { JOB_FETCH_ERROR, JOB_FETCH_FAILED } from './job-texts';

/**
 * What loading the job ended in: the job is missing (404: 'No job data found.' in the page, the
 * server's message as the toast), or a failure text (§8 Job fetch, in the page and as a toast).
 */
export type JobLoadFailure = { kind: 'not-found'; message: string } | { kind: 'error'; message: string };

/**
 * §8: a missing job is 'No job data found.'; a failed answer is its message or 'Failed to fetch
 * job details.'; anything else (no network, a broken answer) 'Error fetching job details.'.
 */
export function jobLoadFailure(error: unknown): JobLoadFailure {
  if (error instanceof ApiError) {
    if (error.code === 'job_not_found')
      return { kind: 'not-found', message: error.serverMessage ?? JOB_FETCH_FAILED };
    if (error.code === 'invalid_answer') return { kind: 'error', message: JOB_FETCH_ERROR };
    return { kind: 'error', message: error.serverMessage ?? JOB_FETCH_FAILED };
  }
  return { kind: 'error', message: JOB_FETCH_ERROR };
}
