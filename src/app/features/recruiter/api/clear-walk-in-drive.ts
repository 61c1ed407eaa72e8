import { call } from '@app/api/call';
import { clearWalkInDrive } from '@contract/recruiter/interviews';
import { atPath } from '@contract/recruiter/paths';

/** DELETE /recruiters/jobs/:job_id/walk_in: the job has no walk-in drive any more. */
export async function removeWalkInDrive(jobId: number): Promise<void> {
  await call(atPath(clearWalkInDrive, { job_id: jobId }));
}
