import { call } from '@app/api/call';
import { QUERY_ROOTS } from '@app/api/query-keys';
import { similarJobs } from '@contract/jobs';
import { queryOptions } from '@tanstack/react-query';

/** GET /candidates/similar_jobs?id=: the jobs most like this one (same role, process, skills, then newest). */
export function getSimilarJobs(id: number, signal?: AbortSignal) {
  return call(similarJobs, { id: String(id) }, { signal });
}

/** Persisted (jobs root): a job's similar jobs seen once show offline. */
export const similarJobsQueryKey = (id: number) => [QUERY_ROOTS.jobs, 'similar', id] as const;

export const similarJobsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: similarJobsQueryKey(id),
    queryFn: async ({ signal }) => ({ jobs: (await getSimilarJobs(id, signal)).result }),
  });
