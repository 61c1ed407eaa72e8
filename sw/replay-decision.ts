/** What the replay does with a queued write after trying to send it again. */
export type ReplayDecision =
  /** Delivered (2xx), or refused for good (other 4xx): take it off the queue. */
  | 'remove'
  /** The session ended (401/403): take it off the queue and tell the pages. */
  | 'drop'
  /** Not delivered (network error, 5xx, 408, 429): put it back and stop this round. */
  | 'keep';

/** The outcome of one send: the HTTP status, or `'network-error'` when fetch threw. */
export type SendOutcome = number | 'network-error';

/**
 * The server's code for a write whose Idempotency-Key is still being processed (a first try the
 * worker stopped waiting for may still be running there): try again later, never drop it.
 */
export const STILL_PROCESSING_CODE = 'idempotency_busy';

export function decideReplay(outcome: SendOutcome, code: string | null = null): ReplayDecision {
  if (outcome === 'network-error') return 'keep';
  if (code === STILL_PROCESSING_CODE) return 'keep';
  if (outcome >= 200 && outcome < 300) return 'remove';
  if (outcome === 401 || outcome === 403) return 'drop';
  if (outcome === 408 || outcome === 429) return 'keep';
  if (outcome >= 500) return 'keep';
  // 3xx cannot reach here with fetch's default redirect mode; other 4xx (400, 404, 409, 413, 422)
  // will be refused again on every retry and would block the writes behind them.
  return 'remove';
}
