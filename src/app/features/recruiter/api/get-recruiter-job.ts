import { QUERY_ROOTS } from '@app/api/query-keys';
import { readQueryOptions } from '@app/api/read-query';
import { recruiterJob } from '@contract/recruiter/jobs';
import { atPath } from '@contract/recruiter/paths';

/** GET /recruiters/jobs/:job_id: one job of the company (the server also marks it looked at). */
export const recruiterJobQueryKey = (jobId: number) => [QUERY_ROOTS.recruiter, 'job', jobId] as const;

export const recruiterJobQueryOptions = (jobId: number) =>
  readQueryOptions(atPath(recruiterJob, { job_id: jobId }), recruiterJobQueryKey(jobId));
