import { companyLogoPath } from '@contract/company-logos';
import { walkInDriveText } from '@contract/interviews';
import { JOB_WORD_FILTERS, type JobWordFilter } from '@contract/job-search-fields';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type AssessmentQuestion,
  JOBS_PER_PAGE,
  type JobCard,
  type JobDetail,
  type JobListFilters,
  type JobSearchFilters,
  salaryBandBounds,
} from '@contract/jobs';
import { typedWords } from '@contract/search-synonyms';
import { and, asc, eq, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  applications,
  assessmentQuestions,
  assessmentSubmissions,
  catalogueStamp as catalogueStampTable,
  companies,
  jobDetails,
  jobs,
  savedJobs,
} from '../db/schema';
import { candidateTimelines } from './application-timeline';
import type { DbOrTx } from './file-store';
import { walkInDriveOf } from './interviews/walk-in-drives';

/** `%word%` with LIKE's own characters escaped. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The lower-cased column each word filter matches (its words as parts of it). */
const WORD_FILTER_COLUMNS: Record<JobWordFilter, SQL> = {
  job_role: sql`${jobs.searchRole}`,
  location: sql`lower(${jobs.location})`,
  skill: sql`${jobs.searchSkill}`,
  experience_level: sql`lower(${jobs.experienceLevel})`,
  certificate_type: sql`${jobs.searchCert}`,
};

/**
 * Issue 23: the jobs candidates' searches, recommendations, similar jobs, saved-search matches,
 * the public list and the sitemap list: since issue 37 the *listed* ones (open, not hidden after
 * reports, of a company not suspended; jobs.listed, kept by the database: migration 0035).
 */
export const OPEN_JOBS = sql`${jobs.listed}`;
/** Issue 23: the jobs a candidate may read (a draft is the company's alone). */
export const PUBLISHED_JOBS = sql`${jobs.status} <> 'draft'`;
/**
 * Issue 37: a published job candidates may still read: not hidden after reports, of a company not
 * suspended (a query joining `companies`). Anyone else's read of a withdrawn job is as of a job
 * that does not exist; its applicants still read it (their application).
 */
export const NOT_WITHDRAWN = sql`(${jobs.hiddenAt} is null and ${companies.suspendedAt} is null)`;

/**
 * The catalogue's stamp: it moves with every write to the jobs (a job added, published, edited,
 * closed or reopened; migration 0013's trigger), so what a search counted is kept while it holds.
 */
export async function catalogueStamp(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ stamp: catalogueStampTable.stamp }).from(catalogueStampTable).limit(1);
  return row?.stamp ?? 0;
}

/**
 * The WHERE conditions of the filters (case-insensitive, by partial words: each word of a filter,
 * as typedWords splits it, is part of its column; '' does not filter). Not the search box's words
 * (`q`): job-search.ts adds them.
 */
export function jobFilterConditions(
  filters: Partial<JobSearchFilters & JobListFilters>,
  { openOnly = true }: { openOnly?: boolean } = {},
): SQL[] {
  const conditions: SQL[] = JOB_WORD_FILTERS.flatMap((name) =>
    typedWords(filters[name] ?? '').map(
      (word) => sql`${WORD_FILTER_COLUMNS[name]} like ${containsPattern(word)}`,
    ),
  );
  // issue 23: the catalogue a candidate searches is the open jobs (a closed one stays in the
  // candidate's own saved and applied lists: openOnly false)
  if (openOnly) conditions.push(OPEN_JOBS);
  const band = filters.exp_ctc ? salaryBandBounds(filters.exp_ctc) : null;
  if (band) {
    // the job's range meets the band
    conditions.push(sql`${jobs.maxCtc} >= ${band.min}`);
    if (band.max !== null) conditions.push(sql`${jobs.minCtc} <= ${band.max}`);
  }
  return conditions;
}

/** The columns of a job card with this candidate's state of it (the id, or a placeholder for it). */
function cardColumns(userId: number | Placeholder<'userId'>) {
  return {
    id: jobs.id,
    companyId: jobs.companyId,
    companyName: companies.name,
    jobTitle: jobs.jobTitle,
    roleName: jobs.roleName,
    typeName: jobs.typeName,
    location: jobs.location,
    experienceLevel: jobs.experienceLevel,
    minCtc: jobs.minCtc,
    maxCtc: jobs.maxCtc,
    description: sql<string>`coalesce(${jobDetails.description}, '')`,
    createdAt: jobs.createdAt,
    specialisations: jobs.specialisations,
    requiresAssessment: jobs.requiresAssessment,
    listed: jobs.listed,
    companyVerified: sql<boolean>`(${companies.verifiedAt} is not null and ${companies.suspendedAt} is null)`,
    saved: sql<boolean>`exists (select 1 from ${savedJobs} where ${savedJobs.jobId} = ${jobs.id} and ${savedJobs.userId} = ${userId})`,
    applicationStatus: sql<
      string | null
    >`(select coalesce(${applications.candidateStatus}, ${applications.status}) from ${applications} where ${applications.jobId} = ${jobs.id} and ${applications.userId} = ${userId})`,
    submission: sql<
      string | null
    >`(select ${assessmentSubmissions.status} from ${assessmentSubmissions} where ${assessmentSubmissions.jobId} = ${jobs.id} and ${assessmentSubmissions.userId} = ${userId})`,
  };
}

