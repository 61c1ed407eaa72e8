import { call } from '@app/api/call';
import { QUERY_ROOTS } from '@app/api/query-keys';
import { refetchUnlessJustFetched } from '@app/api/refetch-on-mount';
import { myInterviews } from '@contract/interviews';
import { queryOptions } from '@tanstack/react-query';

/** Persisted with the dashboard: the upcoming interviews open offline from what this phone saw last. */
export const interviewsQueryKey = () => [QUERY_ROOTS.dashboard, 'interviews'] as const;

/** GET /candidates/interviews: the candidate's upcoming interviews, asked again when the dashboard mounts. */
export const interviewsQueryOptions = () =>
  queryOptions({
    queryKey: interviewsQueryKey(),
    queryFn: async ({ signal }) => (await call(myInterviews, undefined, { signal })).result.interviews,
    refetchOnMount: refetchUnlessJustFetched,
    refetchOnWindowFocus: true,
  });
