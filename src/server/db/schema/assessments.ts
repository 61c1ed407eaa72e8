// A job's assessment questions and the candidates' submissions.
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ownerKey } from './accounts';
import { jobs } from './jobs';

/** A job's assessment questions, in order (`position`). */
export const assessmentQuestions = pgTable(
  'assessment_questions',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    question: text('question').notNull(),
    /** MCQ | checkboxes | short_answer | paragraph | audio */
    questionType: text('question_type').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    required: boolean('required').notNull(),
    /**
     * MCQ and checkboxes: the options the recruiter marked correct (issue 36 §5; texts of
     * `options`); none: the question is not scored. The recruiter's alone: never in a
     * candidate's answer (services/assessment-scoring.ts).
     */
    correctOptions: jsonb('correct_options').$type<string[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('assessment_questions_job_position_key').on(t.jobId, t.position)],
);

/**
 * A candidate's answers to a job's assessment: a draft (replaced by each save) or submitted
 * (final). `answers` maps a question id to its answer text (audio: the path of the recording,
 * a `files` row of the candidate's, see assessmentAudioPath).
 */
export const assessmentSubmissions = pgTable(
  'assessment_submissions',
  {
    id: serial('id').primaryKey(),
    userId: ownerKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** draft | submitted */
    status: text('status').notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** how many saves (drafts and the submission) the server applied: a replay is not one */
    writeCount: integer('write_count').notNull().default(0),
    /**
     * Questions added after this submission (issue 36 R4), by id: `pending` the recruiter asked
     * this candidate to answer (the assessment reopens for them only; an answer moves it out),
     * `unasked` for new applicants only. Neither counts in the score until answered.
     */
    pendingQuestionIds: jsonb('pending_question_ids').$type<number[]>().notNull().default([]),
    unaskedQuestionIds: jsonb('unasked_question_ids').$type<number[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('assessment_submissions_user_job_key').on(t.userId, t.jobId)],
);
