import { call } from '@app/api/call';
import { copyRecruiterJob } from '@contract/recruiter/job-copies';
import { atPath } from '@contract/recruiter/paths';

/** POST /recruiters/jobs/:job_id/copy: a new draft with the job's fields and questions. */
export async function copyJob(jobId: number) {
  return (await call(atPath(copyRecruiterJob, { job_id: jobId }))).result.job;
}
