import { isOutboxRecordVisible, OUTBOX_SENT_VISIBLE_MS, type OutboxRecord } from '@contract/outbox';
import { OUTBOX_DB, OUTBOX_STORE, type PageMessage, SW_MESSAGES } from '@contract/page-worker';
import { createStore, values } from 'idb-keyval';
import { useEffect, useEffectEvent, useRef, useSyncExternalStore } from 'react';
import { getToken, getUserId } from '../session';
import { hasIndexedDb } from './has-indexed-db';

/**
 * The page's side of the outbox (issue 9): the service worker is the only writer of the records
 * (OUTBOX_DB); pages read them, listen for its OUTBOX_CHANGED message, and ask it to retry,
 * discard or clear. Only the signed-in candidate's records are shown.
 */

let outboxStore: ReturnType<typeof createStore> | undefined;
const store = () => {
  outboxStore ??= createStore(OUTBOX_DB, OUTBOX_STORE);
  return outboxStore;
};

/** This candidate's records, in the order they were made (the order they are sent in per job). */
export async function readOutbox(userId: string, now = Date.now()): Promise<OutboxRecord[]> {
  if (!hasIndexedDb()) return [];
  const all = await values<OutboxRecord>(store());
  return all
    .filter((record) => record.user_id === userId && isOutboxRecordVisible(record, now))
    .map(({ request: _request, ...record }: OutboxRecord & { request?: unknown }) => record)
    .sort((a, b) => a.created_at - b.created_at || a.key.localeCompare(b.key));
}

/** Calls `listener` whenever the service worker says the records changed; returns the unsubscribe. */
export function subscribeToOutbox(listener: () => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => {};
  const onMessage = (event: MessageEvent) => {
    const type = (event.data as { type?: unknown } | null)?.type;
    if (type === SW_MESSAGES.outboxChanged || type === SW_MESSAGES.replayed) listener();
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}

/** How long the page waits for the worker to say a message was handled. */
export const WORKER_ANSWER_TIMEOUT_MS = 5000;

/** Posts a message to the active worker and waits for its `{done}` (or the timeout); false without a worker. */
export async function tellWorker(message: PageMessage): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.getRegistration();
  const worker = navigator.serviceWorker.controller ?? registration?.active;
  if (!worker) return false;
  const channel = new MessageChannel();
  const answered = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), WORKER_ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
  });
  worker.postMessage(message, [channel.port2]);
  return answered;
}

/** Send this record now; a failed one is sent with the current session. */
export function retryOutboxRecord(key: string): Promise<boolean> {
  const token = getToken();
  return tellWorker({
    type: SW_MESSAGES.outboxRetry,
    key,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
}

export function discardOutboxRecord(key: string): Promise<boolean> {
  return tellWorker({ type: SW_MESSAGES.outboxDiscard, key });
}

/** Sign-out: this candidate's records and waiting writes go. */
export function clearOutbox(userId: string): Promise<boolean> {
  return tellWorker({ type: SW_MESSAGES.outboxClear, user_id: userId });
}

/** Records that still need the candidate's attention or the network: everything but sent. */
export function countOutbox(records: readonly OutboxRecord[]) {
  let waiting = 0;
  let failed = 0;
  for (const record of records) {
    if (record.state === 'failed') failed += 1;
    else if (record.state !== 'sent') waiting += 1;
  }
  return { waiting, failed };
}

/** While writes wait and the browser is online, the page asks for a replay this often (back-off is the worker's). */
export const OUTBOX_NUDGE_MS = 15_000;

export interface OutboxView {
  records: OutboxRecord[];
  waiting: number;
  failed: number;
  /** false until the first read */
  loaded: boolean;
}

const EMPTY: OutboxView = { records: [], waiting: 0, failed: 0, loaded: false };
let view: OutboxView = EMPTY;
/** Whose records `view` holds (the session's user id when they were read). */
let readFor: number | null = null;
const listeners = new Set<() => void>();
let stopWatching: (() => void) | undefined;
let sentTimer: ReturnType<typeof setTimeout> | undefined;
let nudgeTimer: ReturnType<typeof setInterval> | undefined;

function publish(records: OutboxRecord[]): void {
  // a read that found what the last one found changes nothing: nothing renders for it
  if (!view.loaded || !sameOutboxRecords(view.records, records)) {
    view = { records, ...countOutbox(records), loaded: true };
    for (const listener of listeners) listener();
  }
  // A sent record leaves the list after a short while: read again then.
  clearTimeout(sentTimer);
  if (records.some((record) => record.state === 'sent'))
    sentTimer = setTimeout(refreshOutbox, OUTBOX_SENT_VISIBLE_MS + 100);
  // Writes that wait are tried again every little while (the worker skips those in back-off).
  if (view.waiting > 0 && nudgeTimer === undefined) {
    nudgeTimer = setInterval(() => {
      if (navigator.onLine) void tellWorker({ type: SW_MESSAGES.replay });
    }, OUTBOX_NUDGE_MS);
  } else if (view.waiting === 0 && nudgeTimer !== undefined) {
    clearInterval(nudgeTimer);
    nudgeTimer = undefined;
  }
}

/** Reads the signed-in candidate's records again (after a change the page made itself, say). */
export function refreshOutbox(): void {
  void readAndPublish();
}

function readAndPublish(): Promise<void> {
  const userId = getUserId();
  if (userId === null) {
    readFor = null;
    publish([]);
    return Promise.resolve();
  }
  return readOutbox(String(userId))
    .then((records) => {
      readFor = userId;
      publish(records);
    })
    .catch((error: unknown) => {
      console.error('Reading the outbox failed', error);
      publish(view.records);
    });
}

/**
 * The first read of the outbox, started by the signed-in area's loader before its first render
 * (it settles when the read is done): the screen is then drawn with it, instead of drawing the
 * preferences' boxes disabled and again a moment later. Nothing when it has been read already.
 */
export function preloadOutbox(): Promise<void> {
  return view.loaded && readFor === getUserId() ? Promise.resolve() : readAndPublish();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!stopWatching) {
    // what was read before (a preload) is another session's: nothing is known of this one's yet
    if (view.loaded && readFor !== getUserId()) view = EMPTY;
    const unsubscribe = subscribeToOutbox(refreshOutbox);
    window.addEventListener('focus', refreshOutbox);
    stopWatching = () => {
      unsubscribe();
      window.removeEventListener('focus', refreshOutbox);
      clearTimeout(sentTimer);
      clearInterval(nudgeTimer);
      nudgeTimer = undefined;
    };
    refreshOutbox();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopWatching?.();
      stopWatching = undefined;
      view = EMPTY;
    }
  };
}

