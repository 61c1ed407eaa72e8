import { queryOptions } from '@tanstack/react-query';
import { similarJobs } from '../../../../contract/jobs';
import { call } from '../../../api/call';
import { QUERY_ROOTS } from '../../../api/query-keys';

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
