import { call } from '@app/api/call';
import { closeRecruiterJobs } from '@contract/recruiter/job-copies';

/** POST /recruiters/jobs/close: several open jobs closed at once, all or none. */
export async function closeJobs(jobIds: readonly number[]): Promise<number> {
  return (await call(closeRecruiterJobs, { job_ids: [...jobIds] })).result.closed;
}
