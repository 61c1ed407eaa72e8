import { autosaveStore, deleteAutosaveKeys } from '@app/offline/assessment-autosave-db';
import { get, getMany, setMany } from 'idb-keyval';
import type { Answers, Recordings } from './assessment-answers';

/**
 * The assessment answers kept on this device (issue 9): every answer change and every finished
 * recording is written to IndexedDB at once, so a reload, a crash or a closed tab loses nothing.
 * One record per candidate and job (`${user_id}:${job_id}`: answers and updated_at) and one per
 * recording beside it (written once, not again on every keystroke); deleted after the server
 * confirms a submit, and all of a candidate's on sign-out (`clearCandidateAutosaves`).
 */

export interface AssessmentAutosave {
  answers: Answers;
  /** new recordings not yet sent, by question id */
  recordings: Recordings;
  /** when it was written (ms since epoch) */
  updated_at: number;
}

export const autosaveKey = (userId: string | number, jobId: number) => `${userId}:${jobId}`;
/** A recording is its own record, written once when it is made. */
const recordingKey = (userId: string | number, jobId: number, questionId: number) =>
  `${autosaveKey(userId, jobId)}:audio:${questionId}`;

/** What the answers record holds: the recordings by the question ids of their own records. */
interface StoredAnswers {
  answers: Answers;
  recording_ids: number[];
  updated_at: number;
}

function isStoredAnswers(value: unknown): value is StoredAnswers {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<StoredAnswers>;
  return (
    typeof record.updated_at === 'number' &&
    typeof record.answers === 'object' &&
    record.answers !== null &&
    Array.isArray(record.recording_ids)
  );
}

/** The recording last written under each key: a Blob already kept is not written again. */
const written = new Map<string, Blob>();

/** The device's copy for this candidate and job, or null (none, unreadable, or no IndexedDB). */
export async function loadAutosave(
  userId: string | number,
  jobId: number,
): Promise<AssessmentAutosave | null> {
  try {
    const value: unknown = await get(autosaveKey(userId, jobId), autosaveStore());
    if (!isStoredAnswers(value)) return null;
    const ids = value.recording_ids.filter((id) => Number.isInteger(id));
    const keysOf = ids.map((id) => recordingKey(userId, jobId, id));
    const blobs: unknown[] = keysOf.length > 0 ? await getMany(keysOf, autosaveStore()) : [];
    const recordings: Recordings = {};
    ids.forEach((id, index) => {
      const blob = blobs[index];
      if (blob instanceof Blob) {
        recordings[id] = blob;
        written.set(keysOf[index], blob);
      }
    });
    return { answers: value.answers, recordings, updated_at: value.updated_at };
  } catch (error) {
    console.error('Reading the saved answers failed', error);
    return null;
  }
}

/**
 * Writes the device's copy now, in one transaction: the answers with the time, and each recording
 * not kept yet. Resolves false when it could not be written (storage full...).
 */
export async function writeAutosave(
  userId: string | number,
  jobId: number,
  value: Omit<AssessmentAutosave, 'updated_at'>,
  now: number = Date.now(),
): Promise<boolean> {
  const ids = Object.keys(value.recordings).map(Number);
  const stored: StoredAnswers = { answers: value.answers, recording_ids: ids, updated_at: now };
  const fresh: [string, Blob][] = [];
  for (const id of ids) {
    const key = recordingKey(userId, jobId, id);
    const blob = value.recordings[id];
    if (written.get(key) !== blob) fresh.push([key, blob]);
  }
  try {
    await setMany([[autosaveKey(userId, jobId), stored], ...fresh], autosaveStore());
    for (const [key, blob] of fresh) written.set(key, blob);
    return true;
  } catch (error) {
    console.error('Saving the answers on this phone failed', error);
    return false;
  }
}

/** Deletes `exact` and the keys that start with `prefix`; every key when both are null. */
async function deleteKeys(prefix: string | null, exact: string | null = null): Promise<void> {
  for (const key of await deleteAutosaveKeys(prefix, exact)) written.delete(key);
}

/** Deletes the device's copy for this job, recordings included (after the server confirmed a submit). */
export async function clearAutosave(userId: string | number, jobId: number): Promise<void> {
  try {
    const key = autosaveKey(userId, jobId);
    await deleteKeys(`${key}:`, key);
  } catch (error) {
    console.error('Deleting the saved answers failed', error);
  }
}

/**
 * Deletes every assessment autosave of this candidate (sign-out), or of everyone on this device
 * when no user id is given.
 */
export async function clearCandidateAutosaves(userId?: string | number | null): Promise<void> {
  try {
    await deleteKeys(userId === undefined || userId === null ? null : `${userId}:`);
  } catch (error) {
    console.error('Deleting the saved answers failed', error);
  }
}

export interface ServerAnswers {
  answers: Answers;
  /** assessment_updated_at: ISO date-time, or null when never saved */
  updatedAt: string | null;
}

export interface ChosenAnswers {
  source: 'device' | 'server';
  answers: Answers;
  recordings: Recordings;
}

/**
 * The newer of the device's copy (updated_at, ms) and the server's (assessment_updated_at, ISO;
 * null = never saved). The device's copy fills only the questions the job still has; a tie goes
 * to the server.
 */
export function newestAnswers(device: AssessmentAutosave | null, server: ServerAnswers): ChosenAnswers {
  const serverTime = server.updatedAt ? Date.parse(server.updatedAt) : Number.NEGATIVE_INFINITY;
  const serverAt = Number.isNaN(serverTime) ? Number.NEGATIVE_INFINITY : serverTime;
  if (!device || !(device.updated_at > serverAt)) {
    return { source: 'server', answers: server.answers, recordings: {} };
  }
  const answers: Answers = { ...server.answers };
  const recordings: Recordings = {};
  for (const key of Object.keys(server.answers)) {
    const id = Number(key);
    if (id in device.answers) answers[id] = device.answers[id];
    const recording = device.recordings[id];
    if (recording instanceof Blob) recordings[id] = recording;
  }
  return { source: 'device', answers, recordings };
}
