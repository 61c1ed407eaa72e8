import { call } from '@app/api/call';
import {
  type BulkJob,
  type BulkJobRequest,
  startBulkJob as startBulkJobCall,
} from '@contract/recruiter/bulk';
import { atPath } from '@contract/recruiter/paths';

/** POST /recruiters/jobs/:job_id/bulk-jobs: a status change or message for many applicants, done by the server. */
export async function startBulkJob(jobId: number, request: BulkJobRequest): Promise<BulkJob> {
  return (await call(atPath(startBulkJobCall, { job_id: jobId }), request)).result.bulk_job;
}
