/**
 * The protocol between the page (src/app) and the service worker (sw/): the messages they post
 * each other, the IndexedDB stores and keys both read or write, the cache the page empties, and
 * the periodic sync's records. The HTTP headers a queued write carries are in headers.ts and
 * outbox.ts; the outbox records' shape is in outbox.ts.
 */

/** The message types, each `{type, ...}` as PageMessage and WorkerMessage below say. */
export const SW_MESSAGES = {
  replay: 'REPLAY_QUEUE',
  skipWaiting: 'SKIP_WAITING',
  authDropped: 'QUEUE_AUTH_DROPPED',
  replayed: 'QUEUE_REPLAYED',
  /** worker -> pages: outbox records changed (re-read them) */
  outboxChanged: 'OUTBOX_CHANGED',
  /**
   * page -> worker `{type, key, authorization?}`: send this record now (a failed one goes back in
   * the queue; `authorization`, the page's current bearer header, replaces one that has expired).
   * Each outbox message may carry a MessagePort: the worker answers `{done: true}` on it.
   */
  outboxRetry: 'OUTBOX_RETRY',
  /** page -> worker `{type, key}`: drop this record and its write */
  outboxDiscard: 'OUTBOX_DISCARD',
  /** page -> worker `{type, user_id}`: sign-out; drop this candidate's records and writes */
  outboxClear: 'OUTBOX_CLEAR',
  /** worker -> pages: the saved searches were refreshed in the background (SAVED_SEARCHES_REFRESHED_KEY) */
  savedSearchesRefreshed: 'SAVED_SEARCHES_REFRESHED',
} as const;

/**
 * The periodic background sync that refreshes the saved searches' new-match counts while the app
 * is closed, where the browser offers it (Chromium: an installed app, with the permission).
 */
export const SAVED_SEARCHES_SYNC_TAG = 'rcm-saved-searches';
/** Asked for at most this often (the browser decides when, from how much the app is used). */
export const SAVED_SEARCHES_SYNC_MIN_INTERVAL_MS = 12 * 60 * 60 * 1000;
/**
 * idb-keyval keys (its default store) the page and the worker share for that refresh: what the
 * worker may ask with (`SavedSearchesSyncRequest`, written by the page only while the sync is
 * registered) and what it answered (`RefreshedSavedSearches`). Sign-out and the 403 rule delete both.
 */
export const SAVED_SEARCHES_SYNC_KEYS = {
  request: 'rcm-saved-searches-sync-request',
  refreshed: 'rcm-saved-searches-refreshed',
} as const;

/** The service worker's cache of images (company logos, profile pictures); the page empties it at sign-out. */
export const IMAGE_CACHE_NAME = 'rcm-images';

/** The IndexedDB database and object store of the outbox records (idb-keyval `createStore`). */
export const OUTBOX_DB = 'rcm-outbox';
export const OUTBOX_STORE = 'entries';

/** page -> worker */
export type PageMessage =
  | { type: typeof SW_MESSAGES.skipWaiting }
  | { type: typeof SW_MESSAGES.replay }
  | { type: typeof SW_MESSAGES.outboxRetry; key: string; authorization?: string }
  | { type: typeof SW_MESSAGES.outboxDiscard; key: string }
  | { type: typeof SW_MESSAGES.outboxClear; user_id: string };

/** worker -> pages */
export type WorkerMessage =
  | { type: typeof SW_MESSAGES.replayed; count: number }
  | { type: typeof SW_MESSAGES.authDropped; url: string }
  | { type: typeof SW_MESSAGES.outboxChanged }
  | { type: typeof SW_MESSAGES.savedSearchesRefreshed };

/** SAVED_SEARCHES_SYNC_KEYS.request: what the page leaves for the worker while the periodic sync is registered. */
export interface SavedSearchesSyncRequest {
  /** the saved-searches list call's full URL (the page knows the API base) */
  url: string;
  /** the page's bearer header */
  authorization: string;
  user_id: string;
}

/** SAVED_SEARCHES_SYNC_KEYS.refreshed: what the worker leaves for the page, the list call's answer as the server sent it. */
export interface RefreshedSavedSearches {
  user_id: string;
  /** when it was answered (ms since the epoch): the page shows the list's age from it */
  at: number;
  answer: unknown;
}
