import { EXPERIENCE_LEVELS, WORK_TYPES } from '@contract/candidate-record/options';
import { CERTIFICATION_FILTERS } from '@contract/recruiter/applicants';
import { FILTER_TEXT_MAX, MIN_YEARS_MAX } from '@contract/recruiter/find-candidates';
import { pageParam } from '../shared/workspace-params';

/** Find candidates' URL search (/recruiter/candidates?role=Coding&city=Chennai&page=2): the filters. */
export interface FindCandidatesSearch {
  role?: string;
  certification?: (typeof CERTIFICATION_FILTERS)[number];
  city?: string;
  experience_level?: (typeof EXPERIENCE_LEVELS)[number];
  min_years?: number;
  max_notice_days?: number;
  work_preference?: (typeof WORK_TYPES)[number];
  page?: number;
}

const text = (raw: unknown) =>
  typeof raw === 'string' && raw.trim() !== '' ? raw.trim().slice(0, FILTER_TEXT_MAX) : undefined;
const oneOf = <T extends string>(options: readonly T[], raw: unknown): T | undefined =>
  options.find((option) => option === raw);
const whole = (raw: unknown, max: number) => {
  const value = typeof raw === 'string' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max
    ? value
    : undefined;
};

/** The URL's filters, each left out (undefined) when absent or not a valid choice. */
export function parseFindCandidatesSearch(raw: Record<string, unknown>): FindCandidatesSearch {
  // (undefined, not left out: the router keeps the raw value of a key the parse leaves out)
  return {
    role: text(raw.role),
    certification: oneOf(CERTIFICATION_FILTERS, raw.certification),
    city: text(raw.city),
    experience_level: oneOf(EXPERIENCE_LEVELS, raw.experience_level),
    min_years: whole(raw.min_years, MIN_YEARS_MAX),
    max_notice_days: whole(raw.max_notice_days, 365),
    work_preference: oneOf(WORK_TYPES, raw.work_preference),
    page: pageParam(raw.page),
  };
}

/** The search as the call's query (strings, '' for none). */
export function findCandidatesQuery(search: FindCandidatesSearch) {
  const str = (value: string | number | undefined) => (value === undefined ? '' : String(value));
  return {
    role: str(search.role),
    certification: search.certification ?? '',
    city: str(search.city),
    experience_level: search.experience_level ?? '',
    min_years: str(search.min_years),
    max_notice_days: str(search.max_notice_days),
    work_preference: search.work_preference ?? '',
    page: str(search.page ?? 1),
  } as const;
}
