import type { ExperienceLevel } from '@contract/candidate-record/options';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@contract/jobs';
import {
  APPLICANTS_PER_PAGE,
  type ApplicantRow,
  type ApplicantsFilters,
} from '@contract/recruiter/applicants';
import type { ApplicantCounts } from '@contract/recruiter/jobs';
import type { Db } from '@server/db/client';
import { applications } from '@server/db/schema';
import { and, count } from 'drizzle-orm';
import { scoreOfApplication } from '../assessment-scoring';
import { APPLICANT_SORTS_SQL, applicantsWhere, assessmentStateOf, ofJob } from './applicant-filters';
import type { JobRow } from './company-scope';

/**
 * A job's applicants list (issue 23, the stages and their counts: issue 36). The list reads one
 * table: the applicant facts the database copies onto each application (migration 0013), by the
 * job's indexes.
 */

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
  const where = applicantsWhere(job.id, filters);
  const [rows, [{ total }], byStatus] = await Promise.all([
    db
      .select()
      .from(applications)
      .where(where)
      .orderBy(...APPLICANT_SORTS_SQL[filters.sort])
      .limit(APPLICANTS_PER_PAGE)
      .offset((filters.page - 1) * APPLICANTS_PER_PAGE),
    db.select({ total: count() }).from(applications).where(where),
    db
      .select({ status: applications.status, n: count() })
      .from(applications)
      .where(and(...ofJob(job.id)))
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
