import type { JobExperienceLevel, QuestionType } from '@contract/jobs';
import {
  JOB_STATUS_CONFLICT,
  type JobDraftOutput,
  type JobStatus,
  type JobType,
  type JobUpdateOutput,
  LOCATION_NOT_LISTED,
  publishIssue,
  QUESTION_NOT_OF_JOB,
  questionLocked,
  type RecruiterJob,
} from '@contract/recruiter/jobs';
import { VERSION_CONFLICT_MESSAGE } from '@contract/version-conflict';
import type { Db } from '@server/db/client';
import { searchTexts } from '@server/db/job-catalogue';
import { assessmentQuestions, cities, jobDetails, jobs } from '@server/db/schema';
import { HttpError } from '@server/validate';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { askableSubmissions, recordAddedQuestions } from '../assessment-reopening';
import { rescoreJob } from '../assessment-scoring';
import type { EventBus, Tx } from '../event-bus';
import type { DbOrTx } from '../file-store';
import { notifyNewMatches } from '../notification-events';
import { requireCompanyMay } from '../safety/company-gates';
import { companyJob, type JobRow } from './company-scope';
import { listedRole } from './job-roles';

/**
 * The company's jobs (issue 23): the Jobs list, the editor's reads and saves (one transaction each,
 * questions included), and publish / close / reopen. A job's texts are stored as the candidate
 * side reads them (lists joined by ', ').
 */

const joinList = (items: readonly string[]) => items.join(', ');
const splitList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** The job as the editor reads it (the company's row, its texts and questions with their lock). */
export async function recruiterJobOf(db: DbOrTx, job: JobRow): Promise<RecruiterJob> {
  const [[details], questions, submitted] = await Promise.all([
    db.select().from(jobDetails).where(eq(jobDetails.jobId, job.id)),
    questionsOf(db, job.id),
    askableSubmissions(db, job.id),
  ]);
  return {
    id: job.id,
    status: job.status as JobStatus,
    job_title: job.jobTitle,
    role_name: job.roleName,
    experience_level: job.experienceLevel as JobExperienceLevel | '',
    location: job.location,
    type_name: job.typeName as JobType | '',
    process: job.process as 'voice' | 'nonvoice',
    min_ctc: job.minCtc,
    max_ctc: job.maxCtc,
    description: details?.description ?? '',
    key_responsibilities: details?.keyResponsibilities ?? '',
    requirements: details?.requirements ?? '',
    specialisations: splitList(job.specialisations),
    certifications_required: splitList(job.certificationsRequired),
    good_to_have: details?.goodToHave ?? '',
    benefits_offered: details?.benefitsOffered ?? '',
    questions: questions.map((question) => ({
      id: question.id,
      question: question.question,
      question_type: question.questionType as QuestionType,
      options: question.options,
      required: question.required,
      answered: question.answered,
      correct_options: question.correctOptions,
    })),
    pass_mark: job.passMark,
    submitted_assessments: submitted,
    created_at: new Date(job.createdAt).toISOString(),
    updated_at: new Date(job.updatedAt).toISOString(),
    version: job.version,
  };
}

/** A job's questions in order, each with whether a candidate has answered it (a draft counts). */
async function questionsOf(db: DbOrTx, jobId: number) {
  return db
    .select({
      id: assessmentQuestions.id,
      question: assessmentQuestions.question,
      questionType: assessmentQuestions.questionType,
      options: assessmentQuestions.options,
      required: assessmentQuestions.required,
      correctOptions: assessmentQuestions.correctOptions,
      answered:
        // written out: drizzle leaves a one-table select's columns unqualified
        sql<boolean>`exists (select 1 from assessment_submissions s where s.job_id = assessment_questions.job_id and coalesce(s.answers ->> assessment_questions.id::text, '') <> '')`.mapWith(
          (value: unknown) => value === true || value === 't' || value === 'true',
        ),
    })
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.jobId, jobId))
    .orderBy(asc(assessmentQuestions.position));
}

/** The city list's name for a location ('' stays ''); 400 for a city not on the list. */
async function listedCity(db: DbOrTx, location: string): Promise<string> {
  if (location === '') return '';
  const [city] = await db
    .select({ name: cities.name })
    .from(cities)
    .where(sql`lower(${cities.name}) = lower(${location})`)
    .limit(1);
  if (!city) throw new HttpError(400, LOCATION_NOT_LISTED, 'validation_failed');
  return city.name;
}

