/**
 * The job search's vocabulary, in one place (issue 22): the names of its filters and of the search
 * box's words, read by the contract's schemas (jobs.ts, saved-searches.ts), the server's queries
 * and the app's URL search. Without valibot: the app's route parsing loads with the first visit.
 * How typed text splits into words is search-synonyms.ts's (`typedWords`).
 */

/** The longest search box text. */
export const SEARCH_TEXT_MAX = 100;

/** The filters matched by their words (case-insensitive, partial words; '' does not filter). */
export const JOB_WORD_FILTERS = [
  'job_role',
  'location',
  'skill',
  'experience_level',
  'certificate_type',
] as const;
export type JobWordFilter = (typeof JOB_WORD_FILTERS)[number];

/** Every filter of the job search (§7), in the order the screens show them: the word filters and the salary band. */
export const JOB_FILTERS = [
  'job_role',
  'location',
  'skill',
  'exp_ctc',
  'experience_level',
  'certificate_type',
] as const satisfies readonly (JobWordFilter | 'exp_ctc')[];
type JobFilter = (typeof JOB_FILTERS)[number];

/** The filters of the saved and applied lists (§7): the search's without certificate_type. */
export const JOB_LIST_FILTERS = JOB_FILTERS.filter(
  (name): name is Exclude<JobFilter, 'certificate_type'> => name !== 'certificate_type',
);

/** The search box's words (issue 19; ours). */
export const SEARCH_TEXT_FIELD = 'q';

/** A search as a saved search keeps it: the box's words and every filter. */
export const JOB_SEARCH_FIELDS = [SEARCH_TEXT_FIELD, ...JOB_FILTERS] as const;
export type JobSearchField = (typeof JOB_SEARCH_FIELDS)[number];

/** A search with no words and no filters ('' each): the newest jobs. */
export const EMPTY_JOB_SEARCH = Object.fromEntries(JOB_SEARCH_FIELDS.map((name) => [name, ''])) as Record<
  JobSearchField,
  ''
>;
