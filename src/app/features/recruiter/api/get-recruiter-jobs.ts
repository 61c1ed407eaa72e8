import { call } from '@app/api/call';
import { QUERY_ROOTS } from '@app/api/query-keys';
import { recruiterJobs } from '@contract/recruiter/jobs';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Every page of the company's jobs: what a save, publish, close or reopen makes stale. */
export const recruiterJobsRootKey = () => [QUERY_ROOTS.recruiter, 'jobs'] as const;

/** GET /recruiters/jobs?page: one page of the company's jobs (10), most recently changed first. */
export const recruiterJobsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...recruiterJobsRootKey(), page] as const,
    queryFn: async ({ signal }) => (await call(recruiterJobs, { page: String(page) }, { signal })).result,
    placeholderData: keepPreviousData,
  });