/** The jobs row's columns of a draft (its location and role as the lists spell them). */
function jobColumns(draft: JobDraftOutput, location: string, roleName: string) {
  const specialisations = joinList(draft.specialisations);
  const certificationsRequired = joinList(draft.certifications_required);
  return {
    jobTitle: draft.job_title,
    roleName,
    typeName: draft.type_name,
    process: draft.process,
    location,
    experienceLevel: draft.experience_level,
    minCtc: draft.min_ctc,
    maxCtc: draft.max_ctc,
    specialisations,
    certificationsRequired,
    requiresAssessment: draft.questions.length > 0,
    passMark: draft.pass_mark,
    ...searchTexts({
      jobTitle: draft.job_title,
      roleName,
      specialisations,
      certificationsRequired,
      requirements: draft.requirements,
    }),
  };
}

const detailColumns = (draft: JobDraftOutput) => ({
  description: draft.description,
  keyResponsibilities: draft.key_responsibilities,
  requirements: draft.requirements,
  goodToHave: draft.good_to_have,
  benefitsOffered: draft.benefits_offered,
});

/**
 * A new job of the company, saved as a draft (one transaction); its role from the job roles list
 * (400 otherwise), but `keptRole` (a copied job's) is taken as it is.
 */
export async function createCompanyJob(
  db: Db,
  companyId: number,
  draft: JobDraftOutput,
  now: Date,
  keptRole?: string,
): Promise<RecruiterJob> {
  return db.transaction(async (tx) => {
    const location = await listedCity(tx, draft.location);
    const roleName = await listedRole(tx, draft.role_name, keptRole);
    const [job] = await tx
      .insert(jobs)
      .values({
        companyId,
        ...jobColumns(draft, location, roleName),
        status: 'draft',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(jobDetails).values({ jobId: job.id, ...detailColumns(draft) });
    if (draft.questions.length > 0) {
      await tx.insert(assessmentQuestions).values(
        draft.questions.map((question, position) => ({
          jobId: job.id,
          position,
          question: question.question,
          questionType: question.question_type,
          options: question.options,
          required: question.required,
          correctOptions: question.correct_options,
        })),
      );
    }
    return recruiterJobOf(tx, job);
  });
}

/**
 * Saves the whole draft over the company's job, all or nothing: a `version` that is not the job's
 * (a colleague saved in between) 409 version_conflict; an open or closed job only when
 * complete (400 job_incomplete); an answered question deleted or changed to another type: 409
 * question_locked naming it; a question id not of this job: 400; an open job of a company not
 * verified or suspended: 403 (issue 37). The version goes up by 1. A
 * question added while candidates have submitted (issue 36 R4) is asked of them when it is
 * required and marked `ask_submitted` (its notifications in this transaction), else it is for new
 * applicants only (assessment-reopening.ts).
 */
export async function updateCompanyJob(
  bus: EventBus,
  companyId: number,
  jobId: number,
  draft: JobUpdateOutput,
  context: { now: Date; publicUrl: string },
): Promise<RecruiterJob> {
  const { now } = context;
  return bus.transaction(async (tx) => {
    // locked: a colleague's save waits for this one's commit, then meets the new version
    const job = await companyJob(tx, companyId, jobId, { forUpdate: true });
    if (job.version !== draft.version) throw new HttpError(409, VERSION_CONFLICT_MESSAGE, 'version_conflict');
    if (job.status === 'open') await requireCompanyMay(tx, companyId, 'publish');
    if (job.status !== 'draft') {
      const missing = publishIssue(draft);
      if (missing) throw new HttpError(400, missing.message, 'job_incomplete');
    }
    const location = await listedCity(tx, draft.location);
    // a role saved before the list was enforced saves unchanged (issue 36)
    const roleName = await listedRole(tx, draft.role_name, job.roleName);
    const existing = await questionsOf(tx, job.id);
    const byId = new Map(existing.map((question) => [question.id, question]));
    const keptIds = new Set<number>();
    for (const question of draft.questions) {
      if (question.id === undefined) continue;
      const before = byId.get(question.id);
      if (!before) throw new HttpError(400, QUESTION_NOT_OF_JOB, 'validation_failed');
      if (before.answered && before.questionType !== question.question_type) {
        throw new HttpError(409, questionLocked(before.question), 'question_locked');
      }
      keptIds.add(question.id);
    }
    const removed = existing.filter((question) => !keptIds.has(question.id));
    const locked = removed.find((question) => question.answered);
    if (locked) throw new HttpError(409, questionLocked(locked.question), 'question_locked');

    if (removed.length > 0) {
      await tx.delete(assessmentQuestions).where(
        inArray(
          assessmentQuestions.id,
          removed.map((question) => question.id),
        ),
      );
    }
    // positions move out of the way first (one position per job at a time)
    if (keptIds.size > 0) {
      await tx
        .update(assessmentQuestions)
        .set({ position: sql`-1 - ${assessmentQuestions.position}` })
        .where(eq(assessmentQuestions.jobId, job.id));
    }
    const added: { all: number[]; asked: number[] } = { all: [], asked: [] };
    for (const [position, question] of draft.questions.entries()) {
      const values = {
        position,
        question: question.question,
        questionType: question.question_type,
        options: question.options,
        required: question.required,
        correctOptions: question.correct_options,
      };
      if (question.id === undefined) {
        const [{ id }] = await tx
          .insert(assessmentQuestions)
          .values({ jobId: job.id, ...values })
          .returning({ id: assessmentQuestions.id });
        added.all.push(id);
        if (question.required && question.ask_submitted) added.asked.push(id);
      } else
        await tx
          .update(assessmentQuestions)
          .set(values)
          .where(and(eq(assessmentQuestions.id, question.id), eq(assessmentQuestions.jobId, job.id)));
    }
    const [saved] = await tx
      .update(jobs)
      .set({ ...jobColumns(draft, location, roleName), updatedAt: now, version: sql`${jobs.version} + 1` })
      .where(eq(jobs.id, job.id))
      .returning();
    await tx
      .insert(jobDetails)
      .values({ jobId: job.id, ...detailColumns(draft) })
      .onConflictDoUpdate({ target: jobDetails.jobId, set: detailColumns(draft) });
    await recordAddedQuestions(tx, bus, { jobId: job.id, ...added, now, publicUrl: context.publicUrl });
    // the correct options or the pass mark may have changed: the submitted assessments follow
    await rescoreJob(tx, job.id);
    return recruiterJobOf(tx, saved);
  });
}

const STEPS = {
  publish: { from: 'draft', to: 'open' },
  close: { from: 'open', to: 'closed' },
  reopen: { from: 'closed', to: 'open' },
} as const;

/**
 * Publish (draft -> open, posted now: the search lists it at once), close (open -> closed) or
 * reopen (closed -> open); another state: 409 job_status. Publishing needs the bold fields (400
 * job_incomplete, the first missing one's message); publishing and reopening a verified company
 * (403 company_unverified / company_suspended, issue 37).
 */
export async function stepCompanyJob(
  bus: EventBus,
  companyId: number,
  jobId: number,
  step: keyof typeof STEPS,
  now: Date,
): Promise<RecruiterJob> {
  return bus.transaction((tx) => stepJob(tx, bus, companyId, jobId, step, now));
}

/** One job's step inside the caller's transaction (closing several jobs at once, job-copies.ts). */
export async function stepJob(
  tx: Tx,
  bus: EventBus,
  companyId: number,
  jobId: number,
  step: keyof typeof STEPS,
  now: Date,
): Promise<RecruiterJob> {
  const job = await companyJob(tx, companyId, jobId, { forUpdate: true });
  const { from, to } = STEPS[step];
  if (job.status !== from) throw new HttpError(409, JOB_STATUS_CONFLICT[step], 'job_status');
  // an unverified or suspended company lists nothing (issue 37); closing stays allowed
  if (to === 'open') await requireCompanyMay(tx, companyId, 'publish');
  if (step === 'publish') {
    const current = await recruiterJobOf(tx, job);
    const missing = publishIssue(current);
    if (missing) throw new HttpError(400, missing.message, 'job_incomplete');
  }
  const [saved] = await tx
    .update(jobs)
    .set({
      status: to,
      updatedAt: now,
      version: sql`${jobs.version} + 1`,
      ...(step === 'publish' ? { createdAt: now } : {}),
    })
    .where(eq(jobs.id, job.id))
    .returning();
  // the saved searches it matches tell their candidates (job_alerts), in this transaction
  if (step === 'publish') await notifyNewMatches(tx, bus, saved.id, now);
  return recruiterJobOf(tx, saved);
}
