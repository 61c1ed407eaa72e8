import type { OutboxRecord } from '@contract/outbox';
import {
  SAVED_SEARCH_NEW_COUNT_CAP,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type SavedSearchQuery,
  savedSearchKey,
} from '@contract/saved-searches';

/**
 * The dashboard's saved-search list as the candidate sees it: what the server answered, with the
 * writes still waiting in the service worker's queue (its outbox records, the one store of what
 * waits) laid over it: a save made offline is listed as waiting, a delete made offline marks its
 * search as waiting to be deleted. The searches with new jobs come first (in the first three the
 * dashboard shows), ordered here from the counts the phone's list holds rather than by the server
 * (which answers newest first), so the order follows the counts however the list was refreshed.
 */

export type SavedSearchItem =
  | { kind: 'saved'; search: SavedSearch; deleting: boolean }
  | { kind: 'waiting'; key: string; name: string };

/** The dashboard lists this many saved searches, and 'Show all (n)' the rest (SS3). */
export const SAVED_SEARCHES_SHOWN_FIRST = 3;

const waits = (record: OutboxRecord) => record.state === 'waiting' || record.state === 'sending';

export function savedSearchItems(
  saved: readonly SavedSearch[],
  records: readonly OutboxRecord[],
): SavedSearchItem[] {
  const deleting = new Set(
    records
      .filter((record) => record.kind === 'delete_saved_search' && waits(record))
      .map((record) => record.search_id),
  );
  const waiting: SavedSearchItem[] = records
    .filter((record) => record.kind === 'save_search' && waits(record))
    .reverse()
    .map((record) => ({ kind: 'waiting', key: record.key, name: record.title }));
  const item = (search: SavedSearch): SavedSearchItem => ({
    kind: 'saved',
    search,
    deleting: deleting.has(search.id),
  });
  // the searches with new jobs first (issue 35 C6), then the saves still waiting (the newest),
  // then the rest; each in the server's order, newest first
  return [
    ...saved.filter((search) => search.new_count > 0).map(item),
    ...waiting,
    ...saved.filter((search) => search.new_count <= 0).map(item),
  ];
}

/** A search already kept (on the server, as this phone last saw it) or whose save still waits in the queue. */
export type SameSearch = { kind: 'saved'; search: SavedSearch } | { kind: 'waiting'; name: string };

/**
 * The saved search, or the save still waiting, of the same search (`savedSearchKey`: the same
 * words and filters once normalised) as `search`, or null: saving it again would keep it twice.
 * A search whose delete waits does not count (it is going).
 */
export function findSameSearch(
  search: SavedSearchQuery,
  saved: readonly SavedSearch[] | undefined,
  records: readonly OutboxRecord[],
): SameSearch | null {
  const key = savedSearchKey(search);
  const waiting = records.find(
    (record) => record.kind === 'save_search' && waits(record) && record.search_key === key,
  );
  if (waiting) return { kind: 'waiting', name: waiting.title };
  const deleting = new Set(
    records
      .filter((record) => record.kind === 'delete_saved_search' && waits(record))
      .map((record) => record.search_id),
  );
  const same = saved?.find((item) => !deleting.has(item.id) && savedSearchKey(item.search) === key);
  return same ? { kind: 'saved', search: same } : null;
}

/** Whether another search may be saved: those kept and those waiting, below the limit. */
export function canSaveAnother(items: readonly SavedSearchItem[]): boolean {
  return items.filter((item) => item.kind === 'waiting' || !item.deleting).length < SAVED_SEARCHES_MAX;
}

/** '3 new', '99+ new' at the cap, or 'No new jobs'. */
export function newCountLabel(count: number): string {
  if (count <= 0) return 'No new jobs';
  return count >= SAVED_SEARCH_NEW_COUNT_CAP ? `${SAVED_SEARCH_NEW_COUNT_CAP}+ new` : `${count} new`;
}

/** The saved searches' writes waiting in the outbox: all the list shows of it (`savedSearchItems`). */
export function waitingSavedSearchWrites(records: readonly OutboxRecord[]): OutboxRecord[] {
  return records.filter(
    (record) => (record.kind === 'save_search' || record.kind === 'delete_saved_search') && waits(record),
  );
}

/** Whether a saved-search write changed state since last seen (sent or failed): the list is asked again. */
export function savedSearchWritesSettled(
  seen: Map<string, string>,
  records: readonly OutboxRecord[],
): boolean {
  let settled = false;
  for (const record of records) {
    if (record.kind !== 'save_search' && record.kind !== 'delete_saved_search') continue;
    const before = seen.get(record.key);
    seen.set(record.key, record.state);
    if (before !== record.state && (record.state === 'sent' || record.state === 'failed')) settled = true;
  }
  return settled;
}
