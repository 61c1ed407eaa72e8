import { buildUrl } from '@app/api/client';
import { hasIndexedDb } from '@app/offline/has-indexed-db';
import { getToken, getUserId } from '@app/session';
import {
  SAVED_SEARCHES_SYNC_KEYS,
  SAVED_SEARCHES_SYNC_MIN_INTERVAL_MS,
  SAVED_SEARCHES_SYNC_TAG,
  type SavedSearchesSyncRequest,
  SW_MESSAGES,
} from '@contract/page-worker';
import { listSavedSearches } from '@contract/saved-searches';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { get, set } from 'idb-keyval';
import { useEffect } from 'react';
import * as v from 'valibot';
import { savedSearchesQueryKey } from './api/get-saved-searches';

/**
 * The saved searches' counts refreshed while the app is closed (issue 19 §2): the service worker's
 * periodic sync (sw/saved-searches-refresh.ts) asks the list with the session the page leaves it
 * and keeps the answer; the page shows that answer when it is newer than its own, so the dashboard
 * opened offline says '3 new' as of the last refresh, with its age. Where the browser offers no
 * periodic sync (or not to this site: Chromium offers it to an installed app), nothing is left
 * for the worker and the counts refresh when the app opens.
 */

interface PeriodicSyncManager {
  register(tag: string, options: { minInterval: number }): Promise<void>;
}

/**
 * Registers the periodic sync where the browser grants it, leaving the worker what it asks with
 * (the list's URL, the bearer header, the candidate). Answers whether it did.
 */
export async function registerSavedSearchesSync(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !navigator.permissions)
    return false;
  const token = getToken();
  const userId = getUserId();
  if (!token || userId === null) return false;
  const registration = await navigator.serviceWorker.getRegistration();
  const periodicSync = (
    registration as (ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManager }) | undefined
  )?.periodicSync;
  if (!periodicSync) return false;
  const permission = await navigator.permissions
    .query({ name: 'periodic-background-sync' as PermissionName })
    .catch(() => null);
  if (permission?.state !== 'granted') return false;
  const request: SavedSearchesSyncRequest = {
    url: new URL(buildUrl(listSavedSearches.path), window.location.href).href,
    authorization: `Bearer ${token}`,
    user_id: String(userId),
  };
  await set(SAVED_SEARCHES_SYNC_KEYS.request, request);
  await periodicSync.register(SAVED_SEARCHES_SYNC_TAG, { minInterval: SAVED_SEARCHES_SYNC_MIN_INTERVAL_MS });
  return true;
}

const refreshedSchema = v.object({
  user_id: v.string(),
  at: v.pipe(v.number(), v.finite()),
  answer: listSavedSearches.answer,
});

/**
 * Puts the worker's last refresh in the query cache when it is this candidate's and newer than
 * what the cache holds (kept with its own time, so the list says how old it is). Answers whether
 * it did.
 */
export async function applyRefreshedSavedSearches(queryClient: QueryClient): Promise<boolean> {
  // no IndexedDB (a private window of some browsers, the unit tests' jsdom): no refresh to read
  if (!hasIndexedDb()) return false;
  const parsed = v.safeParse(refreshedSchema, await get(SAVED_SEARCHES_SYNC_KEYS.refreshed));
  const userId = getUserId();
  if (!parsed.success || userId === null || parsed.output.user_id !== String(userId)) return false;
  const { at, answer } = parsed.output;
  const held = queryClient.getQueryState(savedSearchesQueryKey());
  if (held && held.data !== undefined && held.dataUpdatedAt >= at) return false;
  queryClient.setQueryData(savedSearchesQueryKey(), answer.result, { updatedAt: at });
  return true;
}

/**
 * For the screen that lists the saved searches: registers the periodic sync, shows the worker's
 * last refresh when newer, and the next ones as they come while the screen is open.
 */
export function useSavedSearchesRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const apply = () =>
      applyRefreshedSavedSearches(queryClient).catch((error: unknown) =>
        console.error('Reading the refreshed saved searches failed', error),
      );
    void apply();
    void registerSavedSearchesSync().catch((error: unknown) =>
      console.error('Registering the saved searches refresh failed', error),
    );
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === SW_MESSAGES.savedSearchesRefreshed)
        void apply();
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [queryClient]);
}
