import type {
  ApplicantAssessmentState,
  ApplicantSort,
  ApplicantsFilters,
  NoticeFilter,
} from '@contract/recruiter/applicants';
import { applications } from '@server/db/schema';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { JobRow } from './company-scope';

/**
 * The applicants list's filter as SQL (issue 23), one rule for the list, the bulk jobs' "all
 * matching" and the CSV export (issue 36 §4): the job's applications by active candidates, by
 * stage, certification, experience level, notice and the assessment's result.
 */

const NOTICE_CONDITIONS: Record<NoticeFilter, SQL> = {
  immediate: sql`${applications.noticeDays} = 0`,
  up_to_30: sql`${applications.noticeDays} <= 30`,
  up_to_60: sql`${applications.noticeDays} <= 60`,
  up_to_90: sql`${applications.noticeDays} <= 90`,
  over_90: sql`${applications.noticeDays} > 90`,
};

/** The job's applications by active candidates (the list's counts). */
export const ofJob = (jobId: number): SQL[] => [
  eq(applications.jobId, jobId),
  eq(applications.candidateActive, true),
];

/** The job's applicants the filter keeps. */
export function applicantsWhere(
  jobId: number,
  filters: Partial<
    Pick<ApplicantsFilters, 'status' | 'certification' | 'experience_level' | 'notice' | 'result'>
  >,
): SQL | undefined {
  const conditions: SQL[] = ofJob(jobId);
  if (filters.status) conditions.push(eq(applications.status, filters.status));
  if (filters.certification === 'certified') conditions.push(sql`${applications.certification} is not null`);
  if (filters.certification === 'not_certified') conditions.push(sql`${applications.certification} is null`);
  if (filters.experience_level) conditions.push(eq(applications.experienceLevel, filters.experience_level));
  if (filters.notice) conditions.push(NOTICE_CONDITIONS[filters.notice]);
  // the assessment's result (issue 36 §5)
  if (filters.result) conditions.push(eq(applications.assessmentPassed, filters.result === 'passed'));
  return and(...conditions);
}

/** The orders, each ending newest first as the job's indexes hold it (desc nulls last). */
const NEWEST = [sql`${applications.createdAt} desc nulls last`, sql`${applications.id} desc nulls last`];
export const APPLICANT_SORTS_SQL: Record<ApplicantSort, SQL[]> = {
  newest: NEWEST,
  // the same index read backwards
  oldest: [sql`${applications.createdAt} asc nulls first`, sql`${applications.id} asc nulls first`],
  experience: [sql`${applications.experienceMonths} desc nulls last`, ...NEWEST],
  ctc: [sql`${applications.ctcRank} desc nulls last`, ...NEWEST],
  // by percent of the scored points, the unscored last (issue 36 §5)
  score: [
    sql`(${applications.assessmentScore}::real / nullif(${applications.assessmentMax}, 0)) desc nulls last`,
    ...NEWEST,
  ],
};

/** The assessment's state of an application of this job. */
export const assessmentStateOf = (
  job: Pick<JobRow, 'requiresAssessment'>,
  state: string | null,
): ApplicantAssessmentState =>
  !job.requiresAssessment ? 'not_required' : state === 'draft' || state === 'submitted' ? state : 'to_do';
