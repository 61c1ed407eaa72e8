import type { QueuedAnswer } from '../../contract/envelope';
import { QUEUE_HEADER, SW_MESSAGES } from '../../contract/headers';
import { apiRequest } from '../api/client';

export type { QueuedAnswer };

/** What the service worker tells the pages about the write queue. */
export type QueueEvent =
  | { type: typeof SW_MESSAGES.replayed; count: number }
  | { type: typeof SW_MESSAGES.authDropped; url: string };

type Listener = (event: QueueEvent) => void;
const listeners = new Set<Listener>();
let listening = false;

function isQueueEvent(data: unknown): data is QueueEvent {
  if (typeof data !== 'object' || data === null) return false;
  const type = (data as { type?: unknown }).type;
  return type === SW_MESSAGES.replayed || type === SW_MESSAGES.authDropped;
}

function startListening(): void {
  if (listening || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  listening = true;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if (!isQueueEvent(event.data)) return;
    for (const listener of listeners) listener(event.data);
  });
}

/** Listens to the write queue's messages (replayed, auth dropped); returns the unsubscribe function. */
export function subscribeToQueue(listener: Listener): () => void {
  startListening();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Asks the active service worker to send what it kept (for browsers without Background Sync). */
export async function requestReplay(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const worker = navigator.serviceWorker.controller ?? (await navigator.serviceWorker.ready).active;
  worker?.postMessage({ type: SW_MESSAGES.replay });
}

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
    headers: { [QUEUE_HEADER]: '1' },
  });
  return answer;
}
