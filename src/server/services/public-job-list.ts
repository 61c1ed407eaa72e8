import { JOB_SEARCH_FIELDS, type JobSearchField, SEARCH_TEXT_MAX } from '@contract/job-search-fields';
import {
  JOB_FILTER_MAX,
  JOB_PAGE_MAX,
  JOBS_PER_PAGE,
  type JobCard,
  type JobSearchFilters,
  jobSearchPayloadSchema,
} from '@contract/jobs';
import * as v from 'valibot';
import type { Db } from '../db/client';
import { searchJobs } from './job-search';

/**
 * The public list of the open jobs (issue 35 C10, `/jobs`): the job search of POST
 * /candidates/job_search (services/job-search.ts: its words, its six filters, newest first or by
 * relevance, its kept totals) read from an address's query, for anyone. No candidate's state:
 * the cards are asked for as nobody (no account has id 0).
 */

/** Whose state the cards carry: nobody's (ids start at 1). */
const NOBODY = 0;

/** A search as the address gives it: each field's text ('' when absent). */
export type PublicSearch = Record<JobSearchField, string>;

/** The address's query read: the search and page, or what is wrong with it (the search kept to refill the form). */
export type PublicListQuery =
  | { ok: true; search: JobSearchFilters; page: number }
  | { ok: false; search: PublicSearch; problem: string };

/** What the visitor is told of a field the contract refuses, by field. */
const PROBLEMS: Record<JobSearchField | 'page', string> = {
  q: `Search words can be at most ${SEARCH_TEXT_MAX} characters.`,
  job_role: `Job role can be at most ${JOB_FILTER_MAX} characters.`,
  location: `Location can be at most ${JOB_FILTER_MAX} characters.`,
  skill: `Skill can be at most ${JOB_FILTER_MAX} characters.`,
  exp_ctc: 'Choose an expected CTC from the list.',
  experience_level: `Experience level can be at most ${JOB_FILTER_MAX} characters.`,
  certificate_type: `Certificate type can be at most ${JOB_FILTER_MAX} characters.`,
  page: `The page must be a whole number from 1 to ${JOB_PAGE_MAX.toLocaleString('en-IN')}.`,
};

/** Text a query may not carry into the database (PostgreSQL refuses U+0000) or a page. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDFFF]/u;
const CONTROLS_PROBLEM = 'The search holds characters that cannot be searched for.';

/**
 * The search and page of `/jobs?...` (the first value of each name; other names ignored), checked
 * by the job search's own schema (contract/jobs.ts): a page that is not a whole number from 1, a
 * salary band not in the list, or a text over its limit is a problem to say, never a query.
 */
export function readPublicListQuery(params: URLSearchParams): PublicListQuery {
  const raw = Object.fromEntries(
    JOB_SEARCH_FIELDS.map((name) => [name, params.get(name) ?? '']),
  ) as PublicSearch;
  // refilled into the form: never more than a field takes
  const search = Object.fromEntries(
    JOB_SEARCH_FIELDS.map((name) => [
      name,
      raw[name].replace(CONTROL_CHARACTERS, '').slice(0, JOB_FILTER_MAX),
    ]),
  ) as PublicSearch;
  if (JOB_SEARCH_FIELDS.some((name) => CONTROL_CHARACTERS.test(raw[name]))) {
    return { ok: false, search, problem: CONTROLS_PROBLEM };
  }
  const pageText = (params.get('page') ?? '1').trim();
  const page = /^\d{1,9}$/.test(pageText) ? Number(pageText) : Number.NaN;
  const parsed = v.safeParse(jobSearchPayloadSchema, { ...raw, page });
  if (!parsed.success) {
    const field = parsed.issues[0].path?.[0]?.key;
    const problem = PROBLEMS[field as keyof typeof PROBLEMS] ?? PROBLEMS.page;
    return { ok: false, search, problem };
  }
  const { page: _page, sort: _sort, ...filters } = parsed.output;
  return { ok: true, search: filters, page: parsed.output.page };
}

/** One page of the public list: its cards, how many match and the last page. */
export interface PublicJobListPage {
  jobs: JobCard[];
  total: number;
  lastPage: number;
}

/** One page of the open jobs matching the search (the job search's own, as nobody). */
export async function publicJobListPage(
  db: Db,
  search: JobSearchFilters,
  page: number,
): Promise<PublicJobListPage> {
  const found = await searchJobs(db, NOBODY, search, page);
  return {
    jobs: found.jobs,
    total: found.total,
    lastPage: Math.max(1, Math.ceil(found.total / JOBS_PER_PAGE)),
  };
}
