import type { JobExperienceLevel, QuestionType } from '@contract/jobs';
import {
  JOB_STATUS_CONFLICT,
  type JobDraftOutput,
  type JobStatus,
  type JobType,
  LOCATION_NOT_LISTED,
  publishIssue,
  QUESTION_NOT_OF_JOB,
  questionLocked,
  RECRUITER_JOBS_PER_PAGE,
  type RecruiterJob,
  type RecruiterJobRow,
} from '@contract/recruiter/jobs';
import type { Db } from '@server/db/client';
import { searchTexts } from '@server/db/job-catalogue';
import {
  applications,
  assessmentQuestions,
  cities,
  jobDetails,
  jobs,
  recruiterJobLooks,
} from '@server/db/schema';
import { HttpError } from '@server/validate';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { EventBus, Tx } from '../event-bus';
import type { DbOrTx } from '../file-store';
import { notifyNewMatches } from '../notification-events';
import { companyJob, type JobRow } from './company-scope';

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

/** The Jobs screen's page: most recently posted (or, a draft, made) first, with applicants by status and new since last look. */
export async function companyJobsPage(
  db: Db,
  companyId: number,
  recruiterId: number,
  page: number,
): Promise<{ jobs: RecruiterJobRow[]; total: number }> {
  const counts = db
    .select({
      jobId: applications.jobId,
      waiting: sql<number>`count(*) filter (where ${applications.status} = 'new')::int`.as('waiting'),
      shortlisted: sql<number>`count(*) filter (where ${applications.status} = 'shortlisted')::int`.as(
        'shortlisted',
      ),
      rejected: sql<number>`count(*) filter (where ${applications.status} = 'rejected')::int`.as('rejected'),
      fresh:
        // written out: drizzle leaves a one-table select's columns unqualified
        sql<number>`count(*) filter (where applications.created_at > coalesce((select l.looked_at from recruiter_job_looks l where l.job_id = applications.job_id and l.recruiter_id = ${recruiterId}), '-infinity'::timestamptz))::int`.as(
          'fresh',
        ),
    })
    .from(applications)
    .where(eq(applications.candidateActive, true))
    .groupBy(applications.jobId)
    .as('counts');
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: jobs.id,
        jobTitle: jobs.jobTitle,
        location: jobs.location,
        status: jobs.status,
        createdAt: jobs.createdAt,
        updatedAt: jobs.updatedAt,
      })
      .from(jobs)
      .where(eq(jobs.companyId, companyId))
      .orderBy(sql`${jobs.createdAt} desc`, sql`${jobs.id} desc`)
      .limit(RECRUITER_JOBS_PER_PAGE)
      .offset((page - 1) * RECRUITER_JOBS_PER_PAGE),
    db.select({ total: sql<number>`count(*)::int` }).from(jobs).where(eq(jobs.companyId, companyId)),
  ]);
  const ids = rows.map((row) => row.id);
  const counted = ids.length === 0 ? [] : await db.select().from(counts).where(inArray(counts.jobId, ids));
  const countsOf = new Map(counted.map((row) => [row.jobId, row]));
  return {
    total,
    jobs: rows.map((row) => {
      const count = countsOf.get(row.id);
      return {
        id: row.id,
        job_title: row.jobTitle,
        location: row.location,
        status: row.status as JobStatus,
        created_at: new Date(row.createdAt).toISOString(),
        updated_at: new Date(row.updatedAt).toISOString(),
        applicants: {
          new: count?.waiting ?? 0,
          shortlisted: count?.shortlisted ?? 0,
          rejected: count?.rejected ?? 0,
        },
        new_since_last_look: count?.fresh ?? 0,
      };
    }),
  };
}

/** This recruiter looked at the job now: its applicants so far are no longer new to them. */
export async function markJobLooked(
  db: DbOrTx,
  recruiterId: number,
  jobId: number,
  now: Date,
): Promise<void> {
  await db
    .insert(recruiterJobLooks)
    .values({ recruiterId, jobId, lookedAt: now })
    .onConflictDoUpdate({
      target: [recruiterJobLooks.recruiterId, recruiterJobLooks.jobId],
      set: { lookedAt: now },
    });
}

