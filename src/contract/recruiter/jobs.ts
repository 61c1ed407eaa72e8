import * as v from 'valibot';
import { successMessage } from '../auth/fields';
import { PROCESS_TYPES } from '../candidate-record/options';
import { endpoint } from '../endpoint';
import { JOB_EXPERIENCE_LEVELS } from '../job-limits';
import { QUESTION_TYPES } from '../jobs';
import { pageQueryField } from '../primitives';
import { versionField } from '../version-conflict';
import { passMarkField } from './assessment-scoring';
import {
  CTC_ORDER,
  CTC_RANGE,
  CTC_WHOLE,
  ctcInOrder,
  DESCRIPTION_REQUIRED,
  EXPERIENCE_LEVEL_INVALID,
  EXPERIENCE_LEVEL_REQUIRED,
  JOB_CTC_MAX,
  JOB_LIST_ITEM_MAX,
  JOB_LIST_ITEMS_MAX,
  JOB_LOCATION_MAX,
  JOB_LONG_TEXT_MAX,
  JOB_ROLE_MAX,
  JOB_ROLE_REQUIRED,
  JOB_TITLE_MAX,
  JOB_TITLE_REQUIRED,
  JOB_TYPE_INVALID,
  LIST_TOO_LONG,
  LOCATION_REQUIRED,
  PROCESS_INVALID,
  QUESTION_TWICE,
  QUESTIONS_MAX,
  QUESTIONS_TOO_MANY,
  questionsOnce,
  TOO_LONG,
} from './job-draft-limits';
import { questionDraftSchema } from './question-draft';

export * from './job-draft-limits';
export * from './question-draft';

/**
 * The recruiter's jobs (issue 23 §Workspace 1-3): the company's jobs, the job editor's draft
 * (every field the candidate's job detail shows, and the assessment's questions), and the
 * publish / close / reopen steps. Texts are plain text: each line a paragraph, lines starting with '- ' or '•'
 * a list on the candidate side (contract/job-sections.ts); no HTML is ever rendered.
 */

/** A job's state: a draft (the company's only), open (listed, applications taken), closed. */
export const JOB_STATUSES = ['draft', 'open', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_STATUS_LABELS: Readonly<Record<JobStatus, string>> = {
  draft: 'Draft',
  open: 'Open',
  closed: 'Closed',
};

/** The job types the candidate side shows. */
export const JOB_TYPES = ['Full Time', 'Contract', 'Part Time'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** The recruiter's jobs list: 10 a page. */
export const RECRUITER_JOBS_PER_PAGE = 10;

/** The candidate side's texts of a closed job (contract/jobs.ts). */
export { JOB_CLOSED, NO_LONGER_ACCEPTING } from '../jobs';

// ---- the draft ---------------------------------------------------------------------------------

const text = (label: string, max: number) =>
  v.optional(v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(max, TOO_LONG(label, max))), '');

const textList = (label: string) =>
  v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.string(`${label} must be a list of texts`),
          v.trim(),
          v.maxLength(JOB_LIST_ITEM_MAX, TOO_LONG(label, JOB_LIST_ITEM_MAX)),
        ),
        `${label} must be a list of texts`,
      ),
      v.maxLength(JOB_LIST_ITEMS_MAX, LIST_TOO_LONG(label)),
      // blanks and repeats dropped (case-insensitively), order kept
      v.transform((items) =>
        items.filter(
          (item, index) =>
            item !== '' && items.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === index,
        ),
      ),
    ),
    [],
  );

const ctcField = (label: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.number(CTC_WHOLE(label)),
        v.integer(CTC_WHOLE(label)),
        v.minValue(0, CTC_RANGE(label)),
        v.maxValue(JOB_CTC_MAX, CTC_RANGE(label)),
      ),
    ),
    null,
  );

/**
 * The job editor's draft (PUT and POST). A draft saves with only `job_title`; publishing (and
 * saving an open or closed job) also needs the bold fields (`publishIssue`). `process` (voice |
 * nonvoice, the search's process filter; ours) defaults to nonvoice. CTC is annual rupees,
 * null when not disclosed; min <= max.
 */