type CardRow = {
  id: number;
  companyId: number;
  companyName: string;
  jobTitle: string;
  roleName: string;
  typeName: string;
  location: string;
  experienceLevel: string;
  minCtc: number | null;
  maxCtc: number | null;
  description: string;
  createdAt: Date | string;
  specialisations: string;
  requiresAssessment: boolean;
  listed: boolean;
  companyVerified: boolean | string;
  saved: boolean | string;
  applicationStatus: string | null;
  submission: string | null;
};

const orNull = (text: string) => (text.trim() === '' ? null : text);
const asBool = (value: boolean | string) => value === true || value === 't' || value === 'true';

/** A row as the contract's job card. */
export function toJobCard(row: CardRow): JobCard {
  const applicationStatus = (APPLICATION_STATUSES as readonly string[]).includes(row.applicationStatus ?? '')
    ? (row.applicationStatus as ApplicationStatus)
    : null;
  return {
    id: row.id,
    company_name: row.companyName,
    company_logo: companyLogoPath(row.companyId),
    job_title: row.jobTitle,
    role_name: row.roleName,
    type_name: row.typeName,
    location: row.location,
    experience_level: row.experienceLevel,
    min_ctc: row.minCtc,
    max_ctc: row.maxCtc,
    job_description: orNull(row.description),
    created_at: new Date(row.createdAt).toISOString(),
    specialisations: orNull(row.specialisations),
    saved_status: asBool(row.saved),
    applied_status: row.applicationStatus !== null,
    assessment_status: row.requiresAssessment,
    assessment_submit: row.submission === 'submitted',
    status: row.submission === 'draft' ? 'draft' : null,
    application_status: applicationStatus,
    // a hidden job, or a suspended company's, takes no applications (issue 37)
    accepting_applications: row.listed,
    company_verified: asBool(row.companyVerified),
  };
}

/** Newest first (id breaks ties): the spec's order of every job list. */
export const newestFirst = [sql`${jobs.createdAt} desc nulls last`, sql`${jobs.id} desc nulls last`];

export interface JobPage {
  jobs: JobCard[];
  total: number;
  /** a search box search's: how many of `total` hold every word (listed first) */
  allWordsTotal?: number;
}

/** The rows before a page (1-based, JOBS_PER_PAGE a page). */
export const offsetOf = (page: number) => (page - 1) * JOBS_PER_PAGE;

/**
 * The cards of these jobs in this order, with their company, description and this candidate's
 * state. The pages pick their ids first on the narrow jobs table, then read only these rows.
 */
