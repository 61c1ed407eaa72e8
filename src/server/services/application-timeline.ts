import type { TimelineEntry, TimelineEvent } from '@contract/application-timeline';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { applicationEvents, applications } from '../db/schema';
import type { DbOrTx } from './file-store';

/**
 * Applications' timelines (issue 23), one place for both sides: the candidate's applied jobs and
 * job detail read them, the company's applicant page reads and writes them. The rejection's
 * reason is not an event (application_reviews, the company's only).
 */

/** Adds an event to an application's timeline. */
export async function recordApplicationEvent(
  db: DbOrTx,
  applicationId: number,
  event: TimelineEvent,
  at: Date,
  recruiterId: number | null = null,
): Promise<void> {
  await db.insert(applicationEvents).values({ applicationId, event, at, recruiterId });
}

/** The timelines of these applications, oldest event first (an application without events: []). */
export async function timelinesOf(
  db: DbOrTx,
  applicationIds: readonly number[],
): Promise<Map<number, TimelineEntry[]>> {
  const timelines = new Map<number, TimelineEntry[]>(applicationIds.map((id) => [id, []]));
  if (applicationIds.length === 0) return timelines;
  const rows = await db
    .select({
      applicationId: applicationEvents.applicationId,
      event: applicationEvents.event,
      at: applicationEvents.at,
    })
    .from(applicationEvents)
    .where(inArray(applicationEvents.applicationId, [...applicationIds]))
    .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
  for (const row of rows) {
    timelines.get(row.applicationId)?.push({
      event: row.event as TimelineEvent,
      at: new Date(row.at).toISOString(),
    });
  }
  return timelines;
}

/** The timelines of this candidate's applications to these jobs, by job id. */
export async function candidateTimelines(
  db: DbOrTx,
  userId: number,
  jobIds: readonly number[],
): Promise<Map<number, TimelineEntry[]>> {
  if (jobIds.length === 0) return new Map();
  const mine = await db
    .select({ id: applications.id, jobId: applications.jobId })
    .from(applications)
    .where(and(eq(applications.userId, userId), inArray(applications.jobId, [...jobIds])));
  const timelines = await timelinesOf(
    db,
    mine.map((row) => row.id),
  );
  return new Map(mine.map((row) => [row.jobId, timelines.get(row.id) ?? []]));
}
