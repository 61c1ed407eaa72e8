import { APPLICATION_STATUSES, type ApplicationStatus } from '@contract/jobs';
import { type JobStatus, RECRUITER_JOBS_PER_PAGE, type RecruiterJobRow } from '@contract/recruiter/jobs';
import type { Db } from '@server/db/client';
import { applications, jobs, recruiterJobLooks } from '@server/db/schema';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../file-store';
import { emptyCounts } from './applicants-list';

/** The company's Jobs list (issue 23; the funnel per job, issue 36) and each recruiter's last look at a job. */

/** Each stage's count of a job's applications (issue 36: the job's funnel). */
const STAGE_COUNTS = Object.fromEntries(
  APPLICATION_STATUSES.map((status) => [
    status,
    sql<number>`count(*) filter (where ${applications.status} = ${status})::int`.as(status),
  ]),
) as Record<ApplicationStatus, SQL.Aliased<number>>;

/** The Jobs screen's page: most recently posted (or, a draft, made) first, with applicants by status and new since last look. */
export async function companyJobsPage(
  db: Db,
  companyId: number,
  recruiterId: number,
  page: number,
): Promise<{ jobs: RecruiterJobRow[]; total: number }> {
  const counts = db
    .select({
      jobId: applications.jobId,
      ...STAGE_COUNTS,
      fresh:
        // written out: drizzle leaves a one-table select's columns unqualified
        sql<number>`count(*) filter (where applications.created_at > coalesce((select l.looked_at from recruiter_job_looks l where l.job_id = applications.job_id and l.recruiter_id = ${recruiterId}), '-infinity'::timestamptz))::int`.as(
          'fresh',
        ),
    })
    .from(applications)
    .where(eq(applications.candidateActive, true))
    .groupBy(applications.jobId)
    .as('counts');
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: jobs.id,
        jobTitle: jobs.jobTitle,
        location: jobs.location,
        status: jobs.status,
        createdAt: jobs.createdAt,
        updatedAt: jobs.updatedAt,
      })
      .from(jobs)
      .where(eq(jobs.companyId, companyId))
      .orderBy(sql`${jobs.createdAt} desc`, sql`${jobs.id} desc`)
      .limit(RECRUITER_JOBS_PER_PAGE)
      .offset((page - 1) * RECRUITER_JOBS_PER_PAGE),
    db.select({ total: sql<number>`count(*)::int` }).from(jobs).where(eq(jobs.companyId, companyId)),
  ]);
  const ids = rows.map((row) => row.id);
  const counted = ids.length === 0 ? [] : await db.select().from(counts).where(inArray(counts.jobId, ids));
  const countsOf = new Map(counted.map((row) => [row.jobId, row]));
  return {
    total,
    jobs: rows.map((row) => {
      const count = countsOf.get(row.id);
      return {
        id: row.id,
        job_title: row.jobTitle,
        location: row.location,
        status: row.status as JobStatus,
        created_at: new Date(row.createdAt).toISOString(),
        updated_at: new Date(row.updatedAt).toISOString(),
        applicants: count
          ? (Object.fromEntries(
              APPLICATION_STATUSES.map((status) => [status, count[status]]),
            ) as RecruiterJobRow['applicants'])
          : emptyCounts(),
        new_since_last_look: count?.fresh ?? 0,
      };
    }),
  };
}

/** This recruiter looked at the job now: its applicants so far are no longer new to them. */
export async function markJobLooked(
  db: DbOrTx,
  recruiterId: number,
  jobId: number,
  now: Date,
): Promise<void> {
  await db
    .insert(recruiterJobLooks)
    .values({ recruiterId, jobId, lookedAt: now })
    .onConflictDoUpdate({
      target: [recruiterJobLooks.recruiterId, recruiterJobLooks.jobId],
      set: { lookedAt: now },
    });
}
