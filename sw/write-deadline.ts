/**
 * How long the worker waits for the server's answer to a queueable write before keeping it for
 * later. A phone can say it is online while its network carries nothing: the write's fetch then
 * neither answers nor fails, and a worker stopped meanwhile would lose it. Past the deadline the
 * worker keeps the write (its Idempotency-Key makes a later send harmless if the first one did
 * reach the server) and answers 'queued'. The deadline grows with the body, at a slow mobile
 * upload speed, so a recording on a slow but working network is not cut off.
 */
export const WRITE_ANSWER_BASE_MS = 10_000;
/** The upload speed the deadline allows for a body (16 KB/s: a poor 2G/3G link). */
export const SLOW_UPLOAD_BYTES_PER_SECOND = 16 * 1024;

export function writeAnswerDeadlineMs(bodyBytes: number): number {
  return WRITE_ANSWER_BASE_MS + Math.ceil((Math.max(0, bodyBytes) / SLOW_UPLOAD_BYTES_PER_SECOND) * 1000);
}

/** Fetches `request`, failing (as a network error does) when no answer came within `ms`. */
export async function fetchWithin(
  fetcher: (request: Request, init: RequestInit) => Promise<Response>,
  request: Request,
  ms: number,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('No answer in time', 'TimeoutError')), ms);
  try {
    return await fetcher(request, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}
