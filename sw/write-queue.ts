/// <reference lib="webworker" />
import { createStore, del, get, set, values } from 'idb-keyval';
import { Queue, QueueStore, StorableRequest } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { IDEMPOTENCY_KEY_HEADER, QUEUED_ANSWER_HEADER } from '../src/contract/headers';
import {
  decodeOutboxLabel,
  OUTBOX_HEADER,
  OUTBOX_SENT_VISIBLE_MS,
  type OutboxLabel,
  type OutboxRecord,
  outboxGroup,
} from '../src/contract/outbox';
import { OUTBOX_DB, OUTBOX_STORE, SW_MESSAGES, type WorkerMessage } from '../src/contract/page-worker';
import { isQueueableWrite } from './matchers';
import {
  chatMessageOf,
  expiredRecord,
  isDue,
  newRecord,
  recordAfterTry,
  retriedRecord,
  sendingRecord,
} from './outbox-records';
import { type QueuedWrite, type ReplayResult, replayQueue, replayWithRetries, singleFlight } from './replay';
import { fetchWithin, writeAnswerDeadlineMs } from './write-deadline';

declare const self: ServiceWorkerGlobalScope;

export const WRITE_QUEUE_NAME = 'rcm-writes';
/** A write not sent within a week is given up (and its record says so). */
export const MAX_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

type RequestData = ConstructorParameters<typeof StorableRequest>[0];

/** What the worker keeps beside each write in the queue. */
interface WriteMeta {
  /** its Idempotency-Key, which is also its outbox record's key */
  key: string | null;
  /** `job:{id}`, or `other` for writes without an outbox label */
  group: string;
  /** the candidate who made it (from the outbox label) */
  user_id: string | null;
}

interface KeptWrite extends QueuedWrite {
  meta: WriteMeta;
  timestamp: number;
  data: RequestData;
}

/** A record as the worker stores it: a failed write that may be sent again keeps its request. */
interface StoredRecord extends OutboxRecord {
  request?: RequestData;
}

const groupOf = (label: OutboxLabel | null) => (label ? outboxGroup(label) : 'other');

function queuedAnswer(): Response {
  return new Response(JSON.stringify({ success: true, queued: true }), {
    status: 202,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', [QUEUED_ANSWER_HEADER]: '1' },
  });
}

async function tellPages(message: WorkerMessage): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}

/**
 * The write queue and its outbox (issue 9). POSTs to /api/ with `X-Queue: 1` and an
 * `Idempotency-Key` go to the network; when the network fails they are kept (body included, audio
 * blobs too, in IndexedDB through workbox-background-sync) and the page gets
 * `202 {success:true, queued:true}`. Replay runs on Background Sync's `sync`, at the worker's start
 * where the browser has no Background Sync, on the page's replay message (at page load, when the
 * browser comes back online, and every little while as long as something waits), and before a new
 * write of the same job, so a job's writes reach the server in the order they were made.
 *
 * A write with an `X-Outbox` label gets an outbox record (OUTBOX_DB, keyed by its idempotency
 * key) that pages list: waiting, sending, sent (listed a short while), failed with the reason. A
 * write leaves the queue only once the server answered it: 2xx (sent) or a refusal (failed; a
 * 401/403 also tells the pages, SW_MESSAGES.authDropped). A network error or a 5xx keeps it, with
 * back-off after a 5xx, and holds back the later writes of its job only. A failed write keeps its
 * request in its record, so the candidate can send it again (Retry now) or discard it.
 */
