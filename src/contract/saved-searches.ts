import * as v from 'valibot';
import { endpoint } from './endpoint';
import { idNumber } from './ids';
import { JOB_SEARCH_FIELDS } from './job-search-fields';
import { jobSearchPayloadSchema, NO_JOB_SEARCH_FILTERS } from './jobs';

/**
 * Saved searches (issue 19 §2; ours, beyond the spec): a candidate keeps up to
 * SAVED_SEARCHES_MAX searches of /jobpostings by name, and sees on the dashboard how many jobs
 * matching each were posted since they last opened it. The stored search is the job search's six
 * filters plus `q`, the free-text words of the search box.
 */

export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 60;
/**
 * A count of new jobs stops at this many (the dashboard says '99+ new'): counting stops early, so
 * a search not opened for months costs no more than one opened yesterday.
 */
export const SAVED_SEARCH_NEW_COUNT_CAP = 99;

export const SAVED_SEARCHES_FULL = `You can keep up to ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`;
export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found';
export const SAVED_SEARCH_NAME_REQUIRED = 'Please enter a name for this search';
export const SAVED_SEARCH_NAME_TOO_LONG = `The name must be at most ${SAVED_SEARCH_NAME_MAX} characters`;
/** The name of a search with no words and no filters. */
export const ALL_JOBS_NAME = 'All jobs';

/** The search a saved search keeps: the free-text words and the six filters ('' = not set). */
const { page: _page, sort: _sort, ...searchFilters } = jobSearchPayloadSchema.entries;
export const savedSearchQuerySchema = v.strictObject(
  // the job search's own words and filters (one definition)
  searchFilters,
  'search has an unknown field',
);
export type SavedSearchQuery = v.InferOutput<typeof savedSearchQuerySchema>;
export const SAVED_SEARCH_FIELDS = JOB_SEARCH_FIELDS satisfies readonly (keyof SavedSearchQuery)[];

export const EMPTY_SAVED_SEARCH: SavedSearchQuery = { ...NO_JOB_SEARCH_FILTERS };

/**
 * The stored search of any object holding some of its fields (a URL search, a row read back):
 * the known fields as trimmed text, the others dropped.
 */
export function pickSavedSearch(source: Partial<Record<string, unknown>>): SavedSearchQuery {
  const search = { ...EMPTY_SAVED_SEARCH };
  for (const field of SAVED_SEARCH_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') {
      (search as Record<string, string>)[field] = String(value).trim();
    }
  }
  return search;
}

/**
 * What makes two saved searches the same search (SS1): each field of the stored search trimmed,
 * lower-cased, its spaces collapsed, in one fixed order. 'Medical  Coder' in Chennai and
 * 'medical coder' in 'chennai ' are one search; the server keeps one row for them, and the app
 * compares a search about to be saved with the kept ones (and the saves still queued) by it.
 */
export function savedSearchKey(source: Partial<Record<string, unknown>>): string {
  const search = pickSavedSearch(source);
  return JSON.stringify(SAVED_SEARCH_FIELDS.map((field) => search[field].toLowerCase().replace(/\s+/g, ' ')));
}

/** The server's answer to a save of a search already kept (the kept one is answered, no second row). */
export const SEARCH_ALREADY_SAVED = 'This search is already saved';

/**
 * The name a search gets when none is given: its words and filters, most telling first
 * ('medical coder · Chennai'), at most SAVED_SEARCH_NAME_MAX characters; 'All jobs' when empty.
 */
export function defaultSavedSearchName(search: Partial<SavedSearchQuery>): string {
  const parts = [
    search.q,
    search.job_role,
    search.skill,
    search.certificate_type,
    search.experience_level,
    search.exp_ctc,
    search.location,
  ]
    .map((part) => (part ?? '').trim().replace(/\s+/g, ' '))
    .filter((part) => part !== '');
  const name = parts.join(' · ');
  if (name === '') return ALL_JOBS_NAME;
  return name.length <= SAVED_SEARCH_NAME_MAX
    ? name
    : `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1).trimEnd()}…`;
}

