/// <reference lib="webworker" />
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { SW_MESSAGES } from '../src/contract/headers';
import { isQueueableWrite } from './matchers';
import { type ReplayResult, replayQueue, replayWithRetries, singleFlight } from './replay';

declare const self: ServiceWorkerGlobalScope;

export const WRITE_QUEUE_NAME = 'rcm-writes';

function queuedAnswer(): Response {
  return new Response(JSON.stringify({ success: true, queued: true }), {
    status: 202,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}

async function tellPages(message: object): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}

/**
 * The generic write queue: POSTs to /api/ with `X-Queue: 1` and an `Idempotency-Key` go to the
 * network; when the network fails they are kept (body included, in IndexedDB through Workbox's
 * Queue) and the page gets `202 {success:true, queued:true}`. Replay runs on `sync`, on the page's
 * replay message (browsers without Background Sync), and before any new queueable write, so
 * writes reach the server in the order they were made.
 *
 * Pages send such writes with `queuedPost()` (src/app/offline/queued-post.ts), JSON or FormData
 * (the body is stored as a Blob, so assessment drafts with audio survive). A write keeps the
 * Authorization header it was made with; if that session has ended by the time it is replayed,
 * the server answers 401/403, the write is dropped and the pages get SW_MESSAGES.authDropped.
 */
export function installWriteQueue(): void {
  let queue: Queue;

  const replay = singleFlight(async (): Promise<ReplayResult> => {
    const result = await replayQueue(queue, (request) => fetch(request));
    for (const url of result.authDropped) await tellPages({ type: SW_MESSAGES.authDropped, url });
    if (result.replayed > 0) await tellPages({ type: SW_MESSAGES.replayed, count: result.replayed });
    return result;
  });

  queue = new Queue(WRITE_QUEUE_NAME, {
    maxRetentionTime: 7 * 24 * 60,
    onSync: async () => {
      const result = await replay();
      // In a `sync` event, a rejection makes the browser try again later with back-off. Without
      // Background Sync, Workbox calls this at start-up and nobody would catch it.
      if (result.pending && 'sync' in self.registration) {
        throw new Error('Queued writes are still waiting for the network.');
      }
    },
  });

  registerRoute(
    ({ request, url }) => isQueueableWrite(request, url),
    async ({ request }) => {
      // Earlier writes go first: if some are waiting, try them before this one.
      if ((await queue.size()) > 0 && (await replay()).pending) {
        await queue.pushRequest({ request });
        return queuedAnswer();
      }
      const kept = request.clone();
      try {
        return await fetch(request);
      } catch {
        await queue.pushRequest({ request: kept });
        return queuedAnswer();
      }
    },
    'POST',
  );

  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const type = (event.data as { type?: unknown } | null)?.type;
    if (type === SW_MESSAGES.replay) {
      // Sent when the page comes back online: try again shortly while the network settles.
      event.waitUntil(replayWithRetries(replay).then(() => undefined));
    }
  });
}