export function installWriteQueue(): void {
  const records = createStore(OUTBOX_DB, OUTBOX_STORE);
  const store = new QueueStore(WRITE_QUEUE_NAME);
  /** Keys the candidate asked to send now (Retry now): their back-off does not apply. */
  const forced = new Set<string>();

  const changed = () => tellPages({ type: SW_MESSAGES.outboxChanged });
  const readRecord = (key: string | null) =>
    key ? get<StoredRecord>(key, records) : Promise.resolve(undefined);
  const writeRecord = (record: StoredRecord) => set(record.key, record, records);

  async function keptWrites(): Promise<KeptWrite[]> {
    const entries = await store.getAll();
    return entries
      .sort((a, b) => a.id - b.id)
      .map((entry) => {
        const meta = (entry.metadata ?? {}) as Partial<WriteMeta>;
        return {
          id: entry.id,
          group: meta.group ?? 'other',
          meta: { key: meta.key ?? null, group: meta.group ?? 'other', user_id: meta.user_id ?? null },
          timestamp: entry.timestamp,
          data: entry.requestData,
          request: () => new StorableRequest(entry.requestData).toRequest(),
        };
      });
  }

  /** Sent records leave once they have been listed a short while. */
  async function pruneSent(now: number): Promise<void> {
    for (const record of await values<StoredRecord>(records)) {
      if (record.state === 'sent' && now - record.updated_at >= OUTBOX_SENT_VISIBLE_MS) {
        await del(record.key, records);
      }
    }
  }

  const replay = singleFlight(async (): Promise<ReplayResult> => {
    let touched = false;
    const result = await replayQueue<KeptWrite>(
      { list: keptWrites, remove: (id) => store.deleteEntry(id) },
      fetch,
      {
        isExpired: (write) => Date.now() - write.timestamp > MAX_RETENTION_MS,
        onExpired: async (write) => {
          const record = await readRecord(write.meta.key);
          if (record) await writeRecord(expiredRecord(record, Date.now()));
          touched = true;
        },
        isDue: async (write) => isDue(await readRecord(write.meta.key), Date.now(), forced),
        beforeSend: async (write) => {
          const record = await readRecord(write.meta.key);
          if (!record) return;
          await writeRecord(sendingRecord(record, Date.now()));
          await changed();
        },
        afterSend: async (write, decision, status, message) => {
          const key = write.meta.key;
          if (key) forced.delete(key);
          const record = await readRecord(key);
          if (!record) return;
          const next: StoredRecord = recordAfterTry(record, decision, status, message, Date.now());
          if (next.state === 'failed' && next.can_retry) next.request = write.data;
          await writeRecord(next);
          touched = true;
        },
      },
    );
    for (const url of result.authDropped) await tellPages({ type: SW_MESSAGES.authDropped, url });
    if (result.replayed > 0) await tellPages({ type: SW_MESSAGES.replayed, count: result.replayed });
    await pruneSent(Date.now());
    if (touched || result.replayed > 0) await changed();
    return result;
  });

  /** Runs a round after the one that may be running now (which may have passed a write already). */
  const replayFresh = async () => {
    await replay();
    return replay();
  };

  const queue = new Queue(WRITE_QUEUE_NAME, {
    // The worker gives up on writes itself (MAX_RETENTION_MS), so that their records say so.
    maxRetentionTime: 8 * 24 * 60,
    onSync: async () => {
      const result = await replay();
      // In a `sync` event, a rejection makes the browser try again later with back-off. Without
      // Background Sync, Workbox calls this at start-up and nobody would catch it.
      if (result.pending && 'sync' in self.registration) {
        throw new Error('Queued writes are still waiting for the network.');
      }
    },
  });

  async function keep(request: Request, label: OutboxLabel | null): Promise<void> {
    const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
    const meta: WriteMeta = { key, group: groupOf(label), user_id: label?.user_id ?? null };
    const message = chatMessageOf(label, label ? await request.clone().text() : '');
    await queue.pushRequest({ request, metadata: { ...meta } });
    if (label && key) {
      await writeRecord(newRecord(label, key, Date.now(), message));
      await changed();
    }
  }

  const waitingIn = async (group: string) => (await keptWrites()).some((write) => write.group === group);

  registerWriteRoute(async (request) => {
    const label = decodeOutboxLabel(request.headers.get(OUTBOX_HEADER));
    const group = groupOf(label);
    // Earlier writes of this job go first: if some wait, try them before this one.
    if (await waitingIn(group)) {
      await replay();
      if (await waitingIn(group)) {
        await keep(request, label);
        return queuedAnswer();
      }
    }
    const kept = request.clone();
    // no answer within the deadline (a network that carries nothing): kept like a failed send
    const bodyBytes = (await request.clone().arrayBuffer()).byteLength;
    try {
      return await fetchWithin((sent, init) => fetch(sent, init), request, writeAnswerDeadlineMs(bodyBytes));
    } catch {
      await keep(kept, label);
      return queuedAnswer();
    }
  });

  async function retry(key: string, authorization: string | null): Promise<void> {
    const record = await readRecord(key);
    if (!record) return;
    if (record.state === 'failed' && record.request) {
      const data: RequestData = { ...record.request, headers: { ...record.request.headers } };
      if (authorization) data.headers.authorization = authorization;
      const { request: _kept, ...rest } = record;
      const meta: WriteMeta = { key, group: outboxGroup(record), user_id: record.user_id };
      await queue.pushRequest({ request: new StorableRequest(data).toRequest(), metadata: { ...meta } });
      await writeRecord(retriedRecord(rest, Date.now()));
    } else if (record.state === 'failed') {
      return;
    }
    forced.add(key);
    await changed();
    await replayFresh();
  }

  async function discard(key: string): Promise<void> {
    await del(key, records);
    for (const write of await keptWrites()) {
      if (write.meta.key === key) await store.deleteEntry(write.id);
    }
    await changed();
  }

  async function clearFor(userId: string): Promise<void> {
    for (const record of await values<StoredRecord>(records)) {
      if (record.user_id === userId) await del(record.key, records);
    }
    for (const write of await keptWrites()) {
      if (write.meta.user_id === userId) await store.deleteEntry(write.id);
    }
    await changed();
  }

  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const data = (event.data ?? {}) as {
      type?: unknown;
      key?: unknown;
      user_id?: unknown;
      authorization?: unknown;
    };
    const port = event.ports[0];
    const answer = (work: Promise<unknown>) =>
      event.waitUntil(
        work
          .catch((error: unknown) => console.error('Outbox message failed', error))
          .then(() => port?.postMessage({ done: true })),
      );
    if (data.type === SW_MESSAGES.replay) {
      // Sent when the page loads or comes back online: try again shortly while the network settles.
      answer(replayWithRetries(replay));
    } else if (data.type === SW_MESSAGES.outboxRetry && typeof data.key === 'string') {
      answer(retry(data.key, typeof data.authorization === 'string' ? data.authorization : null));
    } else if (data.type === SW_MESSAGES.outboxDiscard && typeof data.key === 'string') {
      answer(discard(data.key));
    } else if (data.type === SW_MESSAGES.outboxClear && typeof data.user_id === 'string') {
      answer(clearFor(data.user_id));
    }
  });
}

/** The route for queueable writes (POST only). */
function registerWriteRoute(handler: (request: Request) => Promise<Response>): void {
  registerRoute(
    ({ request, url }) => isQueueableWrite(request, url),
    ({ request }) => handler(request),
    'POST',
  );
}
