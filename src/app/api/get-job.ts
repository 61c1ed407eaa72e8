import { getJob as getJobEndpoint } from '@contract/jobs';
import { queryOptions } from '@tanstack/react-query';
import { call } from './call';
import { QUERY_ROOTS } from './query-keys';

/** GET /candidates/job?id=: one job with this candidate's state of it. */
export function getJob(id: number, signal?: AbortSignal) {
  return call(getJobEndpoint, { id: String(id) }, { signal });
}

/** Persisted (job root): a job seen once opens offline. */
export const jobQueryKey = (id: number) => [QUERY_ROOTS.job, id] as const;

export const jobQueryOptions = (id: number) =>
  queryOptions({
    queryKey: jobQueryKey(id),
    queryFn: async ({ signal }) => (await getJob(id, signal)).result.job,
  });
