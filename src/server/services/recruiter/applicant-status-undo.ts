import { type Applicant, UNDO_EXPIRED } from '@contract/recruiter/applicants';
import { applicationEvents, applicationReviews, applications } from '@server/db/schema';
import { HttpError } from '@server/validate';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { pendingStatusStep } from '../application-timeline';
import type { EventBus } from '../event-bus';
import type { FileStore } from '../file-store';
import { lockedCompanyApplication, savedApplicant } from './recruiter-applicants';

/**
 * Undo of a recruiter's status change within its window (issue 36 R3), in one transaction with
 * the application's row locked: the step still pending (its due time ahead, not delivered) is
 * deleted, the status it replaced comes back and the version goes up by 1. The candidate heard
 * nothing of it (the delivery loop claims only due steps; one claiming it now makes the delete
 * find it delivered: 409 undo_expired). Stale `version`: 409 version_conflict.
 */
export async function undoCompanyApplicantStatus(
  bus: EventBus,
  store: FileStore,
  scope: { companyId: number },
  applicationId: number,
  version: number,
  now: Date,
): Promise<Applicant> {
  return bus.transaction(async (tx) => {
    const { job } = await lockedCompanyApplication(tx, scope.companyId, applicationId, version);
    const step = await pendingStatusStep(tx, applicationId);
    const expired = () => new HttpError(409, UNDO_EXPIRED, 'undo_expired');
    if (!step) throw expired();
    const removed = await tx
      .delete(applicationEvents)
      .where(
        and(
          eq(applicationEvents.id, step.id),
          isNull(applicationEvents.deliveredAt),
          gt(applicationEvents.dueAt, now),
        ),
      )
      .returning({ id: applicationEvents.id });
    if (removed.length === 0) throw expired();
    await tx
      .update(applications)
      .set({
        status: step.fromStatus,
        statusVersion: sql`${applications.statusVersion} + 1`,
        updatedAt: now,
      })
      .where(eq(applications.id, applicationId));
    // a rejection's reason went with the rejection undone (the reason before it is not kept)
    if (step.fromStatus !== 'rejected') {
      await tx
        .update(applicationReviews)
        .set({ rejectionReason: null, updatedAt: now })
        .where(eq(applicationReviews.applicationId, applicationId));
    }
    return savedApplicant(tx, store, applicationId, job);
  });
}
