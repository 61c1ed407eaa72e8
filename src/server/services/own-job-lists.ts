// A candidate's own job lists: the saved jobs and the applications, a page at a time with the
// search's filters (routes/jobs.ts).
import { type AppliedJobCard, JOBS_PER_PAGE, type JobListFilters } from '@contract/jobs';
import type { Db } from '@server/db/client';
import { applications, jobs, savedJobs } from '@server/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { candidateTimelines } from './application-timeline';
import { cardsByIds, type JobPage, jobFilterConditions, offsetOf } from './job-queries';

/** A candidate's own list: saved jobs (newest saved first) or applications (newest first). */
const OWN_LISTS = {
  saved: {
    table: savedJobs,
    userId: savedJobs.userId,
    jobId: savedJobs.jobId,
    at: savedJobs.savedAt,
    order: [sql`${savedJobs.savedAt} desc`, sql`${savedJobs.jobId} desc`],
  },
  applied: {
    table: applications,
    userId: applications.userId,
    jobId: applications.jobId,
    at: applications.createdAt,
    order: [sql`${applications.createdAt} desc`, sql`${applications.id} desc`],
  },
} as const;

/** One page of this candidate's saved jobs or applications matching the filters, and how many match. */
async function ownListPage(
  list: keyof typeof OWN_LISTS,
  db: Db,
  userId: number,
  filters: JobListFilters,
  page: number,
): Promise<JobPage & { listedAt: Map<number, string> }> {
  const own = OWN_LISTS[list];
  const where = and(eq(own.userId, userId), ...jobFilterConditions(filters, { openOnly: false }));
  const [picked, [{ total }]] = await Promise.all([
    db
      .select({ id: jobs.id, at: own.at })
      .from(own.table)
      .innerJoin(jobs, eq(jobs.id, own.jobId))
      .where(where)
      .orderBy(...own.order)
      .limit(JOBS_PER_PAGE)
      .offset(offsetOf(page)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(own.table)
      .innerJoin(jobs, eq(jobs.id, own.jobId))
      .where(where),
  ]);
  const ids = picked.map((row) => row.id);
  const listedAt = new Map(picked.map((row) => [row.id, new Date(row.at).toISOString()]));
  return { jobs: await cardsByIds(db, userId, ids), total, listedAt };
}

/** One page of this candidate's saved jobs (newest saved first) matching the filters. */
export async function savedJobsPage(
  db: Db,
  userId: number,
  filters: JobListFilters,
  page: number,
): Promise<JobPage> {
  const { jobs: cards, total } = await ownListPage('saved', db, userId, filters, page);
  return { jobs: cards, total };
}

/**
 * One page of this candidate's applications (newest first) matching the filters, each card with
 * when the candidate applied (V5: "Applied on").
 */
export async function appliedJobsPage(
  db: Db,
  userId: number,
  filters: JobListFilters,
  page: number,
): Promise<{ jobs: AppliedJobCard[]; total: number }> {
  const found = await ownListPage('applied', db, userId, filters, page);
  const timelines = await candidateTimelines(
    db,
    userId,
    found.jobs.map((card) => card.id),
  );
  return {
    jobs: found.jobs.map((card) => ({
      ...card,
      applied_at: found.listedAt.get(card.id),
      timeline: timelines.get(card.id) ?? [],
    })),
    total: found.total,
  };
}
