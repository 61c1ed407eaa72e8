import type { ApplicationStatus } from '@contract/jobs';
import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { applicationEvents, applications, jobs } from '../db/schema';
import { type AppDeps, eventBusOf } from '../deps';
import { askForContact } from './contact/contact-shares';
import type { EventBus, Tx } from './event-bus';
import { notifyStatusChange } from './notification-events';

/**
 * A recruiter's status change reaches the candidate after the undo window (issue 36 R3): the
 * change writes the company's status at once and a timeline step due `statusUndoSeconds` later
 * (application_events.due_at); until then Undo removes the step and the candidate never hears of
 * it. Each server process runs `startStatusDeliveries`: every round claims the due steps
 * (`FOR UPDATE SKIP LOCKED`, so two processes never deliver one twice; an Undo deleting the step
 * at that moment waits for the claim and then finds it delivered) and delivers each in its own
 * claim's transaction: the candidate's status (applications.candidate_status), the notification,
 * the e-mail and pushes (notify) and the live event, exactly as a change did at once before.
 */

/** A timeline step's status ('awaiting' is back to new). */
export const statusOfStep = (event: string): ApplicationStatus =>
  event === 'awaiting' ? 'new' : (event as ApplicationStatus);

/** How many due steps one round claims in one transaction. */
const STEPS_PER_ROUND = 50;

/** The candidate learns of a status change now: their status, notification, e-mail, push and live event. */
export async function deliverStatusChange(
  tx: Tx,
  bus: EventBus,
  change: { applicationId: number; candidateId: number; jobId: number; status: ApplicationStatus; now: Date },
  publicUrl: string,
): Promise<void> {
  await tx
    .update(applications)
    .set({ candidateStatus: change.status })
    .where(eq(applications.id, change.applicationId));
  await notifyStatusChange(tx, bus, { ...change, publicUrl });
  // a shortlist asks the candidate to share their contact with the company (issue 37 §3)
  if (change.status === 'shortlisted') {
    const [job] = await tx.select({ companyId: jobs.companyId }).from(jobs).where(eq(jobs.id, change.jobId));
    if (job)
      await askForContact(tx, bus, {
        userId: change.candidateId,
        companyId: job.companyId,
        recruiterId: null,
        now: change.now,
      });
  }
}

/** Delivers the steps due by `deps.now()`, oldest first; answers how many it delivered. */
export async function deliverDueStatusChanges(deps: AppDeps): Promise<number> {
  const bus = eventBusOf(deps);
  let delivered = 0;
  for (;;) {
    const now = deps.now();
    const round = await bus.transaction(async (tx) => {
      // the step and its application claimed together, skipping any a recruiter's change, an
      // Undo or a withdrawal holds (they lock the application first: no lock waits in a cycle)
      const due = await tx
        .select({
          id: applicationEvents.id,
          event: applicationEvents.event,
          applicationId: applicationEvents.applicationId,
          candidateId: applications.userId,
          jobId: applications.jobId,
        })
        .from(applicationEvents)
        .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
        .where(
          and(
            isNotNull(applicationEvents.dueAt),
            isNull(applicationEvents.deliveredAt),
            lte(applicationEvents.dueAt, now),
          ),
        )
        .orderBy(asc(applicationEvents.dueAt), asc(applicationEvents.id))
        .limit(STEPS_PER_ROUND)
        .for('update', { skipLocked: true });
      for (const step of due) {
        await tx.update(applicationEvents).set({ deliveredAt: now }).where(eq(applicationEvents.id, step.id));
        const [application] = await tx
          .select({ userId: applications.userId, jobId: applications.jobId })
          .from(applications)
          .where(eq(applications.id, step.applicationId));
        if (!application) continue;
        await deliverStatusChange(
          tx,
          bus,
          {
            applicationId: step.applicationId,
            candidateId: application.userId,
            jobId: application.jobId,
            status: statusOfStep(step.event),
            now,
          },
          deps.config.publicUrl,
        );
      }
      return due.length;
    });
    delivered += round;
    if (round < STEPS_PER_ROUND) return delivered;
  }
}

/**
 * Runs the deliveries in this process every few seconds (a quarter of the window, between 250 ms
 * and 5 s); answers the function that stops them. A window of 0 delivers at once: no loop.
 */
export function startStatusDeliveries(deps: AppDeps): () => void {
  const windowMs = deps.config.statusUndoSeconds * 1000;
  if (windowMs <= 0) return () => {};
  let running = false;
  const timer = setInterval(
    () => {
      if (running) return;
      running = true;
      deliverDueStatusChanges(deps)
        .catch((error) => console.error('Delivering the status changes failed:', error))
        .finally(() => {
          running = false;
        });
    },
    Math.min(5_000, Math.max(250, windowMs / 4)),
  );
  timer.unref();
  return () => clearInterval(timer);
}
