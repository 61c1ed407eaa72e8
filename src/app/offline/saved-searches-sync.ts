import { SAVED_SEARCHES_SYNC_KEYS, SAVED_SEARCHES_SYNC_TAG } from '@contract/page-worker';
import { del } from 'idb-keyval';
import { hasIndexedDb } from './has-indexed-db';

interface PeriodicSyncManager {
  unregister(tag: string): Promise<void>;
}

/**
 * Stops the service worker's periodic refresh of the saved searches (G7), at sign-out and under
 * the 403 rule (`clearPersistedCache`): the record the worker asks with (the bearer header) goes
 * first, so a sync already fired finds no session, then the browser's registration, so the worker
 * is not woken for a candidate who left. The dashboard registers it again after the next login
 * (`registerSavedSearchesSync`, features/jobs/saved-searches-refresh.ts).
 */
export async function unregisterSavedSearchesSync(): Promise<void> {
  if (hasIndexedDb()) await del(SAVED_SEARCHES_SYNC_KEYS.request);
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const periodicSync = (
    registration as (ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManager }) | undefined
  )?.periodicSync;
  // should this fail, the worker's next sync finds no session and unregisters itself
  await periodicSync
    ?.unregister(SAVED_SEARCHES_SYNC_TAG)
    .catch((error: unknown) => console.error('Unregistering the saved searches refresh failed', error));
}
