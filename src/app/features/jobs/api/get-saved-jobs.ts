import { call } from '@app/api/call';
import { QUERY_ROOTS } from '@app/api/query-keys';
import { type JobListPayload, savedJobs } from '@contract/jobs';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** POST /candidates/saved_jobs: one page of this candidate's saved jobs. */
export function getSavedJobs(payload: JobListPayload, signal?: AbortSignal) {
  return call(savedJobs, payload, { signal });
}

export const savedJobsQueryKey = (payload: JobListPayload) => [QUERY_ROOTS.jobs, 'saved', payload] as const;

export const savedJobsQueryOptions = (payload: JobListPayload) =>
  queryOptions({
    queryKey: savedJobsQueryKey(payload),
    queryFn: async ({ signal }) => (await getSavedJobs(payload, signal)).result,
    placeholderData: keepPreviousData,
  });