const nameText = v.pipe(
  v.string(SAVED_SEARCH_NAME_REQUIRED),
  v.trim(),
  v.maxLength(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_NAME_TOO_LONG),
);
/** A name to keep: 1..60 characters once trimmed. */
export const savedSearchNameSchema = v.pipe(nameText, v.minLength(1, SAVED_SEARCH_NAME_REQUIRED));

const savedSearchId = idNumber('id', 'id must be a saved search id');

/**
 * A saved search as the calls answer it: `new_count` is how many jobs matching it were posted
 * after `last_opened_at` (at most SAVED_SEARCH_NEW_COUNT_CAP); the dates are ISO date-times.
 */
export const savedSearchSchema = v.object({
  id: v.number(),
  name: v.string(),
  search: savedSearchQuerySchema,
  created_at: v.string(),
  last_opened_at: v.string(),
  new_count: v.number(),
});
export type SavedSearch = v.InferOutput<typeof savedSearchSchema>;

const oneSavedSearch = v.object({
  success: v.literal(true),
  message: v.string(),
  result: savedSearchSchema,
});

/** GET /candidates/saved_searches: this candidate's saved searches, newest first, with their counts. */
export const listSavedSearches = endpoint({
  method: 'GET',
  path: '/candidates/saved_searches',
  request: null,
  answer: v.object({
    success: v.literal(true),
    message: v.string(),
    result: v.array(savedSearchSchema),
  }),
  errors: [],
  session: true,
});

/**
 * POST /candidates/save_search: keeps a search under a name ('' or absent: the default name made
 * from its words and filters). Counting starts now (new_count 0). 409 saved_searches_full at
 * SAVED_SEARCHES_MAX. A search the candidate already keeps (the same `savedSearchKey`) is not kept
 * twice: the kept one is answered with `already_saved: true` (its name and count unchanged).
 * Queueable: the app sends it through the service worker's write queue.
 */
export const createSavedSearch = endpoint({
  method: 'POST',
  path: '/candidates/save_search',
  idempotent: true,
  request: v.strictObject(
    {
      name: v.optional(nameText, ''),
      search: savedSearchQuerySchema,
    },
    'Request has an unknown field',
  ),
  answer: v.object({ ...oneSavedSearch.entries, already_saved: v.boolean() }),
  errors: ['saved_searches_full'],
  session: true,
});

/** POST /candidates/rename_saved_search: a new name for one of this candidate's saved searches. */
export const renameSavedSearch = endpoint({
  method: 'POST',
  path: '/candidates/rename_saved_search',
  request: v.strictObject({ id: savedSearchId, name: savedSearchNameSchema }, 'Request has an unknown field'),
  answer: oneSavedSearch,
  errors: ['saved_search_not_found'],
  session: true,
});

/** POST /candidates/delete_saved_search: deletes one of this candidate's saved searches (queueable). */
export const deleteSavedSearch = endpoint({
  method: 'POST',
  path: '/candidates/delete_saved_search',
  idempotent: true,
  request: v.strictObject({ id: savedSearchId }, 'Request has an unknown field'),
  answer: v.object({
    success: v.literal(true),
    message: v.string(),
    result: v.object({ id: v.number() }),
  }),
  errors: ['saved_search_not_found'],
  session: true,
});

/**
 * POST /candidates/open_saved_search: the candidate opens a saved search: from now on only jobs
 * posted after this moment are new (last_opened_at = now, new_count 0). Answers the search to run
 * and `new_since`, when it was opened before this (ISO date-time): the jobs posted after it are
 * the new ones the app marks (SS2).
 */
export const openSavedSearch = endpoint({
  method: 'POST',
  path: '/candidates/open_saved_search',
  request: v.strictObject({ id: savedSearchId }, 'Request has an unknown field'),
  answer: v.object({ ...oneSavedSearch.entries, new_since: v.string() }),
  errors: ['saved_search_not_found'],
  session: true,
});
