// Applications and their timeline, the recruiters' views, reviews and looks, recruiter invites.

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ownerKey, users } from './accounts';
import { assessmentQuestions } from './assessments';
import { companies } from './companies';
import { fileRef } from './files';
import { jobs } from './jobs';

/** Applications: one per candidate and job (applying again replaces the resume). */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    userId: ownerKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    resumeFileId: fileRef('resume_file_id'),
    /** new | shortlisted | interview | offered | joined | rejected | withdrawn (issue 36 §2) */
    status: text('status').notNull().default('new'),
    /** the status's version (issue 36 R2): each change adds 1; a recruiter's change names the one it saw */
    statusVersion: integer('status_version').notNull().default(0),
    /**
     * The status as the candidate knows it when it is not `status` (issue 36 R3): a recruiter's
     * change reaches the candidate after the undo window (application_events.due_at). Null: the
     * candidate knows `status`. The candidate's reads show coalesce(candidate_status, status).
     */
    candidateStatus: text('candidate_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The applicant's facts the company's list filters and sorts by (issue 23), copied from the
     * candidate's record by the database's triggers (migration 0013: applicant_facts_refresh),
     * never written by the code: false once the account is deactivated or gone; the name; the
     * record's level and total months; the certification; the current CTC band and its lower
     * bound; the notice in days (0 immediate) and its label; the assessment's state.
     */
    candidateActive: boolean('candidate_active').notNull().default(true),
    applicantName: text('applicant_name').notNull().default(''),
    experienceLevel: text('experience_level'),
    experienceMonths: integer('experience_months'),
    certification: text('certification'),
    currentCtc: text('current_ctc'),
    ctcRank: integer('ctc_rank'),
    noticeDays: integer('notice_days'),
    noticeLabel: text('notice_label'),
    assessmentState: text('assessment_state'),
    /**
     * The submitted assessment's score (issue 36 §5, services/assessment-scoring.ts): points won of
     * the scored questions' points, and passed (null without a pass mark); all null until submitted
     * or when no question is scored. Written by the submit and by a job save that changes the
     * correct options or the pass mark.
     */
    assessmentScore: smallint('assessment_score'),
    assessmentMax: smallint('assessment_max'),
    assessmentPassed: boolean('assessment_passed'),
  },
  (t) => [
    uniqueIndex('applications_user_job_key').on(t.userId, t.jobId),
    index('applications_job_idx').on(t.jobId, t.createdAt.desc(), t.id.desc()),
    index('applications_job_status_idx').on(t.jobId, t.status, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * An application's timeline (issue 23): applied, viewed (the first view by the company), and each
 * status change (shortlisted, interview, offered, joined, rejected, awaiting, withdrawn: issue 36),
 * with its date. Shown to the candidate and the
 * company; the reason of a rejection is not part of it (application_reviews).
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** applied | viewed | shortlisted | interview | offered | joined | rejected | awaiting | withdrawn */
    event: text('event').notNull(),
    /** the recruiter who acted (null for applied) */
    recruiterId: integer('recruiter_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A recruiter's status change reaches the candidate at `due_at` (issue 36 R3: the undo
     * window); null: at once (applied, viewed, withdrawn, and the steps before issue 36). Until
     * `delivered_at` it is the company's alone: undone, the row goes and the candidate never
     * hears of it. `from_status` is the status it replaced (what Undo puts back).
     */
    dueAt: timestamp('due_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    fromStatus: text('from_status'),
  },
  (t) => [
    index('application_events_application_idx').on(t.applicationId, t.at, t.id),
    // the delivery loop's due steps
    index('application_events_due_idx')
      .on(t.dueAt)
      .where(sql`${t.deliveredAt} is null and ${t.dueAt} is not null`),
  ],
);

/** The first time each recruiter opened an application (the candidate's recruiter views count these). */
export const applicationViews = pgTable(
  'application_views',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    recruiterId: integer('recruiter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.recruiterId] })],
);

/** The company's private words on an application: the rejection's reason and a note. */
export const applicationReviews = pgTable('application_reviews', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  /** kept only while the application is rejected */
  rejectionReason: text('rejection_reason'),
  note: text('note').notNull().default(''),
  /** goes up by 1 on every note save (issue 36 R2): a stale save is refused, 409 version_conflict */
  noteVersion: integer('note_version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The company's private rating (1-5) and comment on an audio or text answer of an application
 * (issue 36 §5); never shown to the candidate.
 */
export const answerReviews = pgTable(
  'answer_reviews',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => assessmentQuestions.id, { onDelete: 'cascade' }),
    /** 1 to 5; null: a comment without a rating */
    rating: smallint('rating'),
    comment: text('comment').notNull().default(''),
    recruiterId: integer('recruiter_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.questionId] })],
);

/** When each recruiter last opened each job (its applicants made since are 'new since last look'). */
export const recruiterJobLooks = pgTable(
  'recruiter_job_looks',
  {
    recruiterId: integer('recruiter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    lookedAt: timestamp('looked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recruiterId, t.jobId] })],
);

/**
 * A recruiter's invitation of a colleague (issue 23): the code sent to the e-mail (hashed), for the
 * inviting recruiter's company. Accepting creates the colleague's account; a newer invitation to
 * the same e-mail replaces the older.
 */
export const recruiterInvites = pgTable(
  'recruiter_invites',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** lower-cased */
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [index('recruiter_invites_email_idx').on(t.email, t.createdAt.desc())],
);
