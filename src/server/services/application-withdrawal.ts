import type { TimelineEntry } from '@contract/application-timeline';
import { NOT_APPLIED_TO_JOB } from '@contract/application-withdrawal';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applicationEvents, applications } from '../db/schema';
import { HttpError } from '../validate';
import { candidateTimelines, recordApplicationEvent } from './application-timeline';

/**
 * A candidate withdraws an application (issue 36 §2): in one transaction, the row locked (a
 * recruiter's change at the same moment waits, then finds it withdrawn: 409), the status becomes
 * withdrawn for both sides, its version goes up by 1, a recruiter's change still in its undo
 * window is dropped, and the timeline gains 'withdrawn'. Withdrawing it again
 * changes nothing and answers the same. No application to the job: 404 not_applied.
 */
export async function withdrawOwnApplication(
  db: Db,
  userId: number,
  jobId: number,
  now: Date,
): Promise<{ status: 'withdrawn'; timeline: TimelineEntry[] }> {
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(and(eq(applications.userId, userId), eq(applications.jobId, jobId)))
      .for('update');
    if (!application) throw new HttpError(404, NOT_APPLIED_TO_JOB, 'not_applied');
    if (application.status !== 'withdrawn') {
      await tx
        .update(applications)
        .set({
          status: 'withdrawn',
          candidateStatus: null,
          statusVersion: sql`${applications.statusVersion} + 1`,
          updatedAt: now,
        })
        .where(eq(applications.id, application.id));
      // a recruiter's change still in its undo window never reaches the candidate now (issue 36 R3)
      await tx
        .delete(applicationEvents)
        .where(
          and(
            eq(applicationEvents.applicationId, application.id),
            isNotNull(applicationEvents.dueAt),
            isNull(applicationEvents.deliveredAt),
          ),
        );
      await recordApplicationEvent(tx, application.id, 'withdrawn', now);
    }
    const timelines = await candidateTimelines(tx, userId, [jobId]);
    return { status: 'withdrawn', timeline: timelines.get(jobId) ?? [] };
  });
}
