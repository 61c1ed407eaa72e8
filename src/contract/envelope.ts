/**
 * Every answer of the API has this envelope; `result` differs per call (each endpoint's `answer`
 * schema says exactly what). Failures are `ErrorAnswer` (errors.ts).
 */
export interface ApiAnswer<R = unknown> {
  success: boolean;
  message?: string;
  extendedMessage?: string;
  result?: R;
}

/** What the service worker answers the page when it kept a write for later. */
export interface QueuedAnswer {
  success: true;
  queued: true;
}
