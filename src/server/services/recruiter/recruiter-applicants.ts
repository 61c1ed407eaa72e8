import type { TimelineEvent } from '@contract/application-timeline';
import type { ExperienceLevel } from '@contract/candidate-record/options';
import type { ApplicationStatus } from '@contract/jobs';
import {
  APPLICANTS_PER_PAGE,
  type Applicant,
  type ApplicantRow,
  type ApplicantSort,
  type ApplicantsFilters,
  type NoticeFilter,
} from '@contract/recruiter/applicants';
import type { ApplicantCounts } from '@contract/recruiter/jobs';
import type { Db } from '@server/db/client';
import { applicationReviews, applications, applicationViews, users } from '@server/db/schema';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { recordApplicationEvent, timelinesOf } from '../application-timeline';
import { scoreOfApplication } from '../assessment-scoring';
import { loadProfileDetails } from '../candidate-record';
import type { EventBus, Tx } from '../event-bus';
import type { DbOrTx, FileStore } from '../file-store';
import { notifyStatusChange, notifyViewed } from '../notification-events';
import { assessmentOf, assessmentStateOf } from './applicant-assessment';
import {
  type ApplicationRow,
  applicantNotFound,
  companyApplication,
  companyApplications,
  type JobRow,
} from './company-scope';

/**
 * A job's applicants and one applicant (issue 23). The list reads one table: the applicant facts
 * the database copies onto each application (migration 0013), by the job's indexes.
 */

const NOTICE_CONDITIONS: Record<NoticeFilter, SQL> = {
  immediate: sql`${applications.noticeDays} = 0`,
  up_to_30: sql`${applications.noticeDays} <= 30`,
  up_to_60: sql`${applications.noticeDays} <= 60`,
  up_to_90: sql`${applications.noticeDays} <= 90`,
  over_90: sql`${applications.noticeDays} > 90`,
};

/** The orders, each ending newest first as the job's indexes hold it (desc nulls last). */
const NEWEST = [sql`${applications.createdAt} desc nulls last`, sql`${applications.id} desc nulls last`];
const SORTS: Record<ApplicantSort, SQL[]> = {
  newest: NEWEST,
  // the same index read backwards
  oldest: [sql`${applications.createdAt} asc nulls first`, sql`${applications.id} asc nulls first`],
  experience: [sql`${applications.experienceMonths} desc nulls last`, ...NEWEST],
  ctc: [sql`${applications.ctcRank} desc nulls last`, ...NEWEST],
  // by percent of the scored points, the unscored last (issue 36 §5)
  score: [
    sql`(${applications.assessmentScore}::real / nullif(${applications.assessmentMax}, 0)) desc nulls last`,
    ...NEWEST,
  ],
};

