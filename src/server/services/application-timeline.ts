import type { TimelineEntry, TimelineEvent } from '@contract/application-timeline';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { applicationEvents, applications } from '../db/schema';
import type { DbOrTx } from './file-store';

/**
 * Applications' timelines (issue 23), one place for both sides: the candidate's applied jobs and
 * job detail read them, the company's applicant page reads and writes them. The rejection's
 * reason is not an event (application_reviews, the company's only).
 */

/**
 * Adds an event to an application's timeline. A recruiter's status step held for the undo window
 * (issue 36 R3) has `dueAt` (when it reaches the candidate) and `fromStatus` (what Undo restores).
 */
export async function recordApplicationEvent(
  db: DbOrTx,
  applicationId: number,
  event: TimelineEvent,
  at: Date,
  recruiterId: number | null = null,
  pending: { dueAt: Date; fromStatus: string } | null = null,
): Promise<void> {
  await db.insert(applicationEvents).values({
    applicationId,
    event,
    at,
    recruiterId,
    dueAt: pending?.dueAt,
    fromStatus: pending?.fromStatus,
  });
}

/** The steps that reached the candidate: at once (no due time), or delivered after the undo window. */
const REACHED_CANDIDATE = or(isNull(applicationEvents.dueAt), isNotNull(applicationEvents.deliveredAt));

/**
 * The timelines of these applications, oldest event first (an application without events: []).
 * `candidate`: only the steps that reached the candidate (issue 36 R3); else the company's, every
 * step, the ones still in their undo window too.
 */
export async function timelinesOf(
  db: DbOrTx,
  applicationIds: readonly number[],
  { candidate = false }: { candidate?: boolean } = {},
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
    .where(
      and(
        inArray(applicationEvents.applicationId, [...applicationIds]),
        candidate ? REACHED_CANDIDATE : undefined,
      ),
    )
    .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
  for (const row of rows) {
    timelines.get(row.applicationId)?.push({
      event: row.event as TimelineEvent,
      at: new Date(row.at).toISOString(),
    });
  }
  return timelines;
}

/** The timelines of this candidate's applications to these jobs, by job id (the steps that reached them). */
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
    { candidate: true },
  );
  return new Map(mine.map((row) => [row.jobId, timelines.get(row.id) ?? []]));
}

/**
 * The application's last recruiter status step when it has not reached the candidate yet (issue 36
 * R3: what Undo takes back), else null.
 */
export async function pendingStatusStep(
  db: DbOrTx,
  applicationId: number,
): Promise<PendingStatusStep | null> {
  return (await pendingStatusSteps(db, [applicationId])).get(applicationId) ?? null;
}

export interface PendingStatusStep {
  id: number;
  dueAt: Date;
  fromStatus: string;
}

/** `pendingStatusStep` of several applications in one read: those with one, by application id. */
export async function pendingStatusSteps(
  db: DbOrTx,
  applicationIds: readonly number[],
): Promise<Map<number, PendingStatusStep>> {
  const steps = new Map<number, PendingStatusStep>();
  if (applicationIds.length === 0) return steps;
  // an application's recruiter steps, newest first (a few: each stage once or so); its first counts
  const rows = await db
    .select({
      applicationId: applicationEvents.applicationId,
      id: applicationEvents.id,
      dueAt: applicationEvents.dueAt,
      deliveredAt: applicationEvents.deliveredAt,
      fromStatus: applicationEvents.fromStatus,
    })
    .from(applicationEvents)
    .where(
      and(inArray(applicationEvents.applicationId, [...applicationIds]), isNotNull(applicationEvents.dueAt)),
    )
    .orderBy(asc(applicationEvents.applicationId), desc(applicationEvents.at), desc(applicationEvents.id));
  const seen = new Set<number>();
  for (const last of rows) {
    if (seen.has(last.applicationId)) continue;
    seen.add(last.applicationId);
    if (!last.dueAt || last.deliveredAt || last.fromStatus === null) continue;
    steps.set(last.applicationId, { id: last.id, dueAt: new Date(last.dueAt), fromStatus: last.fromStatus });
  }
  return steps;
}
