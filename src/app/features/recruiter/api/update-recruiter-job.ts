import { call } from '@app/api/call';
import { updateRecruiterJob as endpoint, type JobUpdate } from '@contract/recruiter/jobs';
import { atPath } from '@contract/recruiter/paths';

/**
 * PUT /recruiters/jobs/:job_id: saves the whole job, questions in order (all or nothing), on the
 * `version` the edit started from (a colleague's save in between: 409 version_conflict).
 */
export function updateRecruiterJob(jobId: number, job: JobUpdate) {
  return call(atPath(endpoint, { job_id: jobId }), job);
}
