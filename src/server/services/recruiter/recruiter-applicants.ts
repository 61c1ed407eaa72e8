import type { TimelineEvent } from '@contract/application-timeline';
import { type ApplicationStatus, hasContactStage, type RecruiterStatus } from '@contract/jobs';
import { APPLICATION_WITHDRAWN, type Applicant } from '@contract/recruiter/applicants';
import { VERSION_CONFLICT_MESSAGE as VERSION_CONFLICT } from '@contract/version-conflict';
import type { Db } from '@server/db/client';
import {
  applicationEvents,
  applicationReviews,
  applications,
  applicationViews,
  users,
} from '@server/db/schema';
import { HttpError } from '@server/validate';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { pendingStatusStep, recordApplicationEvent, timelinesOf } from '../application-timeline';
import { loadProfileDetails } from '../candidate-record';
import type { EventBus, Tx } from '../event-bus';
import type { DbOrTx, FileStore } from '../file-store';
import { notifyViewed } from '../notification-events';
import { deliverStatusChange } from '../status-deliveries';
import { assessmentOf } from './applicant-assessment';
import {
  type ApplicationRow,
  applicantNotFound,
  companyApplication,
  companyApplications,
  type JobRow,
} from './company-scope';

/**
 * One applicant of a company (issue 23): the page's answer, the view it records, and the status
 * changes (issue 36: the stages, the version, the undo window). The list is applicants-list.ts.
 */

/**
 * Records this recruiter's view of the application: the first view of each recruiter counts for
 * the candidate's recruiter views; the application's first view is its timeline's 'viewed'; the
 * candidate may be told ('viewed', notification-events.ts), in the same transaction.
 */
async function recordView(
  bus: EventBus,
  application: ApplicationRow,
  recruiterId: number,
  now: Date,
): Promise<void> {
  await bus.transaction(async (tx) => {
    const inserted = await tx
      .insert(applicationViews)
      .values({ applicationId: application.id, recruiterId, viewedAt: now })
      .onConflictDoNothing()
      .returning({ applicationId: applicationViews.applicationId });
    if (inserted.length > 0) {
      const [{ views }] = await tx
        .select({ views: count() })
        .from(applicationViews)
        .where(eq(applicationViews.applicationId, application.id));
      if (Number(views) === 1) await recordApplicationEvent(tx, application.id, 'viewed', now, recruiterId);
    }
    await notifyViewed(tx, bus, { candidateId: application.userId, jobId: application.jobId, now });
  });
}

/** One applicant of the company, recorded as viewed by this recruiter. */
export async function companyApplicant(
  db: Db,
  bus: EventBus,
  store: FileStore,
  scope: { companyId: number; recruiterId: number },
  applicationId: number,
  now: Date,
): Promise<Applicant> {
  const { application, job } = await companyApplication(db, scope.companyId, applicationId);
  await recordView(bus, application, scope.recruiterId, now);
  return applicantOf(db, store, application, job);
}

/** The applicant page's answer for an application (already scoped to the company). */
export async function applicantOf(
  db: DbOrTx,
  store: FileStore,
  application: ApplicationRow,
  job: JobRow,
): Promise<Applicant> {
  const [user] = await db.select().from(users).where(eq(users.id, application.userId));
  if (!user) throw applicantNotFound();
  const [profile, timelines, [review], resume, assessment, pending] = await Promise.all([
    // the candidate's own View Profile read: one source
    loadProfileDetails(db, user, store),
    timelinesOf(db, [application.id]),
    db.select().from(applicationReviews).where(eq(applicationReviews.applicationId, application.id)),
    application.resumeFileId === null
      ? null
      : store
          .describe(db, [application.resumeFileId], user.id)
          .then((found) => found.get(application.resumeFileId ?? 0)),
    assessmentOf(db, job, application),
    pendingStatusStep(db, application.id),
  ]);
  // the contact from the shortlist on (issue 36: the later stages keep it)
  const shortlisted = hasContactStage(application.status);
  return {
    application_id: application.id,
    job: { id: job.id, job_title: job.jobTitle },
    status: application.status as ApplicationStatus,
    version: application.statusVersion,
    undo_until: pending ? pending.dueAt.toISOString() : null,
    applied_at: new Date(application.createdAt).toISOString(),
    reason: review?.rejectionReason ?? null,
    note: review?.note ?? '',
    note_version: review?.noteVersion ?? 1,
    timeline: timelines.get(application.id) ?? [],
    // before the shortlist the company sees no contact, date of birth or gender (issue 35, H8)
    profile: shortlisted
      ? profile
      : {
          ...profile,
          user_details: { ...profile.user_details, email: '', phone_no: '' },
          profile: profile.profile && { ...profile.profile, gender: '', date_of_birth: '' },
        },
    contact: shortlisted ? { email: user.email, phone_no: user.phoneNo } : null,
    resume: resume ? { file_name: resume.originalName } : null,
    assessment,
  };
}

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

