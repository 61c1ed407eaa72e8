import type { ApplicationStatus } from '@contract/jobs';
import { APPLICATION_WITHDRAWN, type Applicant } from '@contract/recruiter/applicants';
import { VERSION_CONFLICT_MESSAGE as VERSION_CONFLICT } from '@contract/version-conflict';
import type { Db } from '@server/db/client';
import { applicationReviews, applications, applicationViews, jobs, users } from '@server/db/schema';
import { HttpError } from '@server/validate';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { pendingStatusStep, recordApplicationEvent, timelinesOf } from '../application-timeline';
import { loadProfileDetails } from '../candidate-record';
import { contactStateOf } from '../contact/contact-shares';
import { recordSighting } from '../contact/profile-sightings';
import type { EventBus, Tx } from '../event-bus';
import type { DbOrTx, FileStore } from '../file-store';
import { notifyViewed } from '../notification-events';
import { assessmentOf } from './applicant-assessment';
import {
  type ApplicationRow,
  applicantNotFound,
  companyApplication,
  companyApplications,
  type JobRow,
} from './company-scope';
import { applyStatuses, isWithdrawn, type StatusChange } from './status-changes';

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

/** One applicant of the company, recorded as viewed by this recruiter (and, when shown, the contact seen). */
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
  const applicant = await applicantOf(db, store, application, job);
  // who saw my profile (issue 37 §3): the application viewed, the contact seen
  const sighting = { userIds: [application.userId], companyId: scope.companyId, now };
  await recordSighting(db, { ...sighting, kind: 'application' });
  if (applicant.contact) await recordSighting(db, { ...sighting, kind: 'contact' });
  return applicant;
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
  const [profile, timelines, [review], resume, assessment, pending, contactState] = await Promise.all([
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
    contactStateOf(db, user.id, job.companyId),
  ]);
  // the contact only while the candidate shares it with the company (issue 37 §3)
  const shared = contactState === 'shared';
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
    // the company never sees the date of birth nor the gender, the contact only when shared (issue 37 §3)
    profile: {
      ...profile,
      user_details: shared ? profile.user_details : { ...profile.user_details, email: '', phone_no: '' },
      profile: profile.profile && { ...profile.profile, gender: '', date_of_birth: '' },
    },
    contact: shared ? { email: user.email, phone_no: user.phoneNo } : null,
    contact_state: contactState,
    resume: resume ? { file_name: resume.originalName } : null,
    assessment,
  };
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
  // one read: the company scope's rule (companyApplication) with the row's lock
  const [row] = await tx
    .select({ locked: applications, job: jobs })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        eq(applications.id, applicationId),
        eq(jobs.companyId, companyId),
        eq(applications.candidateActive, true),
      ),
    )
    .for('update', { of: applications });
  if (!row) throw applicantNotFound();
  if (version !== undefined && version !== row.locked.statusVersion)
    throw new HttpError(409, VERSION_CONFLICT, 'version_conflict');
  return row;
}

/**
 * The one status change of an application of the company inside the caller's transaction, the
 * row locked (an interview's schedule moves its applicant with it); its writes are
 * status-changes.ts's `applyStatuses`, which a bulk job's batches share (bulk-job-items.ts), so
 * the single change's rules apply to them (the version is not checked; a withdrawn application is
 * refused). Answers the row before and after.
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
  if (isWithdrawn(locked.status)) throw applicationWithdrawn();
  await applyStatuses(tx, bus, [locked], change, scope.recruiterId, now, delivery);
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
    if (isWithdrawn(locked.status)) throw applicationWithdrawn();
    await applyStatuses(tx, bus, [locked], change, scope.recruiterId, now, { publicUrl, undoSeconds });
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
    const open = locked.filter((application) => !isWithdrawn(application.status));
    await applyStatuses(tx, bus, open, change, scope.recruiterId, now, { publicUrl, undoSeconds });
    const withdrawn = locked.length - open.length;
    return { updated: locked.length - withdrawn, withdrawn };
  });
}
