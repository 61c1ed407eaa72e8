import type { TimelineEvent } from '@contract/application-timeline';
import { audioFileIdOf, CHECKBOX_SEPARATOR } from '@contract/assessment';
import type { ExperienceLevel } from '@contract/candidate-record/options';
import type { ApplicationStatus, QuestionType } from '@contract/jobs';
import {
  APPLICANTS_PER_PAGE,
  type Applicant,
  type ApplicantAnswer,
  type ApplicantRow,
  type ApplicantsFilters,
} from '@contract/recruiter/applicants';
import type { ApplicantCounts } from '@contract/recruiter/jobs';
import type { Db } from '@server/db/client';
import {
  applicationReviews,
  applications,
  applicationViews,
  assessmentQuestions,
  assessmentSubmissions,
  files,
  users,
} from '@server/db/schema';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { recordApplicationEvent, timelinesOf } from '../application-timeline';
import { loadProfileDetails } from '../candidate-record';
import type { EventBus, Tx } from '../event-bus';
import type { DbOrTx, FileStore } from '../file-store';
import { notifyStatusChange, notifyViewed } from '../notification-events';
import {
  APPLICANT_SORTS_SQL,
  applicantsWhere,
  assessmentStateOf,
  contactVisible,
  ofJob,
} from './applicant-filters';
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

/** A page of the job's applicants (filtered, sorted), how many match, and the job's counts by status. */
export async function jobApplicantsPage(
  db: Db,
  job: JobRow,
  filters: ApplicantsFilters,
): Promise<{ applicants: ApplicantRow[]; total: number; counts: ApplicantCounts }> {
  const where = applicantsWhere(job.id, filters);
  const [rows, [{ total }], byStatus] = await Promise.all([
    db
      .select()
      .from(applications)
      .where(where)
      .orderBy(...APPLICANT_SORTS_SQL[filters.sort])
      .limit(APPLICANTS_PER_PAGE)
      .offset((filters.page - 1) * APPLICANTS_PER_PAGE),
    db.select({ total: count() }).from(applications).where(where),
    db
      .select({ status: applications.status, n: count() })
      .from(applications)
      .where(and(...ofJob(job.id)))
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
    assessmentOf(db, job, user.id),
  ]);
  const shortlisted = contactVisible(application.status);
  return {
    application_id: application.id,
    job: { id: job.id, job_title: job.jobTitle },
    status: application.status as ApplicationStatus,
    applied_at: new Date(application.createdAt).toISOString(),
    reason: review?.rejectionReason ?? null,
    note: review?.note ?? '',
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

/** The job's questions with the applicant's submitted answers (a draft's are the candidate's own). */
async function assessmentOf(db: DbOrTx, job: JobRow, userId: number): Promise<Applicant['assessment']> {
  const [questions, [submission]] = await Promise.all([
    db
      .select()
      .from(assessmentQuestions)
      .where(eq(assessmentQuestions.jobId, job.id))
      .orderBy(asc(assessmentQuestions.position)),
    db
      .select({ status: assessmentSubmissions.status, answers: assessmentSubmissions.answers })
      .from(assessmentSubmissions)
      .where(and(eq(assessmentSubmissions.userId, userId), eq(assessmentSubmissions.jobId, job.id))),
  ]);
  const state = assessmentStateOf(job, submission?.status ?? null);
  const answers = state === 'submitted' ? (submission?.answers ?? {}) : {};
  // the recordings' lengths, kept with their files when the candidate sent them (issue 35 N7)
  const recordingIds = Object.values(answers).flatMap((raw) => audioFileIdOf(raw) ?? []);
  const lengths = new Map(
    recordingIds.length === 0
      ? []
      : (
          await db
            .select({ id: files.id, seconds: files.audioSeconds })
            .from(files)
            .where(and(inArray(files.id, recordingIds), eq(files.ownerId, userId)))
        ).map((file) => [file.id, file.seconds]),
  );
  return {
    state,
    answers: questions.map((question): ApplicantAnswer => {
      const raw = answers[String(question.id)] ?? '';
      const type = question.questionType as QuestionType;
      const recordingId = type === 'audio' ? audioFileIdOf(raw) : null;
      const audio = recordingId !== null;
      return {
        question_id: question.id,
        question: question.question,
        question_type: type,
        options: question.options,
        required: question.required,
        answer:
          type === 'audio' || raw === ''
            ? null
            : type === 'checkboxes'
              ? raw.split(CHECKBOX_SEPARATOR).filter((choice) => choice !== '')
              : raw,
        audio,
        audio_seconds: recordingId === null ? null : (lengths.get(recordingId) ?? null),
      };
    }),
  };
}

/** The recording of a submitted audio answer (the candidate's file), or null. */
export async function applicantRecording(
  db: DbOrTx,
  store: FileStore,
  application: ApplicationRow,
  questionId: number,
) {
  const [question] = await db
    .select({ type: assessmentQuestions.questionType })
    .from(assessmentQuestions)
    .where(and(eq(assessmentQuestions.id, questionId), eq(assessmentQuestions.jobId, application.jobId)));
  if (question?.type !== 'audio') return null;
  const [submission] = await db
    .select({ status: assessmentSubmissions.status, answers: assessmentSubmissions.answers })
    .from(assessmentSubmissions)
    .where(
      and(
        eq(assessmentSubmissions.userId, application.userId),
        eq(assessmentSubmissions.jobId, application.jobId),
      ),
    );
  if (submission?.status !== 'submitted') return null;
  const fileId = audioFileIdOf(submission.answers[String(questionId)] ?? '');
  if (fileId === null) return null;
  const file = await store.get(db, fileId, application.userId);
  return file && (file.kind === 'webm' || file.kind === 'ogg') ? file : null;
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

/**
 * The one status change of an application of the company, inside the caller's transaction (the
 * row locked so two recruiters' changes queue): the single applicant's call and every item of a
 * bulk job (bulk-jobs.ts) go through it, so the same rules and notifications apply. Answers the
 * application before and after the change.
 */
export async function changeApplicantStatus(
  tx: Tx,
  bus: EventBus,
  scope: { companyId: number; recruiterId: number },
  applicationId: number,
  change: { status: ApplicationStatus; reason: string },
  now: Date,
  publicUrl: string,
): Promise<{ before: ApplicationRow; after: ApplicationRow; job: JobRow }> {
  const { job } = await companyApplication(tx, scope.companyId, applicationId);
  const [locked] = await tx
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for('update');
  await applyStatus(tx, bus, locked, change, scope.recruiterId, now, publicUrl);
  const [after] = await tx.select().from(applications).where(eq(applications.id, applicationId));
  return { before: locked, after, job };
}

/** One applicant's status (one transaction), answered as the applicant page shows it. */
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
    const { after, job } = await changeApplicantStatus(tx, bus, scope, applicationId, change, now, publicUrl);
    return applicantOf(tx, store, after, job);
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

/** The company's private note on an application ('' clears it). */
export async function setCompanyApplicantNote(
  db: Db,
  companyId: number,
  applicationId: number,
  note: string,
  now: Date,
): Promise<string> {
  const { application } = await companyApplication(db, companyId, applicationId);
  await db
    .insert(applicationReviews)
    .values({ applicationId: application.id, note, updatedAt: now })
    .onConflictDoUpdate({ target: applicationReviews.applicationId, set: { note, updatedAt: now } });
  return note;
}
