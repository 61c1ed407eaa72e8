import { JOB_LIST_SEARCH_KEYS, type JobListSearch } from './job-list-search';

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
  const { new_since: _newSince, ...payload } = listOwn(search);
  return { ...payload, page: search.page ?? 1 };
}

/**
 * The list's own keys of a route's search, set ones only: the router lays the parsed search over
 * the address's raw query, so another key (a shared link's `utm_source`) would otherwise go into
 * the call's payload, its cache key and the filters' test.
 */
function listOwn(search: JobListSearch): JobListSearch {
  const own: Record<string, unknown> = {};
  for (const name of JOB_LIST_SEARCH_KEYS) {
    if (search[name] !== undefined) own[name] = search[name];
  }
  return own as JobListSearch;
}

/** What the list shows besides its filters: the page, the order, the New marks. */
const NOT_FILTERS = new Set(['page', 'sort', 'new_since']);

/** Whether any filter is set (the saved list's empty text differs). */
export function hasFilters(search: JobListSearch): boolean {
  return Object.keys(listOwn(search)).some((name) => !NOT_FILTERS.has(name));
}

/** Whether a job was posted after `since` (an ISO time): New on a saved search's list (SS2). */
export function isNewSince(createdAt: string | null, since: string | undefined): boolean {
  if (!since || !createdAt) return false;
  return Date.parse(createdAt) > Date.parse(since);
}