type StatusChange = { status: RecruiterStatus; reason: string };

/**
 * Moves a (locked) application to `status`: the timeline gains the change, the version goes up
 * by 1, the reason is kept only with rejected (the company's). The candidate hears of it
 * ('status': their status, notification, e-mail, push, live event) once `undoSeconds` have passed
 * (issue 36 R3, services/status-deliveries.ts; 0: at once). A withdrawn application is the
 * candidate's decision: the caller refuses or skips it.
 */
async function applyStatus(
  tx: Tx,
  bus: EventBus,
  application: ApplicationRow,
  change: StatusChange,
  recruiterId: number,
  now: Date,
  delivery: { publicUrl: string; undoSeconds: number },
): Promise<void> {
  if (application.status !== change.status) {
    await tx
      .update(applications)
      .set({
        status: change.status,
        statusVersion: sql`${applications.statusVersion} + 1`,
        updatedAt: now,
      })
      .where(eq(applications.id, application.id));
    const held = delivery.undoSeconds > 0;
    if (held) {
      // a change still in its window is replaced, not added to: the candidate gets one step from
      // what they know, or none when this puts back what they know (issue 36 R3: not each mis-tap)
      const pending = await pendingStatusStep(tx, application.id);
      const replaced = pending
        ? await tx
            .delete(applicationEvents)
            .where(and(eq(applicationEvents.id, pending.id), isNull(applicationEvents.deliveredAt)))
            .returning({ id: applicationEvents.id })
        : [];
      const known =
        pending && replaced.length > 0
          ? pending.fromStatus
          : (application.candidateStatus ?? application.status);
      // the candidate keeps what they know until the step is delivered
      await tx
        .update(applications)
        .set({ candidateStatus: known })
        .where(eq(applications.id, application.id));
      if (known !== change.status) {
        await recordApplicationEvent(tx, application.id, EVENT_OF[change.status], now, recruiterId, {
          dueAt: new Date(now.getTime() + delivery.undoSeconds * 1000),
          fromStatus: known,
        });
      }
    } else await recordApplicationEvent(tx, application.id, EVENT_OF[change.status], now, recruiterId);
    if (!held) {
      await deliverStatusChange(
        tx,
        bus,
        {
          applicationId: application.id,
          candidateId: application.userId,
          jobId: application.jobId,
          status: change.status,
          now,
        },
        delivery.publicUrl,
      );
    }
  }
  const reason = change.status === 'rejected' && change.reason !== '' ? change.reason : null;
  await tx
    .insert(applicationReviews)
    .values({ applicationId: application.id, rejectionReason: reason, updatedAt: now })
    .onConflictDoUpdate({
      target: applicationReviews.applicationId,
      set: { rejectionReason: reason, updatedAt: now },
    });
}

const applicationWithdrawn = () => new HttpError(409, APPLICATION_WITHDRAWN, 'application_withdrawn');

/**
 * The company's application, its row locked until the transaction ends (two recruiters' changes
 * queue), with its job; `version` given and not the row's: 409 version_conflict (issue 36 R2).
 */
