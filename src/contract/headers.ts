/** Set by the page on every write that may be queued; the server answers a repeat with the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** How long the server remembers an idempotency key. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/** Marks a request that the service worker may keep and replay when the network fails. */
export const QUEUE_HEADER = 'X-Queue';
/** Marks the answer the service worker gives for a write it kept (not the server's answer). */
export const QUEUED_ANSWER_HEADER = 'X-Queued';
/** Message types between page and service worker. */
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
 * worker may ask with (`{url, authorization, user_id}`, written by the page only while the sync is
 * registered) and what it answered (`{user_id, at, answer}`). Sign-out and the 403 rule delete both.
 */
export const SAVED_SEARCHES_SYNC_KEYS = {
  request: 'rcm-saved-searches-sync-request',
  refreshed: 'rcm-saved-searches-refreshed',
} as const;

/** The service worker's cache of images (company logos, profile pictures); the page empties it at sign-out. */
export const IMAGE_CACHE_NAME = 'rcm-images';
