import { EXPECTED_CTC_BANDS, JOB_FILTER_MAX, JOB_PAGE_MAX } from '../../../contract/job-limits';
import type { SalaryRange } from '../../../contract/onboarding/options';

/**
 * The filters and page of a job list as they live in the URL (/jobpostings, /saved-jobs,
 * /applied-jobs): validated by hand, without valibot, because a route's validateSearch loads with
 * the first visit. Bad values drop to their defaults (absent), never throw; empty ones are left
 * out so the URL stays short.
 */
export interface JobListSearch {
  job_role?: string;
  location?: string;
  skill?: string;
  exp_ctc?: SalaryRange;
  experience_level?: string;
  certificate_type?: string;
  page?: number;
}

export const TEXT_FILTERS = [
  'job_role',
  'location',
  'skill',
  'experience_level',
  'certificate_type',
] as const;
export type TextFilter = (typeof TEXT_FILTERS)[number];

function text(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const clean = [...String(value)]
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, JOB_FILTER_MAX);
  return clean === '' ? undefined : clean;
}

export function parseJobListSearch(raw: Record<string, unknown>): JobListSearch {
  const search: JobListSearch = {};
  for (const name of TEXT_FILTERS) {
    const value = text(raw[name]);
    if (value !== undefined) search[name] = value;
  }
  const band = raw.exp_ctc;
  if (typeof band === 'string' && (EXPECTED_CTC_BANDS as readonly string[]).includes(band))
    search.exp_ctc = band as SalaryRange;
  const page = typeof raw.page === 'string' ? Number(raw.page) : raw.page;
  if (typeof page === 'number' && Number.isInteger(page) && page > 1 && page <= JOB_PAGE_MAX)
    search.page = page;
  return search;
}

/** The search as a call's payload (the page always set; certificate_type only where the call takes it). */
export function listPayload(
  search: JobListSearch,
): Required<Pick<JobListSearch, 'page'>> & Omit<JobListSearch, 'page'> {
  return { ...search, page: search.page ?? 1 };
}

/** Whether any filter is set (the saved list's empty text differs). */
export function hasFilters(search: JobListSearch): boolean {
  return Object.entries(search).some(([name, value]) => name !== 'page' && value !== undefined);
}
