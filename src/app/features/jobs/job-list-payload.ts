import type { JobListSearch } from './job-list-search';

/*
 * What the list screens do with their parsed search. Apart from job-list-search.ts, whose parser
 * every first visit loads (the routes' validateSearch): these load with the screens only.
 */

/**
 * The search as a call's payload (the page always set; certificate_type only where the call takes
 * it; the New marks' time left out: it is the screen's, not the search's).
 */
export function listPayload(
  search: JobListSearch,
): Required<Pick<JobListSearch, 'page'>> & Omit<JobListSearch, 'page' | 'new_since'> {
  const { new_since: _newSince, ...payload } = search;
  return { ...payload, page: search.page ?? 1 };
}

/** What the list shows besides its filters: the page, the order, the New marks. */
const NOT_FILTERS = new Set(['page', 'sort', 'new_since']);

/** Whether any filter is set (the saved list's empty text differs). */
export function hasFilters(search: JobListSearch): boolean {
  return Object.entries(search).some(([name, value]) => !NOT_FILTERS.has(name) && value !== undefined);
}

/** Whether a job was posted after `since` (an ISO time): New on a saved search's list (SS2). */
export function isNewSince(createdAt: string | null, since: string | undefined): boolean {
  if (!since || !createdAt) return false;
  return Date.parse(createdAt) > Date.parse(since);
}