export async function lockedCompanyApplication(
  tx: Tx,
  companyId: number,
  applicationId: number,
  version: number | undefined,
): Promise<{ job: JobRow; locked: ApplicationRow }> {
  const { job } = await companyApplication(tx, companyId, applicationId);
  const [locked] = await tx
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for('update');
  if (version !== undefined && version !== locked.statusVersion)
    throw new HttpError(409, VERSION_CONFLICT, 'version_conflict');
  return { job, locked };
}

/**
 * The one status change of an application of the company inside the caller's transaction, the
 * row locked: every item of a bulk job goes through it (bulk-jobs.ts), so the single change's
 * rules apply (the version is not checked: a bulk job's filter is read as the job runs; a
 * withdrawn application is refused, the caller skips it first). Answers the row before and after.
 */
export async function changeApplicantStatus(
  tx: Tx,
  bus: EventBus,
  scope: { companyId: number; recruiterId: number },
  applicationId: number,
  change: StatusChange,
  now: Date,
  delivery: { publicUrl: string; undoSeconds: number },
): Promise<{ before: ApplicationRow; after: ApplicationRow; job: JobRow }> {
  const { job, locked } = await lockedCompanyApplication(tx, scope.companyId, applicationId, undefined);
  if (locked.status === 'withdrawn') throw applicationWithdrawn();
  await applyStatus(tx, bus, locked, change, scope.recruiterId, now, delivery);
  const [after] = await tx.select().from(applications).where(eq(applications.id, applicationId));
  return { before: locked, after, job };
}

/** The applicant page's answer for the application as the transaction now has it. */
export async function savedApplicant(
  tx: Tx,
  store: FileStore,
  applicationId: number,
  job: JobRow,
): Promise<Applicant> {
  const [saved] = await tx.select().from(applications).where(eq(applications.id, applicationId));
  return applicantOf(tx, store, saved, job);
}

/**
 * One applicant's status (one transaction; the row locked so two recruiters' changes queue). With
 * `version` (the applicant's version the change was based on, issue 36 R2) a colleague's change
 * meanwhile refuses it: 409 version_conflict. A withdrawn application: 409 application_withdrawn.
 */
export async function setCompanyApplicantStatus(
  bus: EventBus,
  store: FileStore,
  scope: { companyId: number; recruiterId: number },
  applicationId: number,
  change: StatusChange & { version?: number },
  now: Date,
  /** the site's address, for the e-mail's link (config.publicUrl) */
  publicUrl: string,
  /** the undo window (config.statusUndoSeconds; 0: the candidate hears at once) */
  undoSeconds = 0,
): Promise<Applicant> {
  return bus.transaction(async (tx) => {
    const { job, locked } = await lockedCompanyApplication(
      tx,
      scope.companyId,
      applicationId,
      change.version,
    );
    if (locked.status === 'withdrawn') throw applicationWithdrawn();
    await applyStatus(tx, bus, locked, change, scope.recruiterId, now, { publicUrl, undoSeconds });
    return savedApplicant(tx, store, applicationId, job);
  });
}

/**
 * Several applicants of the company to one status: all of them, or (one not the company's) none.
 * The withdrawn ones stay withdrawn: `updated` counts the others, `withdrawn` those.
 */
export async function setCompanyApplicantsStatus(
  bus: EventBus,
  scope: { companyId: number; recruiterId: number },
  ids: readonly number[],
  change: StatusChange,
  now: Date,
  /** the site's address, for the e-mails' links (config.publicUrl) */
  publicUrl: string,
  /** the undo window (config.statusUndoSeconds; 0: the candidates hear at once) */
  undoSeconds = 0,
): Promise<{ updated: number; withdrawn: number }> {
  return bus.transaction(async (tx) => {
    await companyApplications(tx, scope.companyId, ids);
    const locked = await tx
      .select()
      .from(applications)
      .where(inArray(applications.id, [...ids]))
      .orderBy(asc(applications.id))
      .for('update');
    let withdrawn = 0;
    for (const application of locked) {
      if (application.status === 'withdrawn') withdrawn += 1;
      else
        await applyStatus(tx, bus, application, change, scope.recruiterId, now, { publicUrl, undoSeconds });
    }
    return { updated: locked.length - withdrawn, withdrawn };
  });
}