export async function cardsByIds(db: DbOrTx, userId: number, ids: readonly number[]): Promise<JobCard[]> {
  if (ids.length === 0) return [];
  // the pages' query, prepared once per database (or transaction)
  let query = cardsQueries.get(db);
  if (!query) {
    query = prepareCards(db);
    cardsQueries.set(db, query);
  }
  const rows = await query.execute({ userId, ids: idsToPlanOnce(ids) });
  const byId = new Map(rows.map((row) => [row.id, toJobCard(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The ids the cards query is given: at least CARD_IDS_PLANNED of them, the page's repeated (a row
 * matches `= any(...)` once however often its id is listed). PostgreSQL guesses 10 elements for an
 * array parameter it cannot see: with fewer, each plan made for the values looks cheaper than the
 * generic plan, and a prepared statement is planned anew at every run (on PGlite 0.6 ms of a page's
 * 0.9 ms); with as many, its generic plan is kept after five runs.
 */
export const CARD_IDS_PLANNED = 10;

export function idsToPlanOnce(ids: readonly number[]): number[] {
  if (ids.length >= CARD_IDS_PLANNED) return [...ids];
  return Array.from({ length: CARD_IDS_PLANNED }, (_, i) => ids[i % ids.length]);
}

function prepareCards(db: DbOrTx) {
  return db
    .select(cardColumns(sql.placeholder('userId')))
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(jobDetails, eq(jobDetails.jobId, jobs.id))
    .where(sql`${jobs.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('job_cards_by_ids');
}
const cardsQueries = new WeakMap<object, ReturnType<typeof prepareCards>>();

/**
 * The newest jobs matching the candidate's preferences: their process (voice/nonvoice) and,
 * when they named any, their preferred locations (case-insensitive). Without preferences, the
 * newest jobs.
 */
export async function recentJobsFor(
  db: Db,
  userId: number,
  preferences: { process: string | null; locations: readonly string[] },
  limit: number,
): Promise<JobCard[]> {
  const conditions: SQL[] = [OPEN_JOBS];
  if (preferences.process) conditions.push(eq(jobs.process, preferences.process));
  const locations = preferences.locations
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  if (locations.length > 0) conditions.push(inArray(sql`lower(${jobs.location})`, locations));
  const picked = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(...conditions))
    .orderBy(...newestFirst)
    .limit(limit);
  return cardsByIds(
    db,
    userId,
    picked.map((row) => row.id),
  );
}

/**
 * The job detail's texts beyond the card's description (read with `jobDetails` left-joined; an
 * empty text when the job has none): the candidate's job detail and the public job page read them.
 */
export const detailTextColumns = {
  keyResponsibilities: sql<string>`coalesce(${jobDetails.keyResponsibilities}, '')`,
  requirements: sql<string>`coalesce(${jobDetails.requirements}, '')`,
  certificationsRequired: jobs.certificationsRequired,
  goodToHave: sql<string>`coalesce(${jobDetails.goodToHave}, '')`,
  benefitsOffered: sql<string>`coalesce(${jobDetails.benefitsOffered}, '')`,
};

/** One job with this candidate's state of it and their saved answers; null when there is none. */
export async function jobDetailFor(db: Db, userId: number, jobId: number): Promise<JobDetail | null> {
  const [row] = await db
    .select({ ...cardColumns(userId), ...detailTextColumns })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(jobDetails, eq(jobDetails.jobId, jobs.id))
    .where(
      and(
        eq(jobs.id, jobId),
        PUBLISHED_JOBS,
        // a withdrawn job stays readable by its applicants only (issue 37)
        or(
          NOT_WITHDRAWN,
          sql`exists (select 1 from ${applications} where ${applications.jobId} = ${jobs.id} and ${applications.userId} = ${userId})`,
        ),
      ),
    );
  if (!row) return null;
  const card = toJobCard(row);
  const [saved, timelines, walkIn] = await Promise.all([
    row.requiresAssessment ? assessmentDetailsFor(db, userId, jobId) : { questions: [], updatedAt: null },
    card.applied_status ? candidateTimelines(db, userId, [jobId]) : new Map<number, never[]>(),
    walkInDriveOf(db, jobId),
  ]);
  return {
    ...card,
    Key_responsibilities: orNull(row.keyResponsibilities),
    requirements: orNull(row.requirements),
    certifications_required: orNull(row.certificationsRequired),
    good_to_have: orNull(row.goodToHave),
    benefits_offered: orNull(row.benefitsOffered),
    applied: card.applied_status,
    assessment_details: saved.questions,
    assessment_updated_at: saved.updatedAt,
    timeline: timelines.get(jobId) ?? [],
    // issue 36 §3: as the public job page says it
    ...(walkIn ? { walk_in: walkInDriveText(walkIn) } : {}),
  };
}

/**
 * A job's questions in order, each with this candidate's saved answer ('' when none), and when
 * those answers were last saved (ISO, or null).
 */
export async function assessmentDetailsFor(
  db: DbOrTx,
  userId: number,
  jobId: number,
): Promise<{ questions: AssessmentQuestion[]; updatedAt: string | null }> {
  const [questions, [submission]] = await Promise.all([
    db
      .select()
      .from(assessmentQuestions)
      .where(eq(assessmentQuestions.jobId, jobId))
      .orderBy(asc(assessmentQuestions.position)),
    db
      .select({
        answers: assessmentSubmissions.answers,
        updatedAt: assessmentSubmissions.updatedAt,
        pending: assessmentSubmissions.pendingQuestionIds,
        unasked: assessmentSubmissions.unaskedQuestionIds,
      })
      .from(assessmentSubmissions)
      .where(and(eq(assessmentSubmissions.userId, userId), eq(assessmentSubmissions.jobId, jobId))),
  ]);
  // a question added after the submission: asked (pending, issue 36 R4) or not shown (new applicants only)
  const pending = new Set(submission?.pending ?? []);
  const unasked = new Set(submission?.unasked ?? []);
  return {
    questions: questions
      .filter((question) => !unasked.has(question.id))
      .map((question) => ({
        assessment_id: question.id,
        question: question.question,
        question_type: question.questionType,
        options: question.options,
        required: question.required ? 1 : 0,
        answer: submission?.answers[String(question.id)] ?? '',
        ...(pending.has(question.id) ? { pending: true } : {}),
      })),
    updatedAt: submission ? submission.updatedAt.toISOString() : null,
  };
}
