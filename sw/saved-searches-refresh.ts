/// <reference lib="webworker" />
import { del, get, set } from 'idb-keyval';
import {
  type RefreshedSavedSearches,
  SAVED_SEARCHES_SYNC_KEYS,
  SAVED_SEARCHES_SYNC_TAG,
  type SavedSearchesSyncRequest,
  SW_MESSAGES,
  type WorkerMessage,
} from '../src/contract/page-worker';

declare const self: ServiceWorkerGlobalScope;

export type RefreshOutcome = 'refreshed' | 'no-session' | 'session-ended' | 'failed';

export interface RefreshDeps {
  read(key: string): Promise<unknown>;
  write(key: string, value: RefreshedSavedSearches): Promise<void>;
  remove(key: string): Promise<void>;
  fetch(url: string, init: RequestInit): Promise<Response>;
  /** tells the open pages (they show the refreshed counts at once) */
  tellPages(message: WorkerMessage): Promise<void>;
  now(): number;
  /** the worker's own origin: the only one the bearer header is sent to */
  origin: string;
}

/** Whether a URL is on `origin` (scheme, host and port alike). */
function isOwnOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

function isSyncRequest(value: unknown): value is SavedSearchesSyncRequest {
  if (typeof value !== 'object' || value === null) return false;
  const { url, authorization, user_id } = value as Record<string, unknown>;
  return typeof url === 'string' && typeof authorization === 'string' && typeof user_id === 'string';
}

/**
 * Asks the server for the saved searches with the page's session and keeps the answer for the
 * page, on the worker's own origin only (a record naming another is forgotten unsent). Without a
 * session (signed out, or never registered) it does nothing; when the server
 * refuses the session (401, 403) it forgets it, as the page does; a failed network or a 5xx
 * leaves the last refresh as it is (the next sync tries again).
 */
export async function refreshSavedSearches(deps: RefreshDeps): Promise<RefreshOutcome> {
  const request = await deps.read(SAVED_SEARCHES_SYNC_KEYS.request);
  if (!isSyncRequest(request)) return 'no-session';
  // the session goes to the worker's own origin only (G7): a record naming another is not ours
  if (!isOwnOrigin(request.url, deps.origin)) {
    await deps.remove(SAVED_SEARCHES_SYNC_KEYS.request);
    return 'no-session';
  }
  let answer: Response;
  try {
    answer = await deps.fetch(request.url, {
      headers: { authorization: request.authorization, accept: 'application/json' },
      cache: 'no-store',
    });
  } catch {
    return 'failed';
  }
  if (answer.status === 401 || answer.status === 403) {
    await deps.remove(SAVED_SEARCHES_SYNC_KEYS.request);
    await deps.remove(SAVED_SEARCHES_SYNC_KEYS.refreshed);
    return 'session-ended';
  }
  if (!answer.ok) return 'failed';
  const body: unknown = await answer.json().catch(() => null);
  if (typeof body !== 'object' || body === null || (body as { success?: unknown }).success !== true)
    return 'failed';
  // the candidate may have signed out (or another signed in) while the call was out
  const still = await deps.read(SAVED_SEARCHES_SYNC_KEYS.request);
  if (!isSyncRequest(still) || still.user_id !== request.user_id) return 'no-session';
  await deps.write(SAVED_SEARCHES_SYNC_KEYS.refreshed, {
    user_id: request.user_id,
    at: deps.now(),
    answer: body,
  });
  await deps.tellPages({ type: SW_MESSAGES.savedSearchesRefreshed });
  return 'refreshed';
}

interface PeriodicSyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** The worker's periodic sync: refreshes the saved searches' counts while the app is closed. */
export function installSavedSearchesRefresh(): void {
  const deps: RefreshDeps = {
    read: (key) => get(key),
    write: (key, value) => set(key, value),
    remove: (key) => del(key),
    fetch: (url, init) => fetch(url, init),
    tellPages: async (message) => {
      for (const page of await self.clients.matchAll({ type: 'window' })) page.postMessage(message);
    },
    now: () => Date.now(),
    origin: self.location.origin,
  };
  self.addEventListener('periodicsync', ((event: PeriodicSyncEvent) => {
    if (event.tag !== SAVED_SEARCHES_SYNC_TAG) return;
    event.waitUntil(
      refreshSavedSearches(deps).then(async (outcome) => {
        // signed out: nothing to refresh until a page registers again
        if (outcome === 'no-session' || outcome === 'session-ended') {
          const periodicSync = (
            self.registration as ServiceWorkerRegistration & {
              periodicSync?: { unregister(tag: string): Promise<void> };
            }
          ).periodicSync;
          await periodicSync?.unregister(SAVED_SEARCHES_SYNC_TAG).catch(() => undefined);
        }
      }),
    );
  }) as EventListener);
}
