import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { SW_MESSAGES } from '../../../contract/headers';
import { QUERY_ROOTS } from '../../api/query-keys';
import { readOutbox } from '../../offline/outbox';
import { getUserId } from '../../session';
import { setSavedEverywhere } from './job-cache';

/**
 * Saves and unsaves the service worker holds for later (made offline): job id -> the state asked
 * for. Kept in localStorage so a reload (or a closed tab) still shows them as waiting; emptied
 * when the worker says it sent its queue, undone when it dropped them because the session ended.
 */
const STORAGE_KEY = 'rcm-pending-saves';
type Pending = Record<string, boolean>;
const listeners = new Set<() => void>();
let snapshot: Pending | null = null;

function read(): Pending {
  if (snapshot) return snapshot;
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    snapshot = typeof parsed === 'object' && parsed !== null ? (parsed as Pending) : {};
  } catch {
    snapshot = {};
  }
  return snapshot;
}

function write(next: Pending): void {
  snapshot = next;
  if (Object.keys(next).length === 0) localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

export function markPendingSave(jobId: number, saved: boolean): void {
  write({ ...read(), [String(jobId)]: saved });
}

export function pendingSaves(): Pending {
  return read();
}

/** The queue was sent: nothing waits any more. */
export function clearPendingSaves(): void {
  write({});
}

/** Whether a save or unsave of this job waits in the service worker's queue. */
export function usePendingSave(jobId: number): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => String(jobId) in read(),
    () => false,
  );
}

let listening = false;

/** The jobs whose save or unsave still waits in the outbox (none when it cannot be read). */
async function savesStillWaiting(): Promise<Set<number>> {
  const userId = getUserId();
  if (userId === null) return new Set();
  try {
    const records = await readOutbox(String(userId));
    return new Set(
      records
        .filter((record) => record.kind === 'save_job' || record.kind === 'unsave_job')
        .filter((record) => record.state === 'waiting' || record.state === 'sending')
        .map((record) => record.job_id),
    );
  } catch {
    return new Set();
  }
}

/**
 * Follows the worker's queue messages once per page: after a replay the waiting marks go and the
 * job lists are asked again; a save dropped for an ended session is undone on every card (the
 * app's worker registration says why).
 */
export function followQueuedSaves(queryClient: QueryClient): void {
  if (listening || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  listening = true;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; url?: unknown } | null;
    if (data?.type === SW_MESSAGES.replayed) {
      if (Object.keys(read()).length === 0) return;
      // Writes of other jobs may still wait (a job's writes hold back only that job's): keep their marks.
      void savesStillWaiting().then((waiting) => {
        write(Object.fromEntries(Object.entries(read()).filter(([jobId]) => waiting.has(Number(jobId)))));
        for (const root of [QUERY_ROOTS.jobs, QUERY_ROOTS.job, QUERY_ROOTS.dashboard]) {
          void queryClient.invalidateQueries({ queryKey: [root] });
        }
      });
    } else if (
      data?.type === SW_MESSAGES.authDropped &&
      typeof data.url === 'string' &&
      data.url.includes('/save_job')
    ) {
      for (const [jobId, saved] of Object.entries(read()))
        setSavedEverywhere(queryClient, Number(jobId), !saved);
      clearPendingSaves();
    }
  });
}
