import { and, eq, sql } from 'drizzle-orm';
import { applications, assessmentSubmissions } from '../db/schema';
import type { AppDeps } from '../deps';

/** Counts about a candidate's activity that more than one route answers. */

/** How many of the candidate's applications a recruiter has acted on (status no longer 'new'). */
export async function recruiterViews(deps: AppDeps, userId: number): Promise<number> {
  const [{ count }] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(applications)
    .where(and(eq(applications.userId, userId), sql`${applications.status} <> 'new'`));
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