/** The job as the editor reads it (the company's row, its texts and questions with their lock). */
export async function recruiterJobOf(db: DbOrTx, job: JobRow): Promise<RecruiterJob> {
  const [[details], questions] = await Promise.all([
    db.select().from(jobDetails).where(eq(jobDetails.jobId, job.id)),
    questionsOf(db, job.id),
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
    })),
    created_at: new Date(job.createdAt).toISOString(),
    updated_at: new Date(job.updatedAt).toISOString(),
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

/** The jobs row's columns of a draft. */
function jobColumns(draft: JobDraftOutput, location: string) {
  const specialisations = joinList(draft.specialisations);
  const certificationsRequired = joinList(draft.certifications_required);
  return {
    jobTitle: draft.job_title,
    roleName: draft.role_name,
    typeName: draft.type_name,
    process: draft.process,
    location,
    experienceLevel: draft.experience_level,
    minCtc: draft.min_ctc,
    maxCtc: draft.max_ctc,
    specialisations,
    certificationsRequired,
    requiresAssessment: draft.questions.length > 0,
    ...searchTexts({
      jobTitle: draft.job_title,
      roleName: draft.role_name,
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

/** A new job of the company, saved as a draft (one transaction). */
export async function createCompanyJob(
  db: Db,
  companyId: number,
  draft: JobDraftOutput,
  now: Date,
): Promise<RecruiterJob> {
  return db.transaction(async (tx) => {
    const location = await listedCity(tx, draft.location);
    const [job] = await tx
      .insert(jobs)
      .values({ companyId, ...jobColumns(draft, location), status: 'draft', createdAt: now, updatedAt: now })
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
        })),
      );
    }
    return recruiterJobOf(tx, job);
  });
}

/**
 * Saves the whole draft over the company's job, all or nothing: an open or closed job only when
 * complete (400 job_incomplete); an answered question deleted or changed to another type: 409
 * question_locked naming it; a question id not of this job: 400.
 */
export async function updateCompanyJob(
  db: Db,
  companyId: number,
  jobId: number,
  draft: JobDraftOutput,
  now: Date,
): Promise<RecruiterJob> {
  return db.transaction(async (tx) => {
    const job = await companyJob(tx, companyId, jobId, { forUpdate: true });
    if (job.status !== 'draft') {
      const missing = publishIssue(draft);
      if (missing) throw new HttpError(400, missing.message, 'job_incomplete');
    }
    const location = await listedCity(tx, draft.location);
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
    for (const [position, question] of draft.questions.entries()) {
      const values = {
        position,
        question: question.question,
        questionType: question.question_type,
        options: question.options,
        required: question.required,
      };
      if (question.id === undefined)
        await tx.insert(assessmentQuestions).values({ jobId: job.id, ...values });
      else
        await tx
          .update(assessmentQuestions)
          .set(values)
          .where(and(eq(assessmentQuestions.id, question.id), eq(assessmentQuestions.jobId, job.id)));
    }
    const [saved] = await tx
      .update(jobs)
      .set({ ...jobColumns(draft, location), updatedAt: now })
      .where(eq(jobs.id, job.id))
      .returning();
    await tx
      .insert(jobDetails)
      .values({ jobId: job.id, ...detailColumns(draft) })
      .onConflictDoUpdate({ target: jobDetails.jobId, set: detailColumns(draft) });
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
 * job_incomplete, the first missing one's message).
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
  if (step === 'publish') {
    const current = await recruiterJobOf(tx, job);
    const missing = publishIssue(current);
    if (missing) throw new HttpError(400, missing.message, 'job_incomplete');
  }
  const [saved] = await tx
    .update(jobs)
    .set({ status: to, updatedAt: now, ...(step === 'publish' ? { createdAt: now } : {}) })
    .where(eq(jobs.id, job.id))
    .returning();
  // the saved searches it matches tell their candidates (job_alerts), in this transaction
  if (step === 'publish') await notifyNewMatches(tx, bus, saved.id, now);
  return recruiterJobOf(tx, saved);
}
