import {
  ACCOUNT_DEACTIVATED,
  ACCOUNT_DELETED,
  changePassword,
  DEACTIVATE_REASONS,
  deactivateAccount,
  deleteAccount,
  deleteAccountByDelete,
  exportFileName,
  exportMyData,
  type MyData,
  OLD_PASSWORD_INCORRECT,
  PASSWORD_INCORRECT,
  PASSWORD_UPDATED,
  reasonsOf,
} from '@contract/account';
import { OTP_TYPES } from '@contract/limits';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  applications,
  assessmentQuestions,
  assessmentSubmissions,
  companies,
  deliveryQueue,
  educations,
  employments,
  experiences,
  files,
  fresherCertificates,
  idempotencyKeys,
  jobPreferences,
  jobs,
  oneTimeCodes,
  profiles,
  rateEvents,
  savedJobs,
  savedSearches,
  sessions,
  users,
} from '../db/schema';
import { type AppDeps, eventBusOf } from '../deps';
import { requireCandidate, type SessionEnv } from '../middleware/require-session';
import { route } from '../route';
import { candidateTimelines } from '../services/application-timeline';
import { loadProfileDetails } from '../services/candidate-record';
import { consentDataForExport } from '../services/contact/contact-export';
import { type DbOrTx, databaseFileStore } from '../services/file-store';
import { lockCredentials } from '../services/login';
import { contactsOwnedBy } from '../services/one-time-codes';
import { hashPassword, verifyPassword } from '../services/passwords';
import { forgetAttempt, RATE_KINDS, type RateLimit, reserveAttempt } from '../services/rate-limit';
import { savedSearchesForExport } from '../services/saved-searches';
import { announceSessionsEnded, hashToken, revokeAllSessions, type UserRow } from '../services/sessions';
import { HttpError } from '../validate';