/** The signed-in candidate's outbox, kept fresh from the worker's messages (one reader for every screen). */
export function useOutbox(): OutboxView {
  return useSyncExternalStore(
    subscribe,
    () => view,
    () => EMPTY,
  );
}

/**
 * One part of the outbox, for a component that shows only that part (a count, one job's save):
 * it renders again when that part changes (`equal`), not each time the outbox is read. The
 * first read after opening is the usual case: it found nothing waiting, and the header, the
 * save toggles and the sign-out dialog rendered again for it, in the first screen's busiest moment.
 */
export function useOutboxSelection<T>(
  select: (outbox: OutboxView) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  const last = useRef<{ from: OutboxView; select: (outbox: OutboxView) => T; value: T } | null>(null);
  const selected = (from: OutboxView): T => {
    const previous = last.current;
    if (previous && previous.from === from && previous.select === select) return previous.value;
    const value = select(from);
    // the same part as before: the same value, so React keeps what it drew
    const kept = previous && equal(previous.value, value) ? previous.value : value;
    last.current = { from, select, value: kept };
    return kept;
  };
  return useSyncExternalStore(
    subscribe,
    () => selected(view),
    () => selected(EMPTY),
  );
}

/** What waits and what failed (the header's outbox link). */
export function outboxCounts(outbox: OutboxView): { waiting: number; failed: number } {
  return { waiting: outbox.waiting, failed: outbox.failed };
}

export function sameOutboxCounts(
  a: { waiting: number; failed: number },
  b: { waiting: number; failed: number },
) {
  return a.waiting === b.waiting && a.failed === b.failed;
}

/** Writes made on this device and not sent (a sign-out would lose them). */
export function unsentCount(outbox: OutboxView): number {
  return outbox.waiting + outbox.failed;
}

/** Records of the same kinds, keys and states, in the same order (one read and the next alike). */
export function sameOutboxRecords(a: readonly OutboxRecord[], b: readonly OutboxRecord[]): boolean {
  return (
    a.length === b.length &&
    a.every((record, index) => record === b[index] || JSON.stringify(record) === JSON.stringify(b[index]))
  );
}

/**
 * Calls `listener` with the outbox after each read (at once when it has been read already), for
 * a component that acts on a change (asks a list again) without showing the records itself: it
 * does not render for them.
 */
export function useOutboxListener(listener: (outbox: OutboxView) => void): void {
  const onRead = useEffectEvent(listener);
  useEffect(() => {
    const call = () => {
      if (view.loaded) onRead(view);
    };
    const unsubscribe = subscribe(call);
    call();
    return unsubscribe;
  }, []);
}
