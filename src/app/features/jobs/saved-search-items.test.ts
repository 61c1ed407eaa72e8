import type { OutboxRecord } from '@contract/outbox';
import {
  EMPTY_SAVED_SEARCH,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  savedSearchKey,
} from '@contract/saved-searches';
import { describe, expect, it } from 'vitest';
import {
  canSaveAnother,
  findSameSearch,
  newCountLabel,
  savedSearchItems,
  savedSearchWritesSettled,
} from './saved-search-items';

const saved = (id: number, name = `Search ${id}`): SavedSearch => ({
  id,
  name,
  search: EMPTY_SAVED_SEARCH,
  created_at: '2026-03-01T10:00:00.000Z',
  last_opened_at: '2026-03-01T10:00:00.000Z',
  new_count: 0,
});
const record = (fields: Partial<OutboxRecord>): OutboxRecord => ({
  kind: 'save_search',
  job_id: 0,
  title: 'Coders',
  user_id: '1',
  key: 'k1',
  created_at: 1,
  updated_at: 1,
  state: 'waiting',
  reason: null,
  status: null,
  attempts: 0,
  next_attempt_at: null,
  can_retry: false,
  ...fields,
});

describe('the saved-search list with the writes still waiting', () => {
  it('lists a save made offline first, as waiting, and marks a search whose delete waits', () => {
    const items = savedSearchItems(
      [saved(1), saved(2)],
      [
        record({ key: 'a', title: 'Coders' }),
        record({ key: 'b', kind: 'delete_saved_search', search_id: 2, title: 'Search 2' }),
        record({ key: 'c', title: 'Sent already', state: 'sent' }),
        record({ key: 'd', kind: 'save_job', job_id: 5 }),
      ],
    );
    expect(items).toEqual([
      { kind: 'waiting', key: 'a', name: 'Coders' },
      { kind: 'saved', search: saved(1), deleting: false },
      { kind: 'saved', search: saved(2), deleting: true },
    ]);
  });

  it('lists the searches with new jobs first (issue 35 C6), each group in the server’s order (newest first)', () => {
    const withNew = (id: number, count: number) => ({ ...saved(id), new_count: count });
    const items = savedSearchItems(
      [saved(5), withNew(4, 2), saved(3), withNew(2, 7), saved(1)],
      [record({ key: 'a', title: 'Coders' })],
    );
    expect(items.map((item) => (item.kind === 'saved' ? item.search.id : item.key))).toEqual([
      4,
      2,
      'a',
      5,
      3,
      1,
    ]);
    // the dashboard's first three are the ones with new jobs
    expect(items.slice(0, 2).every((item) => item.kind === 'saved' && item.search.new_count > 0)).toBe(true);
  });

  it('allows another save below the limit, counting waiting saves and not waiting deletes', () => {
    const full = Array.from({ length: SAVED_SEARCHES_MAX }, (_, index) => saved(index + 1));
    expect(canSaveAnother(savedSearchItems(full, []))).toBe(false);
    expect(canSaveAnother(savedSearchItems(full.slice(1), []))).toBe(true);
    expect(canSaveAnother(savedSearchItems(full.slice(1), [record({})]))).toBe(false);
    expect(
      canSaveAnother(savedSearchItems(full, [record({ kind: 'delete_saved_search', search_id: 3 })])),
    ).toBe(true);
  });

  it('says the count in words', () => {
    expect(newCountLabel(0)).toBe('No new jobs');
    expect(newCountLabel(3)).toBe('3 new');
    expect(newCountLabel(99)).toBe('99+ new');
  });

  it('asks the list again once a waiting save or delete is sent or failed, once per change', () => {
    const seen = new Map<string, string>();
    expect(savedSearchWritesSettled(seen, [record({ state: 'waiting' })])).toBe(false);
    expect(savedSearchWritesSettled(seen, [record({ state: 'sent' })])).toBe(true);
    expect(savedSearchWritesSettled(seen, [record({ state: 'sent' })])).toBe(false);
    expect(savedSearchWritesSettled(seen, [record({ key: 'x', kind: 'save_job', state: 'sent' })])).toBe(
      false,
    );
  });
});

describe('the same search, saved or waiting to be saved', () => {
  const coders = {
    ...saved(3, 'Coders'),
    search: { ...EMPTY_SAVED_SEARCH, q: 'Medical coder', location: 'Chennai' },
  };
  const again = { ...EMPTY_SAVED_SEARCH, q: ' medical  Coder', location: 'chennai' };

  it('finds the kept search with the same words and filters, once normalised', () => {
    expect(findSameSearch(again, [saved(1), coders], [])).toEqual({ kind: 'saved', search: coders });
    expect(findSameSearch({ ...again, skill: 'cpc' }, [saved(1), coders], [])).toBeNull();
    expect(findSameSearch(again, undefined, [])).toBeNull();
  });

  it('finds a save of it still waiting in the queue (offline), and skips a search whose delete waits', () => {
    const waiting = record({ key: 'w', title: 'Chennai coders', search_key: savedSearchKey(again) });
    expect(findSameSearch(again, [], [waiting])).toEqual({ kind: 'waiting', name: 'Chennai coders' });
    expect(findSameSearch(again, [], [{ ...waiting, state: 'failed' }])).toBeNull();
    const deleting = record({ key: 'd', kind: 'delete_saved_search', search_id: 3 });
    expect(findSameSearch(again, [coders], [deleting])).toBeNull();
  });
});
