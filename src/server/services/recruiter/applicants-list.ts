import type { ExperienceLevel } from '@contract/candidate-record/options';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@contract/jobs';
import {
  APPLICANTS_PER_PAGE,
  type ApplicantRow,
  type ApplicantSort,
  type ApplicantsFilters,
  type NoticeFilter,
} from '@contract/recruiter/applicants';
import type { ApplicantCounts } from '@contract/recruiter/jobs';
import type { Db } from '@server/db/client';
import { applications } from '@server/db/schema';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import { scoreOfApplication } from '../assessment-scoring';
import { assessmentStateOf } from './applicant-assessment';
import type { JobRow } from './company-scope';

/**
 * A job's applicants list (issue 23, the stages and their counts: issue 36). The list reads one
 * table: the applicant facts the database copies onto each application (migration 0013), by the
 * job's indexes.
 */

const NOTICE_CONDITIONS: Record<NoticeFilter, SQL> = {
  immediate: sql`${applications.noticeDays} = 0`,
  up_to_30: sql`${applications.noticeDays} <= 30`,
  up_to_60: sql`${applications.noticeDays} <= 60`,
  up_to_90: sql`${applications.noticeDays} <= 90`,
  over_90: sql`${applications.noticeDays} > 90`,
};

/** The orders, each ending newest first as the job's indexes hold it (desc nulls last). */
const NEWEST = [sql`${applications.createdAt} desc nulls last`, sql`${applications.id} desc nulls last`];
const SORTS: Record<ApplicantSort, SQL[]> = {
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

const isStatus = (status: string): status is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(status);

/** Every stage at 0 (issue 36: the counts name each stage). */
export const emptyCounts = (): ApplicantCounts => ({
  new: 0,
  shortlisted: 0,
  interview: 0,
  offered: 0,
  joined: 0,
  rejected: 0,
  withdrawn: 0,
});

/** A page of the job's applicants (filtered, sorted), how many match, and the job's counts by status. */
export async function jobApplicantsPage(
  db: Db,
  job: JobRow,
  filters: ApplicantsFilters,
): Promise<{ applicants: ApplicantRow[]; total: number; counts: ApplicantCounts }> {
  const ofJob = [eq(applications.jobId, job.id), eq(applications.candidateActive, true)];
  const conditions: SQL[] = [...ofJob];
  if (filters.status) conditions.push(eq(applications.status, filters.status));
  if (filters.certification === 'certified') conditions.push(sql`${applications.certification} is not null`);
  if (filters.certification === 'not_certified') conditions.push(sql`${applications.certification} is null`);
  if (filters.experience_level) conditions.push(eq(applications.experienceLevel, filters.experience_level));
  if (filters.notice) conditions.push(NOTICE_CONDITIONS[filters.notice]);
  if (filters.result) conditions.push(eq(applications.assessmentPassed, filters.result === 'passed'));
  const where = and(...conditions);
  const [rows, [{ total }], byStatus] = await Promise.all([
    db
      .select()
      .from(applications)
      .where(where)
      .orderBy(...SORTS[filters.sort])
      .limit(APPLICANTS_PER_PAGE)
      .offset((filters.page - 1) * APPLICANTS_PER_PAGE),
    db.select({ total: count() }).from(applications).where(where),
    db
      .select({ status: applications.status, n: count() })
      .from(applications)
      .where(and(...ofJob))
      .groupBy(applications.status),
  ]);
  const counts = emptyCounts();
  for (const row of byStatus) {
    if (isStatus(row.status)) counts[row.status] = Number(row.n);
  }
  return {
    total: Number(total),
    counts,
    applicants: rows.map((row) => ({
      application_id: row.id,
      name: row.applicantName,
      experience_level: (row.experienceLevel as ExperienceLevel | null) ?? null,
      total_experience: row.experienceMonths,
      certification: row.certification,
      current_ctc: row.currentCtc,
      notice_period: row.noticeLabel,
      applied_at: new Date(row.createdAt).toISOString(),
      status: row.status as ApplicationStatus,
      assessment: assessmentStateOf(job, row.assessmentState),
      score: scoreOfApplication(row),
    })),
  };
}
