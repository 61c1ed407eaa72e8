/** Set by the page on every write that may be queued; the server answers a repeat with the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** How long the server remembers an idempotency key. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/** Marks a request that the service worker may keep and replay when the network fails. */
export const QUEUE_HEADER = 'X-Queue';
/** Marks the answer the service worker gives for a write it kept (not the server's answer). */
export const QUEUED_ANSWER_HEADER = 'X-Queued';
