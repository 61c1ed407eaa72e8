import { QUERY_ROOTS } from '@app/api/query-keys';
import { readQueryOptions } from '@app/api/read-query';
import { refetchUnlessJustFetched } from '@app/api/refetch-on-mount';
import { myInterviews } from '@contract/interviews';

/** Persisted with the dashboard: the upcoming interviews open offline from what this phone saw last. */
export const interviewsQueryKey = () => [QUERY_ROOTS.dashboard, 'interviews'] as const;

/**
 * GET /candidates/interviews: the candidate's upcoming interviews (`{ interviews }`), asked again
 * when the dashboard's interviews card mounts (it is drawn only when the dashboard counts some).
 */
export const interviewsQueryOptions = () =>
  readQueryOptions(myInterviews, interviewsQueryKey(), {
    refetchOnMount: refetchUnlessJustFetched,
    refetchOnWindowFocus: true,
  });
