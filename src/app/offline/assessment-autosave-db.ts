import { createStore, delMany, keys, type UseStore } from 'idb-keyval';

/**
 * Where the assessment screen keeps the answers given on this device (features/assessment/
 * autosave-store.ts owns what is in it): keys `${user_id}:${job_id}` and
 * `${user_id}:${job_id}:audio:${question_id}`. Named here so that leaving the account
 * (clear-device-data.ts) can clear it without reaching into the feature.
 */
export const AUTOSAVE_DB = 'rcm-assessment-answers';
export const AUTOSAVE_STORE = 'answers';

let store: UseStore | null = null;
/** Opened on first use (a test may replace indexedDB first). */
export function autosaveStore(): UseStore {
  store ??= createStore(AUTOSAVE_DB, AUTOSAVE_STORE);
  return store;
}

/** Deletes `exact` and the keys that start with `prefix`; every key when both are null. Answers the deleted keys. */
export async function deleteAutosaveKeys(
  prefix: string | null,
  exact: string | null = null,
): Promise<string[]> {
  const all = await keys(autosaveStore());
  const doomed = all.filter(
    (key): key is string =>
      typeof key === 'string' && (prefix === null || key === exact || key.startsWith(prefix)),
  );
  if (doomed.length > 0) await delMany(doomed, autosaveStore());
  return doomed;
}
