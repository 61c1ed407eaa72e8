import type { SalaryRange } from '../../../contract/candidate-record/salary-ranges';
import {
  EXPECTED_CTC_BANDS,
  JOB_EXPERIENCE_LEVELS,
  JOB_FILTER_MAX,
  JOB_PAGE_MAX,
  type JobExperienceLevel,
} from '../../../contract/job-limits';
import {
  JOB_SEARCH_FIELDS,
  JOB_WORD_FILTERS,
  SEARCH_TEXT_FIELD,
  SEARCH_TEXT_MAX,
} from '../../../contract/job-search-fields';

/**
 * The filters and page of a job list as they live in the URL (/jobpostings, /saved-jobs,
 * /applied-jobs): the routes' `validateSearch` (parsed once per navigation, typed, and handed to
 * the loader through `loaderDeps`). Written by hand, without valibot, because a route's
 * validateSearch loads with the first visit (valibot is not part of it). Bad values drop to their
 * defaults (absent: an unknown experience level means all levels), never throw; empty ones are
 * left out so the URL stays short.
 */
export interface JobListSearch {
  /** the search box's words (/jobpostings only; issue 19) */
  q?: string;
  job_role?: string;
  location?: string;
  skill?: string;
  exp_ctc?: SalaryRange;
  experience_level?: JobExperienceLevel;
  certificate_type?: string;
  page?: number;
  /** /jobpostings with words: the jobs holding them all newest first instead of by relevance (SS2) */
  sort?: 'newest';
  /**
   * /jobpostings opened from a saved search: when it was opened before (ISO); the jobs posted
   * after it are marked New (SS2). Not part of the search itself (never sent).
   */
  new_since?: string;
}

/** The filters kept as typed text (the experience level is one of the levels). */
export const TEXT_FILTERS = JOB_WORD_FILTERS.filter(
  (name): name is Exclude<(typeof JOB_WORD_FILTERS)[number], 'experience_level'> =>
    name !== 'experience_level',
);

function text(value: unknown, max = JOB_FILTER_MAX): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const clean = [...String(value)]
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, max);
  return clean === '' ? undefined : clean;
}

/** The address's query keys the list reads: any other (a shared link's utm_source) changes nothing. */
export const JOB_LIST_SEARCH_KEYS = [...JOB_SEARCH_FIELDS, 'page', 'sort', 'new_since'] as const;

export function parseJobListSearch(raw: Record<string, unknown>): JobListSearch {
  // Every key is present (undefined when absent or bad): the router lays the validated search
  // over the URL's raw one, so a key left out would let a bad raw value through.
  const search: JobListSearch = Object.fromEntries(JOB_LIST_SEARCH_KEYS.map((name) => [name, undefined]));
  const words = text(raw[SEARCH_TEXT_FIELD], SEARCH_TEXT_MAX);
  if (words !== undefined) search.q = words;
  for (const name of TEXT_FILTERS) {
    const value = text(raw[name]);
    if (value !== undefined) search[name] = value;
  }
  const level = text(raw.experience_level)?.toLowerCase();
  const known = JOB_EXPERIENCE_LEVELS.find((name) => name.toLowerCase() === level);
  if (known) search.experience_level = known;
  const band = raw.exp_ctc;
  if (typeof band === 'string' && (EXPECTED_CTC_BANDS as readonly string[]).includes(band))
    search.exp_ctc = band as SalaryRange;
  const page = typeof raw.page === 'string' ? Number(raw.page) : raw.page;
  if (typeof page === 'number' && Number.isInteger(page) && page > 1 && page <= JOB_PAGE_MAX)
    search.page = page;
  if (raw.sort === 'newest') search.sort = 'newest';
  const since = typeof raw.new_since === 'string' ? Date.parse(raw.new_since) : Number.NaN;
  if (Number.isFinite(since)) search.new_since = new Date(since).toISOString();
  return search;
}

/** How a list changes its URL: a page chosen keeps the scroll at the list; a clamped page replaces the entry. */
export interface ListNavigation {
  replace?: boolean;
  resetScroll?: boolean;
}

/** A list screen's way to change its URL search. */
export type OnSearchChange = (next: JobListSearch, options?: ListNavigation) => void;
