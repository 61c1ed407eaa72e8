import { call } from '@app/api/call';
import type { WalkInDrive } from '@contract/interviews';
import { setWalkInDrive, type WalkInDrivePayload } from '@contract/recruiter/interviews';
import { atPath } from '@contract/recruiter/paths';

/** PUT /recruiters/jobs/:job_id/walk_in: sets (or changes) the job's walk-in drive. */
export async function saveWalkInDrive(jobId: number, drive: WalkInDrivePayload): Promise<WalkInDrive> {
  return (await call(atPath(setWalkInDrive, { job_id: jobId }), drive)).result.walk_in;
}
