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
} as const;

/** The service worker's cache of images (company logos, profile pictures); the page empties it at sign-out. */
export const IMAGE_CACHE_NAME = 'rcm-images';
