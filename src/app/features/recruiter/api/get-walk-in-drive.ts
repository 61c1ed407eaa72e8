import { readQueryOptions } from '@app/api/read-query';
import { jobWalkInDrive } from '@contract/recruiter/interviews';
import { atPath } from '@contract/recruiter/paths';
import { recruiterJobQueryKey } from './get-recruiter-job';

/** GET /recruiters/jobs/:job_id/walk_in: the job's walk-in drive (`walk_in` null when none). */
export const walkInDriveQueryKey = (jobId: number) => [...recruiterJobQueryKey(jobId), 'walk-in'] as const;

export const walkInDriveQueryOptions = (jobId: number) =>
  readQueryOptions(atPath(jobWalkInDrive, { job_id: jobId }), walkInDriveQueryKey(jobId));
