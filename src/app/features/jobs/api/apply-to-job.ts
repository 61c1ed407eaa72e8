import { call } from '@app/api/call';
import { applyJob } from '@contract/jobs';

/**
 * POST /candidates/apply_job (multipart): the job and a new resume. Needs the network (it is not
 * queued): offline it throws NetworkError and the caller keeps the chosen file.
 */
export function applyToJob(jobId: number, resume: File) {
  return call(applyJob, { job_id: String(jobId), new_resume: 'true', resume });
}
