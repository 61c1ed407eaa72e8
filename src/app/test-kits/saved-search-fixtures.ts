import { EMPTY_SAVED_SEARCH, type SavedSearch } from '@contract/saved-searches';

/** For the tests: a saved search of the candidate (id 4) with 3 new jobs. */
export const codersInChennai: SavedSearch = {
  id: 4,
  name: 'Coders in Chennai',
  search: { ...EMPTY_SAVED_SEARCH, job_role: 'coder', location: 'Chennai' },
  created_at: '2026-03-01T10:00:00.000Z',
  last_opened_at: '2026-03-01T10:00:00.000Z',
  new_count: 3,
};