const jobDraftEntries = {
  job_title: v.optional(
    v.pipe(
      v.string(JOB_TITLE_REQUIRED),
      v.trim(),
      v.nonEmpty(JOB_TITLE_REQUIRED),
      v.maxLength(JOB_TITLE_MAX, TOO_LONG('Job title', JOB_TITLE_MAX)),
    ),
    '',
  ),
  role_name: text('Job role', JOB_ROLE_MAX),
  experience_level: v.optional(
    v.union([v.literal(''), v.picklist(JOB_EXPERIENCE_LEVELS)], EXPERIENCE_LEVEL_INVALID),
    '',
  ),
  location: text('Location', JOB_LOCATION_MAX),
  type_name: v.optional(v.union([v.literal(''), v.picklist(JOB_TYPES)], JOB_TYPE_INVALID), ''),
  process: v.optional(v.picklist(PROCESS_TYPES, PROCESS_INVALID), 'nonvoice'),
  min_ctc: ctcField('CTC min'),
  max_ctc: ctcField('CTC max'),
  description: text('Description', JOB_LONG_TEXT_MAX),
  key_responsibilities: text('Key responsibilities', JOB_LONG_TEXT_MAX),
  requirements: text('Requirements', JOB_LONG_TEXT_MAX),
  specialisations: textList('Specialisations'),
  certifications_required: textList('Certifications required'),
  good_to_have: text('Good to have', JOB_LONG_TEXT_MAX),
  benefits_offered: text('Benefits', JOB_LONG_TEXT_MAX),
  questions: v.optional(
    v.pipe(
      v.array(questionDraftSchema, 'questions must be a list'),
      v.maxLength(QUESTIONS_MAX, QUESTIONS_TOO_MANY),
    ),
    [],
  ),
  pass_mark: passMarkField,
};

export const jobDraftSchema = v.pipe(
  v.object(jobDraftEntries),
  v.check((job) => ctcInOrder(job), CTC_ORDER),
  v.check((job) => questionsOnce(job), QUESTION_TWICE),
);
export type JobDraft = v.InferInput<typeof jobDraftSchema>;
export type JobDraftOutput = v.InferOutput<typeof jobDraftSchema>;

/** The save's body (PUT): the draft and the `version` the edit was based on (issue 36 R2). */
export const jobUpdateSchema = v.pipe(
  v.object({ ...jobDraftEntries, version: versionField }),
  v.check((job) => ctcInOrder(job), CTC_ORDER),
  v.check((job) => questionsOnce(job), QUESTION_TWICE),
);
export type JobUpdate = v.InferInput<typeof jobUpdateSchema>;
export type JobUpdateOutput = v.InferOutput<typeof jobUpdateSchema>;

/** The bold fields, in the editor's order: what publishing needs, with each one's message. */
export const PUBLISH_REQUIRED_FIELDS = [
  ['job_title', JOB_TITLE_REQUIRED],
  ['role_name', JOB_ROLE_REQUIRED],
  ['experience_level', EXPERIENCE_LEVEL_REQUIRED],
  ['location', LOCATION_REQUIRED],
  ['description', DESCRIPTION_REQUIRED],
] as const satisfies readonly (readonly [keyof JobDraftOutput, string])[];

/** The first bold field a (checked) draft lacks, with its message; null when it can be published. */
export function publishIssue(
  job: Pick<JobDraftOutput, (typeof PUBLISH_REQUIRED_FIELDS)[number][0]>,
): { field: keyof JobDraftOutput; message: string } | null {
  for (const [field, message] of PUBLISH_REQUIRED_FIELDS) {
    if (String(job[field] ?? '').trim() === '') return { field, message };
  }
  return null;
}

// ---- answers -----------------------------------------------------------------------------------

export const recruiterQuestionSchema = v.object({
  id: v.number(),
  question: v.string(),
  question_type: v.picklist(QUESTION_TYPES),
  options: v.array(v.string()),
  required: v.boolean(),
  /** a candidate has answered it (saved or submitted): it cannot be deleted or change type */
  answered: v.boolean(),
  /** the options marked correct (issue 36 §5; the company's alone) */
  correct_options: v.array(v.string()),
});
export type RecruiterQuestion = v.InferOutput<typeof recruiterQuestionSchema>;

/** A job as the editor reads it: the draft's fields, its state and its questions with ids. */
export const recruiterJobSchema = v.object({
  id: v.number(),
  status: v.picklist(JOB_STATUSES),
  job_title: v.string(),
  role_name: v.string(),
  experience_level: v.union([v.literal(''), v.picklist(JOB_EXPERIENCE_LEVELS)]),
  location: v.string(),
  type_name: v.union([v.literal(''), v.picklist(JOB_TYPES)]),
  process: v.picklist(PROCESS_TYPES),
  min_ctc: v.nullable(v.number()),
  max_ctc: v.nullable(v.number()),
  description: v.string(),
  key_responsibilities: v.string(),
  requirements: v.string(),
  specialisations: v.array(v.string()),
  certifications_required: v.array(v.string()),
  good_to_have: v.string(),
  benefits_offered: v.string(),
  questions: v.array(recruiterQuestionSchema),
  /** the assessment's pass mark in percent, null: none (issue 36 §5) */
  pass_mark: v.nullable(v.number()),
  /**
   * how many candidates still in the process (not rejected nor withdrawn) submitted the
   * assessment: a required question added now is asked of them or kept for new applicants only
   * (issue 36 R4, the question's `ask_submitted`)
   */
  submitted_assessments: v.number(),
  /** ISO date-times: created (for an open or closed job, when it was published), last saved */
  created_at: v.string(),
  updated_at: v.string(),
  /** goes up by 1 on every save and status step; a save names the one it was based on (issue 36 R2) */
  version: v.number(),
});
export type RecruiterJob = v.InferOutput<typeof recruiterJobSchema>;

