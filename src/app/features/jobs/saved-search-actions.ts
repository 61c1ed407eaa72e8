import { QUERY_ROOTS } from '@app/api/query-keys';
import type { SavedSearch } from '@contract/saved-searches';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { savedSearchesQueryKey } from './api/get-saved-searches';
import { openSavedSearch } from './api/open-saved-search';
import { parseJobListSearch } from './job-list-search';

/** Takes a saved search out of the cached list at once; answers how to put it back. */
export function deleteSavedSearchFromCache(queryClient: QueryClient, id: number): () => void {
  const key = savedSearchesQueryKey();
  const before = queryClient.getQueryData<SavedSearch[]>(key);
  queryClient.setQueryData<SavedSearch[]>(key, (list) => list?.filter((item) => item.id !== id));
  return () => queryClient.setQueryData(key, before);
}

/**
 * Opens a saved search: tells the server (its count starts again from now), shows 0 new at once,
 * and runs the search on /jobpostings, the jobs posted since the previous visit marked New (SS2).
 * Offline, or when the server cannot be reached, the search kept on this phone runs anyway, its
 * jobs marked from the visit this phone knows of (its count resets the next time it is opened
 * online).
 */
export function useOpenSavedSearch() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (saved: SavedSearch) => {
      let search = saved.search;
      let newSince = saved.last_opened_at;
      try {
        const opened = await openSavedSearch(saved.id);
        search = opened.saved.search;
        newSince = opened.newSince;
        queryClient.setQueryData<SavedSearch[]>(savedSearchesQueryKey(), (list) =>
          list?.map((item) => (item.id === opened.saved.id ? opened.saved : item)),
        );
        // the pages seen before are stale now: the new matches show first
        await queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.jobs, 'search'], refetchType: 'none' });
      } catch (error) {
        console.error('Opening the saved search on the server failed', error);
      }
      await navigate({
        to: '/jobpostings',
        search: { ...parseJobListSearch(search), new_since: newSince },
      });
    },
    [queryClient, navigate],
  );
}
