import { recruiterJob } from '../../../../contract/recruiter/jobs';
import { atPath } from '../../../../contract/recruiter/paths';
import { QUERY_ROOTS } from '../../../api/query-keys';
import { readQueryOptions } from '../../../api/read-query';

/** GET /recruiters/jobs/:job_id: one job of the company (the server also marks it looked at). */
export const recruiterJobQueryKey = (jobId: number) => [QUERY_ROOTS.recruiter, 'job', jobId] as const;

export const recruiterJobQueryOptions = (jobId: number) =>
  readQueryOptions(atPath(recruiterJob, { job_id: jobId }), recruiterJobQueryKey(jobId));