/** Applications of a job by status (issue 36: every stage of the pipeline, its funnel). */
export const applicantCountsSchema = v.object({
  new: v.number(),
  shortlisted: v.number(),
  interview: v.number(),
  offered: v.number(),
  joined: v.number(),
  rejected: v.number(),
  withdrawn: v.number(),
});
export type ApplicantCounts = v.InferOutput<typeof applicantCountsSchema>;

/** A row of the Jobs screen. */
export const recruiterJobRowSchema = v.object({
  id: v.number(),
  job_title: v.string(),
  location: v.string(),
  status: v.picklist(JOB_STATUSES),
  created_at: v.string(),
  updated_at: v.string(),
  applicants: applicantCountsSchema,
  /** applications made since this recruiter last opened the job (GET /recruiters/jobs/:job_id) */
  new_since_last_look: v.number(),
});
export type RecruiterJobRow = v.InferOutput<typeof recruiterJobRowSchema>;

const jobAnswer = v.object({
  success: v.literal(true),
  message: successMessage,
  result: v.object({ job: recruiterJobSchema }),
});

// ---- the calls ---------------------------------------------------------------------------------

/**
 * GET /recruiters/jobs?page: the company's jobs, 10 a page, most recently changed first
 * (`updated_at` desc: a job saved, published, closed or reopened moves to the top; id breaks ties).
 */
export const recruiterJobs = endpoint({
  method: 'GET',
  path: '/recruiters/jobs',
  request: v.object({
    page: pageQueryField,
  }),
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({ jobs: v.array(recruiterJobRowSchema), total: v.number() }),
  }),
  errors: ['recruiters_only'],
  session: true,
});

/** POST /recruiters/jobs: a new job, saved as a draft. */
export const createRecruiterJob = endpoint({
  method: 'POST',
  path: '/recruiters/jobs',
  request: jobDraftSchema,
  answer: jobAnswer,
  errors: ['recruiters_only'],
  session: true,
});

/** GET /recruiters/jobs/:job_id: one job of the company (also marks it looked at by this recruiter). */
export const recruiterJob = endpoint({
  method: 'GET',
  path: '/recruiters/jobs/:job_id',
  request: null,
  answer: jobAnswer,
  errors: ['recruiters_only', 'job_not_found'],
  session: true,
});

/**
 * PUT /recruiters/jobs/:job_id: saves the whole draft (questions in order; all or nothing). An
 * open or closed job saves only when complete (400 job_incomplete); an answered question deleted
 * or changed to another type: 409 question_locked (questionLocked(question)); a `version` that is
 * not the job's: 409 version_conflict, nothing written (a colleague saved in between).
 */
export const updateRecruiterJob = endpoint({
  method: 'PUT',
  path: '/recruiters/jobs/:job_id',
  request: jobUpdateSchema,
  answer: jobAnswer,
  errors: [
    'recruiters_only',
    'job_not_found',
    'job_incomplete',
    'question_locked',
    'version_conflict',
    'company_unverified',
    'company_suspended',
  ],
  session: true,
});

/**
 * POST /recruiters/jobs/:job_id/publish: draft -> open (posted now); 400 job_incomplete, 409
 * job_status. Publish, close and reopen each move the job's `version` up by 1, as a save does.
 */
export const publishRecruiterJob = endpoint({
  method: 'POST',
  path: '/recruiters/jobs/:job_id/publish',
  request: null,
  answer: jobAnswer,
  errors: [
    'recruiters_only',
    'job_not_found',
    'job_incomplete',
    'job_status',
    'company_unverified',
    'company_suspended',
  ],
  session: true,
});

/** POST /recruiters/jobs/:job_id/close: open -> closed; 409 job_status otherwise. */
export const closeRecruiterJob = endpoint({
  method: 'POST',
  path: '/recruiters/jobs/:job_id/close',
  request: null,
  answer: jobAnswer,
  errors: ['recruiters_only', 'job_not_found', 'job_status'],
  session: true,
});

/** POST /recruiters/jobs/:job_id/reopen: closed -> open; 409 job_status otherwise. */
export const reopenRecruiterJob = endpoint({
  method: 'POST',
  path: '/recruiters/jobs/:job_id/reopen',
  request: null,
  answer: jobAnswer,
  errors: ['recruiters_only', 'job_not_found', 'job_status', 'company_unverified', 'company_suspended'],
  session: true,
});
