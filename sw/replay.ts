import { decideReplay, type SendOutcome } from './replay-decision';

/** The part of workbox-background-sync's Queue that the replay uses. */
export interface ReplayQueue {
  shiftRequest(): Promise<{ request: Request; timestamp?: number; metadata?: object } | undefined>;
  unshiftRequest(entry: { request: Request; timestamp?: number; metadata?: object }): Promise<void>;
}

export interface ReplayResult {
  /** Delivered (or refused for good) and removed from the queue. */
  replayed: number;
  /** URLs dropped because the session ended (401/403). */
  authDropped: string[];
  /** True when an entry stayed in the queue (network error or 5xx); a later round must retry. */
  pending: boolean;
}

async function send(
  fetcher: (request: Request) => Promise<Response>,
  request: Request,
): Promise<SendOutcome> {
  try {
    const response = await fetcher(request);
    return response.status;
  } catch {
    return 'network-error';
  }
}

/**
 * Sends the queued writes in order, checking each answer (see decideReplay). Stops at the first
 * entry that must be kept, so later writes never overtake it.
 */
export async function replayQueue(
  queue: ReplayQueue,
  fetcher: (request: Request) => Promise<Response>,
): Promise<ReplayResult> {
  const result: ReplayResult = { replayed: 0, authDropped: [], pending: false };
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    const decision = decideReplay(await send(fetcher, entry.request.clone()));
    if (decision === 'keep') {
      await queue.unshiftRequest(entry);
      result.pending = true;
      break;
    }
    if (decision === 'drop') result.authDropped.push(entry.request.url);
    else result.replayed += 1;
  }
  return result;
}

/** Runs one replay at a time: a call while a replay runs gets that replay's result. */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    if (!running) {
      running = run().finally(() => {
        running = undefined;
      });
    }
    return running;
  };
}

/**
 * The waits between replay rounds after the page says the network is back: the browser's `online`
 * can come before the worker's own requests get through, and without another round the writes
 * would wait for the next `sync` (minutes of back-off) or the next visit.
 */
export const REPLAY_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000] as const;

/**
 * Runs `replay`, and while entries stay pending, again after each of `delays`. Answers the last
 * round's result.
 */
export async function replayWithRetries(
  replay: () => Promise<ReplayResult>,
  delays: readonly number[] = REPLAY_RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<ReplayResult> {
  let result = await replay();
  for (const delay of delays) {
    if (!result.pending) break;
    await wait(delay);
    result = await replay();
  }
  return result;
}
