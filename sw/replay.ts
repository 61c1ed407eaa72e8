import { decideReplay, type ReplayDecision, type SendOutcome } from './replay-decision';

/** A write kept in the queue, as the replay sees it. */
export interface QueuedWrite {
  /** its place in the queue (older writes have lower ids) */
  id: number;
  /** the request, made anew for each try */
  request: () => Request;
  /**
   * Writes of one group (one job) are sent in their order, and one that must wait holds back the
   * later ones of its group; writes of other groups go on.
   */
  group: string;
}

/** The durable queue (workbox-background-sync's QueueStore in the worker): read in order, delete when done. */
export interface ReplayStore<W extends QueuedWrite = QueuedWrite> {
  list(): Promise<W[]>;
  remove(id: number): Promise<void>;
}

/** What the worker does around each try (the outbox records). */
export interface ReplayHooks<W extends QueuedWrite = QueuedWrite> {
  /** Given up without a try (kept too long): it is removed. */
  isExpired?(write: W): boolean;
  onExpired?(write: W): Promise<void>;
  /** false: not now (back-off after a server error); it and the rest of its group wait. */
  isDue?(write: W): Promise<boolean>;
  beforeSend?(write: W): Promise<void>;
  /** After the try, before a delivered or refused write leaves the queue. */
  afterSend?(
    write: W,
    decision: ReplayDecision,
    status: number | null,
    message: string | null,
  ): Promise<void>;
}

export interface ReplayResult {
  /** Delivered (or refused for good) and removed from the queue. */
  replayed: number;
  /** URLs dropped because the session ended (401/403). */
  authDropped: string[];
  /** True when an entry stayed in the queue (network error, 5xx, back-off); a later round must retry. */
  pending: boolean;
}

interface Sent {
  outcome: SendOutcome;
  message: string | null;
  /** the server's refusal code, when it gave one */
  code: string | null;
}

async function send(fetcher: (request: Request) => Promise<Response>, request: Request): Promise<Sent> {
  let response: Response;
  try {
    response = await fetcher(request);
  } catch {
    return { outcome: 'network-error', message: null, code: null };
  }
  let message: string | null = null;
  let code: string | null = null;
  if (response.status >= 400) {
    try {
      const body = (await response.json()) as { message?: unknown; code?: unknown };
      if (typeof body.message === 'string') message = body.message;
      if (typeof body.code === 'string') code = body.code;
    } catch {
      // not JSON: the status says it
    }
  }
  return { outcome: response.status, message, code };
}

/**
 * Sends the queued writes in order, checking each answer (see decideReplay). A write leaves the
 * queue only once its answer is known, so a worker stopped in the middle loses nothing (the next
 * round sends it again, and its Idempotency-Key makes the server answer the first answer). A write
 * that must be kept holds back the later writes of its group (its job) only.
 */
export async function replayQueue<W extends QueuedWrite>(
  store: ReplayStore<W>,
  fetcher: (request: Request) => Promise<Response>,
  hooks: ReplayHooks<W> = {},
): Promise<ReplayResult> {
  const result: ReplayResult = { replayed: 0, authDropped: [], pending: false };
  const held = new Set<string>();
  for (const write of await store.list()) {
    if (held.has(write.group)) continue;
    if (hooks.isExpired?.(write)) {
      await hooks.onExpired?.(write);
      await store.remove(write.id);
      continue;
    }
    if (hooks.isDue && !(await hooks.isDue(write))) {
      held.add(write.group);
      result.pending = true;
      continue;
    }
    await hooks.beforeSend?.(write);
    const request = write.request();
    const { outcome, message, code } = await send(fetcher, request);
    const decision = decideReplay(outcome, code);
    await hooks.afterSend?.(write, decision, outcome === 'network-error' ? null : outcome, message);
    if (decision === 'keep') {
      held.add(write.group);
      result.pending = true;
      continue;
    }
    await store.remove(write.id);
    if (decision === 'drop') result.authDropped.push(request.url);
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
