import type { ExperienceLevel } from '@contract/candidate-record/options';
import type { ApplicationStatus } from '@contract/jobs';
import type {
  ApplicantSort,
  ApplicantsQuery,
  CertificationFilter,
  NoticeFilter,
} from '@contract/recruiter/applicants';
import type { ScoreResult } from '@contract/recruiter/assessment-scoring';
import { pageParam } from '../shared/workspace-params';

/**
 * The applicants list's filters, order and page as they live in the URL
 * (/recruiter/jobs/$jobId/applicants?status=new&page=2). Written by hand without valibot, as the
 * candidate's job lists are (job-list-search.ts); the value lists are the contract's
 * (applicants-search.test.ts checks they are the same). The route's validateSearch (the workspace's
 * own route tree, loaded only for recruiters) parses them here: bad values drop to their defaults,
 * never throw; defaults are left out so the URL stays short.
 */
export interface ApplicantsSearch {
  status?: ApplicationStatus;
  certification?: CertificationFilter;
  experience_level?: ExperienceLevel;
  notice?: NoticeFilter;
  /** the assessment's result against the pass mark (issue 36 §5) */
  result?: ScoreResult;
  /** absent: newest first */
  sort?: Exclude<ApplicantSort, 'newest'>;
  page?: number;
}

export const STATUS_VALUES = [
  'new',
  'shortlisted',
  'interview',
  'offered',
  'joined',
  'rejected',
  'withdrawn',
] as const satisfies readonly ApplicationStatus[];
export const CERTIFICATION_VALUES = [
  'certified',
  'not_certified',
] as const satisfies readonly CertificationFilter[];
export const NOTICE_VALUES = [
  'immediate',
  'up_to_30',
  'up_to_60',
  'up_to_90',
  'over_90',
] as const satisfies readonly NoticeFilter[];
/** The record's levels (as candidate-record/options.ts lists them; applicants-search.test.ts checks it). */
export const EXPERIENCE_VALUES = [
  'freshers',
  'experienced',
  'managerial',
] as const satisfies readonly ExperienceLevel[];
export const SORT_VALUES = [
  'newest',
  'oldest',
  'experience',
  'ctc',
  'score',
] as const satisfies readonly ApplicantSort[];
export const RESULT_VALUES = ['passed', 'failed'] as const satisfies readonly ScoreResult[];

const SEARCH_KEYS = [
  'status',
  'certification',
  'experience_level',
  'notice',
  'result',
  'sort',
  'page',
] as const;

function oneOf<T extends string>(values: readonly T[], raw: unknown): T | undefined {
  return typeof raw === 'string' && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

export function parseApplicantsSearch(raw: Record<string, unknown>): ApplicantsSearch {
  // every key present (undefined when absent or bad), so a bad raw value never shows through
  const search: ApplicantsSearch = Object.fromEntries(SEARCH_KEYS.map((key) => [key, undefined]));
  search.status = oneOf(STATUS_VALUES, raw.status);
  search.certification = oneOf(CERTIFICATION_VALUES, raw.certification);
  search.experience_level = oneOf(EXPERIENCE_VALUES, raw.experience_level);
  search.notice = oneOf(NOTICE_VALUES, raw.notice);
  search.result = oneOf(RESULT_VALUES, raw.result);
  const sort = oneOf(SORT_VALUES, raw.sort);
  search.sort = sort === 'newest' ? undefined : sort;
  search.page = pageParam(raw.page);
  return search;
}

/** The list call's query for this search ('' = no filter; page as text, as the call reads it). */
export function applicantsQuery(search: ApplicantsSearch): Required<ApplicantsQuery> {
  return {
    status: search.status ?? '',
    certification: search.certification ?? '',
    experience_level: search.experience_level ?? '',
    notice: search.notice ?? '',
    result: search.result ?? '',
    sort: search.sort ?? 'newest',
    page: String(search.page ?? 1),
  };
}

/** Whether any filter is set (the empty state then says none match rather than none applied). */
export function hasApplicantFilters(search: ApplicantsSearch): boolean {
  return Boolean(
    search.status || search.certification || search.experience_level || search.notice || search.result,
  );
}