export const OTHER_SESSIONS_ENDED = 'You stay signed in here; your other sessions have been signed out.';
export const DEACTIVATED_EXTENDED = 'You have been signed out everywhere. Your data is kept.';
export const DELETED_EXTENDED = 'Your account and your personal data have been removed.';
export const EXPORT_READY = 'Your data';
export const TOO_MANY_PASSWORD_CHECKS = (minutes: number) =>
  `Too many wrong passwords. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/**
 * Wrong passwords given to the password change and the deactivation count against one limit per
 * account (LOGIN_MAX_FAILURES in LOGIN_WINDOW_MINUTES), so a session cannot guess the password.
 */
async function checkPassword(
  deps: AppDeps,
  user: UserRow,
  password: string,
  wrong: HttpError,
): Promise<void> {
  const limit: RateLimit = {
    kind: RATE_KINDS.passwordCheck,
    key: `user:${user.id}`,
    windowMs: deps.config.loginWindowMinutes * 60 * 1000,
    max: deps.config.loginMaxFailures,
    message: (seconds) => TOO_MANY_PASSWORD_CHECKS(Math.ceil(seconds / 60)),
  };
  const reserved = await reserveAttempt(deps, [limit]);
  if (!(await verifyPassword(password, user.passwordHash))) throw wrong;
  await forgetAttempt(deps, reserved, [{ kind: limit.kind, key: limit.key }]);
}

/**
 * Removes the candidate and everything about them, in the caller's transaction: messages and
 * codes sent to their contacts (and to the contacts they asked to change to, while no one else
 * has them: `contactsOwnedBy`), their own codes, rate-limit events keyed by those contacts,
 * remembered answers of their requests, assessment answers,
 * applications, saved jobs, every onboarding and profile part, their files, sessions, and the
 * account. The tables that reference users cascade too; each is named here so nothing is left
 * to chance.
 */
export async function removeCandidate(tx: DbOrTx, user: UserRow): Promise<void> {
  const userId = user.id;
  const contacts = await contactsOwnedBy(tx, user);
  await tx.delete(deliveryQueue).where(inArray(sql`lower(trim(${deliveryQueue.recipient}))`, contacts));
  await tx
    .delete(oneTimeCodes)
    .where(or(eq(oneTimeCodes.userId, userId), inArray(oneTimeCodes.contact, contacts)));
  const keys = [
    ...contacts,
    `email:${user.email}`,
    `phone:${user.phoneNo}`,
    `user:${userId}`,
    ...contacts.flatMap((contact) => OTP_TYPES.map((purpose) => `${purpose}:${contact}`)),
  ];
  const startsWith = (prefix: string) => sql`left(${rateEvents.key}, ${prefix.length}) = ${prefix}`;
  await tx.delete(rateEvents).where(
    or(
      inArray(rateEvents.key, keys),
      // failed logins keyed by `email address`, registrations by `email:{email} address`
      startsWith(`${user.email} `),
      startsWith(`email:${user.email} `),
      startsWith(`phone:${user.phoneNo} `),
    ),
  );
  const scope = `user:${userId} `;
  await tx.delete(idempotencyKeys).where(sql`left(${idempotencyKeys.scope}, ${scope.length}) = ${scope}`);
  await tx.delete(assessmentSubmissions).where(eq(assessmentSubmissions.userId, userId));
  await tx.delete(applications).where(eq(applications.userId, userId));
  await tx.delete(savedJobs).where(eq(savedJobs.userId, userId));
  await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
  await tx.delete(employments).where(eq(employments.userId, userId));
  await tx.delete(educations).where(eq(educations.userId, userId));
  await tx.delete(jobPreferences).where(eq(jobPreferences.userId, userId));
  await tx.delete(fresherCertificates).where(eq(fresherCertificates.userId, userId));
  await tx.delete(profiles).where(eq(profiles.userId, userId));
  await tx.delete(experiences).where(eq(experiences.userId, userId));
  await tx.delete(files).where(eq(files.ownerId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(users).where(eq(users.id, userId));
}

/** Everything the server holds about the candidate (and nothing of anyone else). */
export async function exportOf(deps: AppDeps, user: UserRow): Promise<MyData> {
  const db = deps.db;
  const store = deps.fileStore ?? databaseFileStore;
  const userId = user.id;
  const iso = (date: Date | string) => new Date(date).toISOString();
  const details = await loadProfileDetails(db, user, store);
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const uploads = await db
    .select({
      id: files.id,
      kind: files.kind,
      originalName: files.originalName,
      size: files.size,
      createdAt: files.createdAt,
      storedName: files.storedName,
    })
    .from(files)
    .where(eq(files.ownerId, userId))
    .orderBy(asc(files.id));
  const saved = await db
    .select({
      jobId: savedJobs.jobId,
      jobTitle: jobs.jobTitle,
      companyName: companies.name,
      savedAt: savedJobs.savedAt,
    })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(savedJobs.userId, userId))
    .orderBy(asc(savedJobs.savedAt));
  const applied = await db
    .select({
      jobId: applications.jobId,
      jobTitle: jobs.jobTitle,
      companyName: companies.name,
      // the status as the candidate knows it (issue 36: a change in its undo window is not theirs yet)
      status: sql<string>`coalesce(${applications.candidateStatus}, ${applications.status})`,
      resumeFileId: applications.resumeFileId,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(applications.userId, userId))
    .orderBy(asc(applications.createdAt));
  // issue 23: each application's timeline (never the company's reason or note)
  const timelines = await candidateTimelines(
    db,
    userId,
    applied.map((row) => row.jobId),
  );
  const answered = await db
    .select({
      jobId: assessmentSubmissions.jobId,
      jobTitle: jobs.jobTitle,
      status: assessmentSubmissions.status,
      answers: assessmentSubmissions.answers,
      updatedAt: assessmentSubmissions.updatedAt,
    })
    .from(assessmentSubmissions)
    .innerJoin(jobs, eq(jobs.id, assessmentSubmissions.jobId))
    .where(eq(assessmentSubmissions.userId, userId));
  const questionIds = answered
    .flatMap((row) => Object.keys(row.answers).map(Number))
    .filter(Number.isInteger);
  const questions = questionIds.length
    ? await db
        .select({ id: assessmentQuestions.id, question: assessmentQuestions.question })
        .from(assessmentQuestions)
        .where(inArray(assessmentQuestions.id, questionIds))
    : [];
  const questionText = new Map(questions.map((q) => [String(q.id), q.question]));
  const signedIn = await db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));

  // what each upload is
  const usedAs = new Map<number, string[]>();
  const mark = (id: number | null | undefined, what: string) => {
    if (id == null) return;
    usedAs.set(id, [...(usedAs.get(id) ?? []), what]);
  };
  mark(profile?.resumeFileId, 'resume');
  mark(profile?.pictureFileId, 'profile_picture');
  for (const file of details.job_preference?.certificate_files ?? []) mark(file.file_id, 'certificate');
  const [fresher] = await db
    .select({ fileId: fresherCertificates.certificateFileId })
    .from(fresherCertificates)
    .where(eq(fresherCertificates.userId, userId));
  mark(fresher?.fileId, 'certificate');
  for (const education of details.education)
    for (const file of education.files) mark(file.file_id, 'education');
  for (const application of applied) mark(application.resumeFileId, 'application_resume');
  const answerTexts = answered.flatMap((row) => Object.values(row.answers)).join('\n');
  for (const upload of uploads) {
    if (!usedAs.has(upload.id) && answerTexts.includes(upload.storedName))
      mark(upload.id, 'assessment_audio');
    if (!usedAs.has(upload.id) && (upload.kind === 'webm' || upload.kind === 'ogg'))
      mark(upload.id, 'assessment_audio');
  }

  return {
    exported_at: deps.now().toISOString(),
    account: {
      user_id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      phone_no: user.phoneNo,
      role_id: user.roleId,
      email_verified: user.emailVerified,
      phone_verified: user.phoneVerified,
      referral_code: user.referralCode,
      onboarding_completed: user.onboardingCompleted,
      profile_picture: user.profilePicture,
      activity_status: user.activityStatus,
      status: user.status,
      created_at: iso(user.createdAt),
      updated_at: iso(user.updatedAt),
    },
    profile_details: details,
    profile_overview: profile
      ? {
          terms_accepted: profile.termsAccepted,
          messaging_consent: profile.messagingConsent,
          updated_at: iso(profile.updatedAt),
        }
      : null,
    files: uploads.map((upload) => ({
      file_id: upload.id,
      file_name: upload.originalName,
      kind: upload.kind,
      size: upload.size,
      uploaded_at: iso(upload.createdAt),
      used_as: usedAs.get(upload.id) ?? ['other'],
    })),
    saved_jobs: saved.map((row) => ({
      job_id: row.jobId,
      job_title: row.jobTitle,
      company_name: row.companyName,
      saved_at: iso(row.savedAt),
    })),
    applications: applied.map((row) => ({
      job_id: row.jobId,
      job_title: row.jobTitle,
      company_name: row.companyName,
      status: row.status,
      resume_file_id: row.resumeFileId,
      applied_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
      timeline: timelines.get(row.jobId) ?? [],
    })),
    assessment_answers: answered.map((row) => ({
      job_id: row.jobId,
      job_title: row.jobTitle,
      status: row.status,
      answers: Object.entries(row.answers).map(([id, answer]) => ({
        question: questionText.get(id) ?? `Question ${id}`,
        answer: String(answer),
      })),
      updated_at: iso(row.updatedAt),
    })),
    sessions: signedIn.map((row) => ({
      created_at: iso(row.createdAt),
      expires_at: iso(row.expiresAt),
      ended_at: row.revokedAt ? iso(row.revokedAt) : null,
    })),
    saved_searches: await savedSearchesForExport(db, userId),
    ...(await consentDataForExport(db, userId)),
  };
}

/**
 * POST /users/reset_password, POST /candidates/deactivate, POST and DELETE /users/account_delete
 * (signed-in-area.md §3, §4, §5, §7) and GET /candidates/export (ours: the DPDP Act's right to
 * access).
 */
export function accountRoutes(deps: AppDeps): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const guard = requireCandidate(deps);

  route(routes, changePassword, guard, async (c, input) => {
    const user = c.get('user');
    await checkPassword(
      deps,
      user,
      input.old_password,
      new HttpError(400, OLD_PASSWORD_INCORRECT, 'old_password_incorrect'),
    );
    const passwordHash = await hashPassword(input.password);
    const current = hashToken(c.get('token'));
    await eventBusOf(deps).transaction(async (tx) => {
      // one change at a time per account, each for the password as it is now (lockCredentials):
      // of parallel changes with the same old password one passes
      if (!(await lockCredentials(tx, user.id, input.old_password, user.passwordHash))) {
        throw new HttpError(400, OLD_PASSWORD_INCORRECT, 'old_password_incorrect');
      }
      const now = deps.now();
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
      // every other session ends, with its open event streams; this one stays
      await revokeAllSessions(deps, tx, user.id, current);
    });
    return { success: true, message: PASSWORD_UPDATED, extendedMessage: OTHER_SESSIONS_ENDED };
  });

  route(routes, deactivateAccount, guard, async (c, input) => {
    const user = c.get('user');
    await checkPassword(
      deps,
      user,
      input.password,
      new HttpError(400, PASSWORD_INCORRECT, 'password_incorrect'),
    );
    const reasons = reasonsOf(input.reason);
    const other = reasons.includes('other') || reasons.includes(DEACTIVATE_REASONS.other);
    await eventBusOf(deps).transaction(async (tx) => {
      if (!(await lockCredentials(tx, user.id, input.password, user.passwordHash))) {
        throw new HttpError(400, PASSWORD_INCORRECT, 'password_incorrect');
      }
      const now = deps.now();
      await tx
        .update(users)
        .set({
          status: 'deactivated',
          deactivatedAt: now,
          deactivationReason: input.reason,
          deactivationOtherReason: other ? input.other_reason : null,
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
      await revokeAllSessions(deps, tx, user.id);
    });
    return { success: true, message: ACCOUNT_DEACTIVATED, extendedMessage: DEACTIVATED_EXTENDED };
  });

  const remove = async (user: UserRow) => {
    const bus = eventBusOf(deps);
    await bus.transaction(async (tx) => {
      // the account row first: a parallel save of this candidate waits, then finds nobody
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      await removeCandidate(tx, user);
      // its sessions went with it; its open event streams end too
      await announceSessionsEnded(bus, tx, user.id);
    });
    return { success: true as const, message: ACCOUNT_DELETED, extendedMessage: DELETED_EXTENDED };
  };
  route(routes, deleteAccount, guard, (c) => remove(c.get('user')));
  route(routes, deleteAccountByDelete, guard, (c) => remove(c.get('user')));

  route(routes, exportMyData, guard, async (c) => {
    const result = await exportOf(deps, c.get('user'));
    c.header(
      'Content-Disposition',
      `attachment; filename="${exportFileName(result.exported_at.slice(0, 10))}"`,
    );
    return { success: true, message: EXPORT_READY, result };
  });

  return routes;
}
