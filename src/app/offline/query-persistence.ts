import { IMAGE_CACHE_NAME, SAVED_SEARCHES_SYNC_KEYS } from '@contract/page-worker';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { defaultShouldDehydrateQuery, onlineManager, type Query, QueryClient } from '@tanstack/react-query';
import {
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { ApiError, NetworkError } from '../api/client';
import { dropUntakenEarlyCalls } from '../api/early-calls';
import { isPersistedQueryKey } from '../api/query-keys';
import { waitAtMost } from '../api/wait-at-most';
import { hasIndexedDb } from './has-indexed-db';
import { unregisterSavedSearchesSync } from './saved-searches-sync';

/**
 * TanStack Query persisted to IndexedDB (idb-keyval): jobs, lists, profile, dashboard, cities
 * and job detail render offline from the last visit for up to 7 days; a new build (buster)
 * drops the old cache; sign-out and the 403 rule clear it.
 */

export const PERSIST_KEY = 'rcm-careers-query-cache';
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export function createAppQueryClient(): QueryClient {
  // Query assumes it is online until an `offline` event: a page opened with the network off
  // would fetch (and fail) instead of waiting for the network with what this device saved.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
  return new QueryClient({
    defaultOptions: {
      queries: {
        // At least maxAge, or restored queries would be garbage-collected before they are used.
        gcTime: PERSIST_MAX_AGE_MS,
        staleTime: 60 * 1000,
        retry: shouldRetryRead,
        retryDelay: readRetryDelay,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The pause before a query's next try: 1 s, then 2 s (TanStack Query's own, named for the rule below). */
export const readRetryDelay = (failureCount: number): number => Math.min(1000 * 2 ** failureCount, 30_000);

/**
 * A failed read is tried again twice, but not for a refusal (4xx), and never past its query's
 * deadline (call.ts, READ_TIMEOUT_MS for the whole query): a try that could not start before the
 * deadline is not sent, so a network that does not answer fails the query at the promised 20 s.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  if (error instanceof NetworkError && error.timeLeftMs !== undefined) {
    if (error.timeLeftMs <= readRetryDelay(failureCount)) return false;
  }
  return failureCount < 2;
}

let appClient: QueryClient | undefined;

/** The app's one query client (created on first use: the signed-in area, or a 403's cleanup). */
export function appQueryClient(): QueryClient {
  appClient ??= createAppQueryClient();
  return appClient;
}

/**
 * After the persisted cache is restored, the screen's queries start (or find fresh answers and
 * start nothing): the page's early calls still untaken by then are dropped.
 */
export const EARLY_CALLS_KEPT_AFTER_RESTORE_MS = 2_000;

/**
 * The longest the first render waits for the restore: IndexedDB answers in milliseconds, but a
 * browser whose storage hangs must still show the screen (its queries wait for the restore).
 */
export const RESTORE_WAIT_MS = 2_000;

let restore: Promise<void> | undefined;
let restored = false;

/**
 * Restores the app's client from IndexedDB, once per page: the signed-in, onboarding and recruiter
 * areas get their client through this (router.tsx), so their loaders and their first render
 * already see what this phone saved, and the screen is not drawn a second time when the restore
 * ends. Resolves when restored (a failure restores nothing), or after RESTORE_WAIT_MS.
 */
export async function restoreAppQueryClient(): Promise<QueryClient> {
  if (!restored) await waitAtMost(whenAppQueryClientRestored(), RESTORE_WAIT_MS);
  return appQueryClient();
}

/** Whether the app's client has been restored (false before `restoreAppQueryClient` ends). */
export function isAppQueryClientRestored(): boolean {
  return restored;
}

/** Resolves once the app's client is restored (starting the restore if nothing has yet). */
export function whenAppQueryClientRestored(): Promise<void> {
  restore ??= persistQueryClientRestore({ ...persistOptions, queryClient: appQueryClient() })
    .catch(() => undefined)
    .then(() => {
      restored = true;
      setTimeout(dropUntakenEarlyCalls, EARLY_CALLS_KEPT_AFTER_RESTORE_MS);
    });
  return restore;
}

/**
 * Persist the queries whose key root is one the card names and that hold data: successful ones,
 * and those whose later refresh failed (offline), which keep their last data. A failed fetch
 * never evicts what this device saved.
 */
export function shouldPersistQuery(query: Query): boolean {
  const hasData = defaultShouldDehydrateQuery(query) || query.state.data !== undefined;
  return hasData && isPersistedQueryKey(query.queryKey);
}

const storage = hasIndexedDb()
  ? {
      getItem: (key: string) => get<string>(key).then((value) => value ?? null),
      setItem: (key: string, value: string) => set(key, value),
      removeItem: (key: string) => del(key),
    }
  : undefined;

export const queryPersister = createAsyncStoragePersister({ storage, key: PERSIST_KEY, throttleTime: 1000 });

/** The same store without the throttle, for `persistNow`. */
const immediatePersister = createAsyncStoragePersister({ storage, key: PERSIST_KEY, throttleTime: 0 });

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: queryPersister,
  maxAge: PERSIST_MAX_AGE_MS,
  buster: __BUILD_ID__,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
};

/**
 * Writes the cache now, past the throttle: when the page is hidden or left (app-query-provider),
 * so what a quick visit fetched (a screen's option lists) is on the phone for the next one
 * offline, even when the visit ended within the throttle's second.
 */
export function persistNow(queryClient: QueryClient): Promise<void> {
  if (!hasIndexedDb()) return Promise.resolve();
  return persistQueryClientSave({
    queryClient,
    persister: immediatePersister,
    buster: persistOptions.buster,
    dehydrateOptions: persistOptions.dehydrateOptions,
  }).catch(() => undefined);
}

/**
 * Removes the persisted cache from IndexedDB (sign-out and the 403 rule), with what the page left
 * the service worker for the saved searches' periodic refresh (the session) and its last answer,
 * and that periodic sync's registration: the worker keeps no session and asks nothing after.
 */
export async function clearPersistedCache(): Promise<void> {
  await unregisterSavedSearchesSync().catch((error: unknown) =>
    console.error('Unregistering the saved searches refresh failed', error),
  );
  if (!hasIndexedDb()) return;
  await Promise.all([queryPersister.removeClient(), del(SAVED_SEARCHES_SYNC_KEYS.refreshed)]);
}

/**
 * The service worker's cached images (profile pictures among them): a shared phone must not keep
 * the last candidate's picture after sign-out or an invalid session.
 */
export async function clearCachedImages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(IMAGE_CACHE_NAME).catch(() => false);
}

/** Clears the in-memory cache, then the persisted one, and the cached images of the account. */
export async function clearAllQueryCaches(queryClient: QueryClient): Promise<void> {
  queryClient.clear();
  await Promise.all([clearPersistedCache(), clearCachedImages()]);
}
