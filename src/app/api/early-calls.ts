import { EARLY_CALLS_GLOBAL, type EarlyCalls, earlyCallKey } from '../early-start';

/** An early call older than this is not taken (its answer may be stale): the app asks again. */
export const EARLY_CALL_MAX_AGE_MS = 30_000;

/**
 * The answer of a read that `/early-start.js` started before the app's code arrived
 * (src/app/early-start.ts), for the same URL and the same session's token; each is taken once.
 * Null when there is none: the client then sends the request itself.
 */
export function takeEarlyCall(url: string, token: string | null, body?: string): Promise<Response> | null {
  if (typeof window === 'undefined' || !token) return null;
  const early = (window as unknown as Record<string, EarlyCalls | undefined>)[EARLY_CALLS_GLOBAL];
  const key = earlyCallKey(url, body);
  const answer = early?.calls[key];
  if (!early || !answer) return null;
  delete early.calls[key];
  if (early.token !== token || Date.now() - early.startedAt > EARLY_CALL_MAX_AGE_MS) return null;
  return answer;
}

/**
 * Cancels the early calls nobody took: the screen found fresh answers on the phone (the persisted
 * cache) and asked nothing. An answer never read keeps its request open (through the service
 * worker, for as long as the page lives), so each is cancelled; a later read asks itself.
 */
export function dropUntakenEarlyCalls(): void {
  if (typeof window === 'undefined') return;
  const early = (window as unknown as Record<string, EarlyCalls | undefined>)[EARLY_CALLS_GLOBAL];
  if (!early) return;
  for (const [url, answer] of Object.entries(early.calls)) {
    delete early.calls[url];
    void answer.then((response) => response.body?.cancel()).catch(() => undefined);
  }
}
