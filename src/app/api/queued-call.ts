import type { Answer, Endpoint, FilesInput, RequestInput } from '@contract/endpoint';
import type { QueuedAnswer } from '@contract/envelope';
import { QUEUE_HEADER } from '@contract/headers';
import { encodeOutboxLabel, OUTBOX_HEADER, type OutboxLabel } from '@contract/outbox';
import { checkAnswer, requestBody } from './call';
import { apiRequest, type RequestOptions } from './client';

export type { QueuedAnswer };

/** The service worker's answer to a write it kept for later: `202 {success:true, queued:true}`. */
export function isQueuedAnswer(answer: unknown): answer is QueuedAnswer {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    (answer as { success?: unknown }).success === true &&
    (answer as { queued?: unknown }).queued === true
  );
}

export interface QueuedCallOptions extends Pick<RequestOptions, 'signal' | 'invalidSessionRule'> {
  /** Same key = same write; the server applies it once. Defaults to a fresh UUID. */
  idempotencyKey?: string;
  /** What the write is, for the outbox (listed while it waits in the service worker's queue). */
  outbox?: OutboxLabel;
}

/** What a queued write came to: kept by the service worker for later, or the server's checked answer. */
export type QueuedOutcome<E extends Endpoint> = { queued: true } | { queued: false; answer: Answer<E> };

/** A queueable endpoint's input: its request (with its file parts when multipart). */
export type QueuedInput<E extends Endpoint> = keyof NonNullable<E['files']> extends never
  ? RequestInput<E>
  : RequestInput<E> & FilesInput<E>;

/**
 * `call()` for the writes the service worker may keep (save toggle, assessment draft and
 * submit): the body is built from the endpoint's descriptor as `call()` builds it (JSON, or
 * FormData for a multipart endpoint, its file parts included), sent with `X-Queue: 1`, an
 * `Idempotency-Key` and the `X-Outbox` label. When the network fails the worker keeps it and
 * answers `{queued:true}`; otherwise the answer is checked against the endpoint's answer schema.
 *
 * Throws NetworkError when no answer came (no worker kept it), and ApiError for a refusal or an
 * answer that is not the endpoint's (code 'invalid_answer'), as `call()` does.
 */
export async function queuedCall<E extends Endpoint<'POST'>>(
  endpoint: E,
  input: QueuedInput<E>,
  options: QueuedCallOptions = {},
): Promise<QueuedOutcome<E>> {
  const answer = await apiRequest(endpoint.path, {
    method: 'POST',
    body: requestBody(endpoint, input),
    signal: options.signal,
    invalidSessionRule: options.invalidSessionRule,
    idempotencyKey: options.idempotencyKey ?? crypto.randomUUID(),
    headers: {
      [QUEUE_HEADER]: '1',
      ...(options.outbox ? { [OUTBOX_HEADER]: encodeOutboxLabel(options.outbox) } : {}),
    },
  });
  if (isQueuedAnswer(answer)) return { queued: true };
  return { queued: false, answer: checkAnswer(endpoint, answer) };
}
