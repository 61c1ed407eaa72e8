import type { TimelineEvent } from '@contract/application-timeline';
import type { ApplicationStatus, RecruiterStatus } from '@contract/jobs';
import { applicationEvents, applicationReviews, applications, jobs } from '@server/db/schema';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { pendingStatusSteps } from '../application-timeline';
import type { EventBus, Tx } from '../event-bus';
import { deliverStatusChange } from '../status-deliveries';
import type { ApplicationRow } from './company-scope';

/**
 * The status change's writes (issue 36), one code for one application (the applicant page, an
 * interview's schedule) and for many (a page's selection, a bulk job's batch of 100): the same
 * rules, a few statements whatever the number of applications (bulk work at 5,000 applicants).
 */

/** The timeline's step of each status (issue 36: each stage with its date). */
export const EVENT_OF: Record<ApplicationStatus, TimelineEvent> = {
  new: 'awaiting',
  shortlisted: 'shortlisted',
  interview: 'interview',
  offered: 'offered',
  joined: 'joined',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
};

export type StatusChange = { status: RecruiterStatus; reason: string };

/** The candidate's own end: a recruiter's change refuses (one applicant) or skips (several) it. */
const WITHDRAWN: ApplicationStatus = 'withdrawn';
export const isWithdrawn = (status: string): boolean => status === WITHDRAWN;

/**
 * What a bulk status change does to an application (its row locked): left alone when the
 * candidate withdrew, 'already' when it is in that status, else changed.
 */
export function bulkStatusOutcome(status: string, change: StatusChange): 'withdrawn' | 'already' | 'changed' {
  if (isWithdrawn(status)) return 'withdrawn';
  return status === change.status ? 'already' : 'changed';
}

/**
 * The company's applications among `ids` (of its jobs, by active candidates), their rows locked
 * until the transaction ends, in id order (two lockers of several rows never wait in a cycle):
 * one read. The others (another company's, a candidate gone) are simply absent.
 */
export async function lockedCompanyApplications(
  tx: Tx,
  companyId: number,
  ids: readonly number[],
): Promise<ApplicationRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ application: applications })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        inArray(applications.id, [...ids]),
        eq(jobs.companyId, companyId),
        eq(applications.candidateActive, true),
      ),
    )
    .orderBy(asc(applications.id))
    .for('update', { of: applications });
  return rows.map((row) => row.application);
}

/** `CASE id WHEN ... THEN ... END`: a value per application in one statement. */
const byApplication = (values: Map<number, string>): SQL =>
  sql`case ${applications.id} ${sql.join(
    [...values].map(([id, value]) => sql`when ${id} then ${value}`),
    sql` `,
  )} end`;

/**
 * Moves (locked) applications to `status`: each one not already there has its status set, its
 * version up by 1 and the change on its timeline; the reason is kept only with rejected (the
 * company's), on every one of them. The candidate hears of it ('status': their status,
 * notification, e-mail, push, live event) once `undoSeconds` have passed (issue 36 R3,
 * services/status-deliveries.ts; 0: at once). A withdrawn application is the candidate's
 * decision: the caller refuses or skips it.
 */
export async function applyStatuses(
  tx: Tx,
  bus: EventBus,
  rows: readonly ApplicationRow[],
  change: StatusChange,
  recruiterId: number,
  now: Date,
  delivery: { publicUrl: string; undoSeconds: number },
): Promise<void> {
  if (rows.length === 0) return;
  const moving = rows.filter((row) => row.status !== change.status);
  if (moving.length > 0) {
    const ids = moving.map((row) => row.id);
    const held = delivery.undoSeconds > 0;
    // held: what the candidate knows until the step is delivered, by application
    const known = new Map<number, string>();
    if (held) {
      // a change still in its window is replaced, not added to: the candidate gets one step from
      // what they know, or none when this puts back what they know (issue 36 R3: not each mis-tap)
      const pending = await pendingStatusSteps(tx, ids);
      const replaced =
        pending.size > 0
          ? await tx
              .delete(applicationEvents)
              .where(
                and(
                  inArray(
                    applicationEvents.id,
                    [...pending.values()].map((step) => step.id),
                  ),
                  isNull(applicationEvents.deliveredAt),
                ),
              )
              .returning({ applicationId: applicationEvents.applicationId })
          : [];
      const replacedOf = new Set(replaced.map((step) => step.applicationId));
      for (const row of moving) {
        const step = pending.get(row.id);
        known.set(
          row.id,
          step && replacedOf.has(row.id) ? step.fromStatus : (row.candidateStatus ?? row.status),
        );
      }
    }
    await tx
      .update(applications)
      .set({
        status: change.status,
        statusVersion: sql`${applications.statusVersion} + 1`,
        updatedAt: now,
        ...(held ? { candidateStatus: byApplication(known) } : {}),
      })
      .where(inArray(applications.id, ids));
    const dueAt = new Date(now.getTime() + delivery.undoSeconds * 1000);
    const steps = held ? moving.filter((row) => known.get(row.id) !== change.status) : moving;
    if (steps.length > 0)
      await tx.insert(applicationEvents).values(
        steps.map((row) => ({
          applicationId: row.id,
          event: EVENT_OF[change.status],
          at: now,
          recruiterId,
          ...(held ? { dueAt, fromStatus: known.get(row.id) } : {}),
        })),
      );
    if (!held)
      for (const row of moving)
        await deliverStatusChange(
          tx,
          bus,
          {
            applicationId: row.id,
            candidateId: row.userId,
            jobId: row.jobId,
            status: change.status,
            now,
          },
          delivery.publicUrl,
        );
  }
  const reason = change.status === 'rejected' && change.reason !== '' ? change.reason : null;
  await tx
    .insert(applicationReviews)
    .values(rows.map((row) => ({ applicationId: row.id, rejectionReason: reason, updatedAt: now })))
    .onConflictDoUpdate({
      target: applicationReviews.applicationId,
      set: { rejectionReason: reason, updatedAt: now },
    });
}
