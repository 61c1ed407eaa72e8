import { QUERY_ROOTS } from '@app/api/query-keys';
import { useOutboxListener, useOutboxSelection } from '@app/offline/outbox';
import type { OutboxRecord, OutboxState } from '@contract/outbox';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { setSavedEverywhere } from './job-cache';

/**
 * Saves and unsaves the service worker holds (made offline), read from its outbox records: the
 * one store of what waits, so a reload, a closed tab or a replay while no card was on screen
 * cannot leave a 'Waiting to send' behind.
 */

const isSaveRecord = (record: OutboxRecord) => record.kind === 'save_job' || record.kind === 'unsave_job';
const isWaiting = (record: OutboxRecord) => record.state === 'waiting' || record.state === 'sending';

/** Job id -> the state asked for, for every save or unsave still waiting (the latest per job). */
export function waitingSaves(records: readonly OutboxRecord[]): Map<number, boolean> {
  const waiting = new Map<number, boolean>();
  for (const record of records) {
    if (isSaveRecord(record) && isWaiting(record)) waiting.set(record.job_id, record.kind === 'save_job');
  }
  return waiting;
}

export interface SaveChanges {
  /** Some save reached the server since last seen: the job lists are asked again. */
  sent: boolean;
  /** Saves the server did not take (the session ended, a refusal): job id -> the state to put back. */
  undo: Map<number, boolean>;
}

/**
 * What changed since the records last seen (`seen`: key -> state, updated in place): a save that
 * was waiting and is now sent, or one first seen already sent (sent while no page listened);
 * a save that was waiting and failed is undone on the cards.
 */
export function saveChanges(seen: Map<string, OutboxState>, records: readonly OutboxRecord[]): SaveChanges {
  const changes: SaveChanges = { sent: false, undo: new Map() };
  for (const record of records) {
    if (!isSaveRecord(record)) continue;
    const before = seen.get(record.key);
    seen.set(record.key, record.state);
    if (before === record.state) continue;
    if (record.state === 'sent') changes.sent = true;
    else if (record.state === 'failed' && before !== undefined)
      changes.undo.set(record.job_id, record.kind !== 'save_job');
  }
  return changes;
}

const seen = new Map<string, OutboxState>();

/** Puts back the saves not taken and asks the lists again after a change. */
export function applyChanges(queryClient: QueryClient, changes: SaveChanges): void {
  for (const [jobId, saved] of changes.undo) setSavedEverywhere(queryClient, jobId, saved);
  if (changes.sent || changes.undo.size > 0) {
    for (const root of [QUERY_ROOTS.jobs, QUERY_ROOTS.job, QUERY_ROOTS.dashboard]) {
      void queryClient.invalidateQueries({ queryKey: [root] });
    }
  }
}

/** Whether a save or unsave of this job waits in the service worker's queue. */
export function usePendingSave(jobId: number): boolean {
  return useOutboxSelection((outbox) => waitingSaves(outbox.records).has(jobId));
}

/**
 * Follows the outbox on the screens with save toggles: after a save is sent the job lists are
 * asked again; a save the server did not take is undone on every card. (Each record's change is
 * handled once however many cards follow.)
 */
export function useFollowQueuedSaves(): void {
  const queryClient = useQueryClient();
  useOutboxListener((outbox) => applyChanges(queryClient, saveChanges(seen, outbox.records)));
}