/** A page of the job's applicants (filtered, sorted), how many match, and the job's counts by status. */
export async function jobApplicantsPage(
  db: Db,
  job: JobRow,
  filters: ApplicantsFilters,
): Promise<{ applicants: ApplicantRow[]; total: number; counts: ApplicantCounts }> {
  const ofJob = [eq(applications.jobId, job.id), eq(applications.candidateActive, true)];
  const conditions: SQL[] = [...ofJob];
  if (filters.status) conditions.push(eq(applications.status, filters.status));
  if (filters.certification === 'certified') conditions.push(sql`${applications.certification} is not null`);
  if (filters.certification === 'not_certified') conditions.push(sql`${applications.certification} is null`);
  if (filters.experience_level) conditions.push(eq(applications.experienceLevel, filters.experience_level));
  if (filters.notice) conditions.push(NOTICE_CONDITIONS[filters.notice]);
  if (filters.result) conditions.push(eq(applications.assessmentPassed, filters.result === 'passed'));
  const where = and(...conditions);
  const [rows, [{ total }], byStatus] = await Promise.all([
    db
      .select()
      .from(applications)
      .where(where)
      .orderBy(...SORTS[filters.sort])
      .limit(APPLICANTS_PER_PAGE)
      .offset((filters.page - 1) * APPLICANTS_PER_PAGE),
    db.select({ total: count() }).from(applications).where(where),
    db
      .select({ status: applications.status, n: count() })
      .from(applications)
      .where(and(...ofJob))
      .groupBy(applications.status),
  ]);
  const counts: ApplicantCounts = { new: 0, shortlisted: 0, rejected: 0 };
  for (const row of byStatus) {
    if (row.status === 'new' || row.status === 'shortlisted' || row.status === 'rejected') {
      counts[row.status] = Number(row.n);
    }
  }
  return {
    total: Number(total),
    counts,
    applicants: rows.map((row) => ({
      application_id: row.id,
      name: row.applicantName,
      experience_level: (row.experienceLevel as ExperienceLevel | null) ?? null,
      total_experience: row.experienceMonths,
      certification: row.certification,
      current_ctc: row.currentCtc,
      notice_period: row.noticeLabel,
      applied_at: new Date(row.createdAt).toISOString(),
      status: row.status as ApplicationStatus,
      assessment: assessmentStateOf(job, row.assessmentState),
      score: scoreOfApplication(row),
    })),
  };
}

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
  const [profile, timelines, [review], resume, assessment] = await Promise.all([
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
  ]);
  const shortlisted = application.status === 'shortlisted';
  return {
    application_id: application.id,
    job: { id: job.id, job_title: job.jobTitle },
    status: application.status as ApplicationStatus,
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

const EVENT_OF: Record<ApplicationStatus, TimelineEvent> = {
  new: 'awaiting',
  shortlisted: 'shortlisted',
  rejected: 'rejected',
};

/**
 * Moves a (locked) application to `status`: the timeline gains the change, the reason is kept only
 * with rejected (the company's), the last write winning. A change tells the candidate ('status').
 */
async function applyStatus(
  tx: Tx,
  bus: EventBus,
  application: ApplicationRow,
  change: { status: ApplicationStatus; reason: string },
  recruiterId: number,
  now: Date,
  publicUrl: string,
): Promise<void> {
  if (application.status !== change.status) {
    await tx
      .update(applications)
      .set({ status: change.status, updatedAt: now })
      .where(eq(applications.id, application.id));
    await recordApplicationEvent(tx, application.id, EVENT_OF[change.status], now, recruiterId);
    await notifyStatusChange(tx, bus, {
      candidateId: application.userId,
      jobId: application.jobId,
      status: change.status,
      now,
      publicUrl,
    });
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

/** One applicant's status (one transaction; the row locked so two recruiters' changes queue). */
export async function setCompanyApplicantStatus(
  bus: EventBus,
  store: FileStore,
  scope: { companyId: number; recruiterId: number },
  applicationId: number,
  change: { status: ApplicationStatus; reason: string },
  now: Date,
  /** the site's address, for the e-mail's link (config.publicUrl) */
  publicUrl: string,
): Promise<Applicant> {
  return bus.transaction(async (tx) => {
    const { job } = await companyApplication(tx, scope.companyId, applicationId);
    const [locked] = await tx
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId))
      .for('update');
    await applyStatus(tx, bus, locked, change, scope.recruiterId, now, publicUrl);
    const [saved] = await tx.select().from(applications).where(eq(applications.id, applicationId));
    return applicantOf(tx, store, saved, job);
  });
}

/** Several applicants of the company to one status: all of them, or (one not the company's) none. */
export async function setCompanyApplicantsStatus(
  bus: EventBus,
  scope: { companyId: number; recruiterId: number },
  ids: readonly number[],
  change: { status: ApplicationStatus; reason: string },
  now: Date,
  /** the site's address, for the e-mails' links (config.publicUrl) */
  publicUrl: string,
): Promise<number> {
  return bus.transaction(async (tx) => {
    await companyApplications(tx, scope.companyId, ids);
    const locked = await tx
      .select()
      .from(applications)
      .where(inArray(applications.id, [...ids]))
      .orderBy(asc(applications.id))
      .for('update');
    for (const application of locked) {
      await applyStatus(tx, bus, application, change, scope.recruiterId, now, publicUrl);
    }
    return locked.length;
  });
}
