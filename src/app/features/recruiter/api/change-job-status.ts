import { call } from '@app/api/call';
import { closeRecruiterJob, publishRecruiterJob, reopenRecruiterJob } from '@contract/recruiter/jobs';
import { atPath } from '@contract/recruiter/paths';

const STEPS = { publish: publishRecruiterJob, close: closeRecruiterJob, reopen: reopenRecruiterJob } as const;
export type JobStep = keyof typeof STEPS;

/**
 * POST /recruiters/jobs/:job_id/publish | close | reopen: draft -> open (posted now), open ->
 * closed, closed -> open. Three calls of one shape, so one file.
 */
export function changeJobStatus(jobId: number, step: JobStep) {
  return call(atPath(STEPS[step], { job_id: jobId }));
}
