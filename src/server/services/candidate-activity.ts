import { and, eq, sql } from 'drizzle-orm';
import { applications, applicationViews, assessmentSubmissions } from '../db/schema';
import type { AppDeps } from '../deps';

/** Counts about a candidate's activity that more than one route answers. */

/**
 * How many times a company's recruiter opened one of the candidate's applications (issue 23: each
 * recruiter's first view of each application; services/recruiter/recruiter-applicants.ts records them).
 */
export async function recruiterViews(deps: AppDeps, userId: number): Promise<number> {
  const [{ count }] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(applicationViews)
    .innerJoin(applications, eq(applications.id, applicationViews.applicationId))
    .where(eq(applications.userId, userId));
  return count;
}

/** How many assessment saves the server applied for a candidate and job (0 when none). */
export async function assessmentWrites(deps: AppDeps, userId: number, jobId: number): Promise<number> {
  const [row] = await deps.db
    .select({ writes: assessmentSubmissions.writeCount })
    .from(assessmentSubmissions)
    .where(and(eq(assessmentSubmissions.userId, userId), eq(assessmentSubmissions.jobId, jobId)));
  return row?.writes ?? 0;
}
