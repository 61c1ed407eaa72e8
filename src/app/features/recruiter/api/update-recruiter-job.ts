import { call } from '@app/api/call';
import { updateRecruiterJob as endpoint, type JobDraft } from '@contract/recruiter/jobs';
import { atPath } from '@contract/recruiter/paths';

/** PUT /recruiters/jobs/:job_id: saves the whole job, questions in order (all or nothing). */
export function updateRecruiterJob(jobId: number, draft: JobDraft) {
  return call(atPath(endpoint, { job_id: jobId }), draft);
}
