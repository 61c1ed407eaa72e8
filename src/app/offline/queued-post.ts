import type { QueuedAnswer } from '../../contract/envelope';
import { QUEUE_HEADER } from '../../contract/headers';
import { encodeOutboxLabel, OUTBOX_HEADER, type OutboxLabel } from '../../contract/outbox';
import { apiRequest } from '../api/client';

export type { QueuedAnswer };

export function isQueuedAnswer(answer: unknown): answer is QueuedAnswer {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    (answer as { success?: unknown }).success === true &&
    (answer as { queued?: unknown }).queued === true
  );
}

export interface QueuedPostOptions {
  /** Same key = same write; the server applies it once. Defaults to a fresh UUID. */
  idempotencyKey?: string;
  /** What the write is, for the outbox (shown while it waits in the service worker's queue). */
  outbox?: OutboxLabel;
}

/**
 * Sends a write (JSON or FormData) through the app's client with `X-Queue: 1` and an
 * `Idempotency-Key`, so the service worker may keep it and replay it when the network fails.
 * `path` is relative to the API base (e.g. `/dev/queue-probe`). The answer is the server's
 * JSON object, or `{success:true, queued:true}` (`isQueuedAnswer`) when the service worker kept
 * the write for later; the feature that sends it checks it against its endpoint's answer schema.
 */
export async function queuedPost(
  path: string,
  body: unknown,
  options: QueuedPostOptions = {},
): Promise<Record<string, unknown>> {
  const answer = await apiRequest(path, {
    method: 'POST',
    body,
    idempotencyKey: options.idempotencyKey ?? crypto.randomUUID(),
    headers: {
      [QUEUE_HEADER]: '1',
      ...(options.outbox ? { [OUTBOX_HEADER]: encodeOutboxLabel(options.outbox) } : {}),
    },
  });
  return answer;
}
