import { call } from '@app/api/call';
import { QUERY_ROOTS } from '@app/api/query-keys';
import { appliedJobs, type JobListPayload } from '@contract/jobs';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** POST /candidates/applied_jobs: one page of this candidate's applications. */
export function getAppliedJobs(payload: JobListPayload, signal?: AbortSignal) {
  return call(appliedJobs, payload, { signal });
}

export const appliedJobsQueryKey = (payload: JobListPayload) =>
  [QUERY_ROOTS.jobs, 'applied', payload] as const;

export const appliedJobsQueryOptions = (payload: JobListPayload) =>
  queryOptions({
    queryKey: appliedJobsQueryKey(payload),
    queryFn: async ({ signal }) => (await getAppliedJobs(payload, signal)).result,
    placeholderData: keepPreviousData,
  });
