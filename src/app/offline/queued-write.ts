import { SW_MESSAGES, type WorkerMessage } from '@contract/page-worker';

/**
 * The page's side of the service worker's write queue: its messages and the replay request (loaded
 * with the worker's registration). Sending a queued write is api/queued-call.ts (loaded with the
 * screens that write), so the two load apart.
 */

/** What the service worker tells the pages about the write queue. */
export type QueueEvent = Extract<
  WorkerMessage,
  { type: typeof SW_MESSAGES.replayed | typeof SW_MESSAGES.authDropped }
>;

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
