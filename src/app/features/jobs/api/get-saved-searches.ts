import { call } from '@app/api/call';
import { QUERY_ROOTS } from '@app/api/query-keys';
import { refetchUnlessJustFetched } from '@app/api/refetch-on-mount';
import { listSavedSearches } from '@contract/saved-searches';
import { queryOptions } from '@tanstack/react-query';

/** GET /candidates/saved_searches: this candidate's saved searches with their new-match counts. */
export function getSavedSearches(signal?: AbortSignal) {
  return call(listSavedSearches, undefined, { signal });
}

/** Persisted: the list opens offline from what this phone saw last. */
export const savedSearchesQueryKey = () => [QUERY_ROOTS.savedSearches, 'list'] as const;

/**
 * The list, asked again whenever a screen showing it mounts (the app opening, the dashboard
 * visited; not twice when the dashboard's loader fetched it a moment ago) and when the window comes
 * back into focus: the counts are fresh each time it is seen.
 */
export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: savedSearchesQueryKey(),
    queryFn: async ({ signal }) => (await getSavedSearches(signal)).result,
    refetchOnMount: refetchUnlessJustFetched,
    refetchOnWindowFocus: true,
  });
