import { IDEMPOTENCY_KEY_HEADER, QUEUE_HEADER, SW_MESSAGES } from '../../contract/headers';

/** What the service worker tells the pages about the write queue. */
export type QueueEvent =
  | { type: typeof SW_MESSAGES.replayed; count: number }
  | { type: typeof SW_MESSAGES.authDropped; url: string };

/** The answer the service worker gives when it kept a write for later. */
export interface QueuedAnswer {
  success: true;
  queued: true;
}

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
  /** Bearer token; defaults to none (the probe route is public). */
  token?: string | null;
  /** API origin prefix, default `/api`. */
  apiBase?: string;
}

/**
 * Sends a write that the service worker may keep and replay when the network fails.
 * `path` is relative to the API base (e.g. `/dev/queue-probe`). The answer is the server's JSON,
 * or `{success:true, queued:true}` when the service worker queued it.
 */
export async function queuedPost<T = unknown>(
  path: string,
  body: unknown,
  options: QueuedPostOptions = {},
): Promise<T | QueuedAnswer> {
  const headers = new Headers({
    [QUEUE_HEADER]: '1',
    [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey ?? crypto.randomUUID(),
  });
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  let payload: BodyInit;
  if (body instanceof FormData || body instanceof Blob) {
    payload = body;
  } else {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body ?? {});
  }
  const base = options.apiBase ?? import.meta.env.VITE_API_BASE ?? '/api';
  const response = await fetch(`${base}${path}`, { method: 'POST', headers, body: payload });
  return (await response.json()) as T | QueuedAnswer;
}
