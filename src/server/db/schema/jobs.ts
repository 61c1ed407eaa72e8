// The jobs catalogue: jobs, their search words and long texts, saved jobs, the catalogue's stamp.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ownerKey } from './accounts';
import { tsvector } from './columns';
import { companies } from './companies';

/**
 * A job of the catalogue (signed-in-area.md §3 Job), narrow: what cards show and filters match.
 * Its long texts are in `job_details`, so scanning matches reads little. `search_role`,
 * `search_skill` and `search_cert` are the lower-cased texts the filters match (title and role;
 * specialisations, certifications and title; certifications), each with a trigram index.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobTitle: text('job_title').notNull(),
    roleName: text('role_name').notNull(),
    /** Full Time | Contract | Part Time */
    typeName: text('type_name').notNull(),
    /** voice | nonvoice */
    process: text('process').notNull(),
    location: text('location').notNull(),
    /** Fresher | Experienced | Managerial */
    experienceLevel: text('experience_level').notNull(),
    /** annual rupees; null when not disclosed */
    minCtc: integer('min_ctc'),
    maxCtc: integer('max_ctc'),
    /** comma-separated */
    specialisations: text('specialisations').notNull(),
    /** comma-separated */
    certificationsRequired: text('certifications_required').notNull(),
    requiresAssessment: boolean('requires_assessment').notNull().default(false),
    /**
     * The assessment's pass mark in percent of its scored points (issue 36 §5), 1 to 100; null: no
     * pass mark (the applicants are scored, none passes or fails).
     */
    passMark: smallint('pass_mark'),
    searchRole: text('search_role').notNull(),
    searchSkill: text('search_skill').notNull(),
    searchCert: text('search_cert').notNull(),
    /**
     * The search box's weighted words (issue 19): title A, role B, specialisations and
     * certifications C, company, city, experience level and type D. Kept by the database (trigger jobs_search_vector_set,
     * migration 0009), never written by the code.
     */
    searchVector: tsvector('search_vector').notNull().default(sql`''::tsvector`),
    /**
     * draft | open | closed (issue 23): candidates' searches, recommendations and similar jobs list
     * open jobs only; a draft is the company's alone; a closed job stays readable, takes no
     * applications. For a published job `created_at` is when it was published.
     */
    status: text('status').notNull().default('open'),
    /**
     * Issue 37: when the job was hidden from candidates (search, recommendations, similar jobs, its
     * public page) because 3 different candidates reported it, until an operator reviews it; null
     * when shown. A suspended company's jobs are hidden the same way, by the company's standing.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /**
     * Issue 37: whether candidates see the job (search, recommendations, similar jobs, saved-search
     * matches, the public pages, the sitemap): open, not hidden and of a company not suspended.
     * Kept by the database (trigger jobs_listed_set on jobs, and companies_listed_jobs when a
     * company is suspended or restored: migration 0035), never written by the code; the open
     * jobs' narrow search table (job_open_words) holds the listed jobs only.
     */
    listed: boolean('listed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** the last save, publish, close or reopen (the recruiter's jobs list is newest first by it) */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Goes up by 1 on every save, publish, close and reopen (issue 36 R2): a save names the version
     * it was based on and a stale one is refused (409 version_conflict), so no edit is lost.
     */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('jobs_search_vector_idx').using('gin', t.searchVector),
    index('jobs_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    index('jobs_company_idx').on(t.companyId, t.updatedAt.desc(), t.id.desc()),
    index('jobs_search_role_trgm').using('gin', sql`${t.searchRole} gin_trgm_ops`),
    index('jobs_search_skill_trgm').using('gin', sql`${t.searchSkill} gin_trgm_ops`),
    index('jobs_search_cert_trgm').using('gin', sql`${t.searchCert} gin_trgm_ops`),
    index('jobs_location_trgm').using('gin', sql`lower(${t.location}) gin_trgm_ops`),
    index('jobs_process_newest_idx').on(t.process, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * The words of the catalogue's search texts (every lexeme of jobs.search_vector, kept by a
 * trigger): the search box corrects a typed word to the nearest of these by trigram similarity.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * A job's search words without their weights, for ranking: `title` the title's (weight A), `core`
 * the title's, role's, specialisations' and certifications' (A, B, C). Testing a term against
 * these costs almost nothing, where testing it against weighted words of `jobs.search_vector`
 * reads every position (ranking 1,200 jobs took 10 ms more). Kept by triggers from
 * `search_vector` (migration 0014), never written by the code.
 */
export const jobRankWords = pgTable('job_rank_words', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  title: tsvector('title').notNull(),
  core: tsvector('core').notNull(),
});

/**
 * The open jobs, narrow (id and date), for counting the search box's matches (issue 22 §2): its
 * text index is on `job_words(job_id)`, the job's search_vector read from `jobs` (migration 0016).
 * A count then reads this table's few pages instead of a page of `jobs` per match. The rows are
 * replaced, never updated, by the triggers on `jobs` whenever a job's status, date or words change,
 * so each index entry is the words the job had when its row was written.
 */
export const jobOpenWords = pgTable('job_open_words', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A job's long texts (one row per job): read for the page's cards and the detail only. */
export const jobDetails = pgTable('job_details', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  description: text('description').notNull(),
  keyResponsibilities: text('key_responsibilities').notNull(),
  requirements: text('requirements').notNull(),
  goodToHave: text('good_to_have').notNull(),
  benefitsOffered: text('benefits_offered').notNull(),
});

/** A candidate's saved jobs: one row per candidate and job. */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: ownerKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_jobs_user_job_key').on(t.userId, t.jobId),
    index('saved_jobs_job_idx').on(t.jobId),
  ],
);

/**
 * One row: a stamp the database moves on every write to `jobs` (migration 0013's statement
 * trigger). The job search keeps its counted totals while the stamp holds, so a job published,
 * edited, closed or reopened is counted at once.
 */
export const catalogueStamp = pgTable('catalogue_stamp', {
  id: smallint('id').primaryKey(),
  stamp: integer('stamp').notNull(),
});
