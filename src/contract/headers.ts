/** Set by the page on every write that may be queued; the server answers a repeat with the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** How long the server remembers an idempotency key. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/** Marks a request that the service worker may keep and replay when the network fails. */
export const QUEUE_HEADER = 'X-Queue';
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
} as const;

/** The service worker's cache of images (company logos, profile pictures); the page empties it at sign-out. */
export const IMAGE_CACHE_NAME = 'rcm-images';
