import * as v from 'valibot';
import { timelineEntrySchema } from './application-timeline';
import { endpoint } from './endpoint';
import { documentRule } from './files';
import { idNumber, positiveIdText } from './ids';
import { EXPECTED_CTC_BANDS, JOB_FILTER_MAX, type JobExperienceLevel } from './job-limits';
import {
  EMPTY_JOB_SEARCH,
  JOB_LIST_FILTERS,
  JOB_WORD_FILTERS,
  type JobWordFilter,
  SEARCH_TEXT_MAX,
} from './job-search-fields';
import { pageBodyField } from './primitives';

export {
  EXPECTED_CTC_BANDS,
  JOB_EXPERIENCE_LEVELS,
  JOB_FILTER_MAX,
  JOB_PAGE_MAX,
  type JobExperienceLevel,
  ROW_ID_MAX,
} from './job-limits';

/**
 * The jobs area (signed-in-area.md §2 Dashboard, Job search, Saved and applied jobs, Job detail,
 * Apply flow; §3 Job; §7 calls; §9 constants). One descriptor per call.
 */

/** §9: 6 jobs per page, 3 per row. */
export const JOBS_PER_PAGE = 6;
export const JOBS_PER_ROW = 3;
/** §9: the dashboard shows the first 2 recent jobs; similar jobs are 2. */
export const DASHBOARD_RECENT_JOBS = 2;
export const SIMILAR_JOBS = 2;
/** §9: a similar job's description is cut at 100 characters (plus an ellipsis). */
export const SIMILAR_DESCRIPTION_CHARS = 100;

export const FRESHER_LEVEL: JobExperienceLevel = 'Fresher';

/**
 * The rupee bounds of a salary band ('5,00,000-7,50,000' -> 500000..750000; 'Above 10,00,000' ->
 * 1000000..null), or null for text that is not a band.
 */
export function salaryBandBounds(band: string): { min: number; max: number | null } | null {
  const digits = (text: string) => Number(text.replace(/,/g, ''));
  const above = /^Above ([\d,]+)$/.exec(band);
  if (above) return { min: digits(above[1]), max: null };
  const range = /^([\d,]+)-([\d,]+)$/.exec(band);
  if (range) return { min: digits(range[1]), max: digits(range[2]) };
  return null;
}

/**
 * §4: an application's status; anything else is shown as Not specified. Issue 36 extends the spec's
 * three into the pipeline to the joining date, in its order: new (shown Awaiting), shortlisted,
 * interview, offered, joined; the ends rejected (by the company) and withdrawn (by the candidate).
 */
export const APPLICATION_STATUSES = [
  'new',
  'shortlisted',
  'interview',
  'offered',
  'joined',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** The statuses a recruiter moves an application to: all but withdrawn (the candidate's alone). */
export const RECRUITER_STATUSES = APPLICATION_STATUSES.filter((status) => status !== 'withdrawn') as Exclude<
  ApplicationStatus,
  'withdrawn'
>[];
export type RecruiterStatus = (typeof RECRUITER_STATUSES)[number];

/** The candidate's assessment answers for a job: saved as a draft, or submitted (final). */
export const ASSESSMENT_STATES = ['draft', 'submitted'] as const;
export type AssessmentState = (typeof ASSESSMENT_STATES)[number];

export const QUESTION_TYPES = ['MCQ', 'checkboxes', 'short_answer', 'paragraph', 'audio'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The server's own messages of the jobs calls (the app shows the spec's texts on their codes). */
export const JOB_NOT_FOUND = 'Job not found';
export const RESUME_REQUIRED = 'Please choose a resume to apply with';
export const ALREADY_APPLIED = 'You have already applied for this job';
/** Issue 23: a candidate applying to a closed job: 409 job_closed. */
export const JOB_CLOSED = 'This job is no longer accepting applications.';
/** Issue 23: what the candidate side shows on a closed job the candidate saved or applied to. */
export const NO_LONGER_ACCEPTING = 'No longer accepting applications';

const filterText = (label: string) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      v.trim(),
      v.maxLength(JOB_FILTER_MAX, `${label} must be at most ${JOB_FILTER_MAX} characters`),
    ),
    '',
  );

/** The search box's words (`q`, issue 19): at most SEARCH_TEXT_MAX characters, '' when absent. */
const searchTextField = v.optional(
  v.pipe(
    v.string('q must be text'),
    v.trim(),
    v.maxLength(SEARCH_TEXT_MAX, `q must be at most ${SEARCH_TEXT_MAX} characters`),
  ),
  '',
);

/** The expected-CTC filter: one of EXPECTED_CTC_BANDS, '' when absent. */
const salaryBandField = v.optional(
  v.union([v.literal(''), v.picklist(EXPECTED_CTC_BANDS)], 'exp_ctc must be a salary band'),
  '',
);

/** The word filters' fields (job-search-fields.ts names them). */
const wordFilterFields = Object.fromEntries(JOB_WORD_FILTERS.map((name) => [name, filterText(name)])) as {
  [Name in JobWordFilter]: ReturnType<typeof filterText>;
};

/**
 * The order of a search with words (ours, SS2): by relevance (the default), or the jobs holding
 * every word newest first (then those holding some, as by relevance). Without words the search is
 * newest first either way.
 */
export const JOB_SEARCH_SORTS = ['relevance', 'newest'] as const;
export type JobSearchSort = (typeof JOB_SEARCH_SORTS)[number];

/**
 * The six filters of the job search (§7), each matched case-insensitively and by partial words;
 * '' (or absent) does not filter. `q` (issue 19, ours) is the search box's words, matched against
 * title, role, skills, certifications, company, city, process and the requirements, good-to-have
 * and benefits texts, with typos and RCM abbreviations forgiven (search-synonyms.ts); with words
 * the answer is ranked by relevance, without them newest first. `exp_ctc` is one of
 * EXPECTED_CTC_BANDS (a job matches when its salary range meets the band); `page` (ours) is
 * 1-based, 6 jobs a page. The names are job-search-fields.ts's.
 */
export const jobSearchPayloadSchema = v.object({
  q: searchTextField,
  ...wordFilterFields,
  exp_ctc: salaryBandField,
  page: pageBodyField,
  sort: v.optional(v.picklist(JOB_SEARCH_SORTS, 'sort must be relevance or newest'), 'relevance'),
});
export type JobSearchPayload = v.InferInput<typeof jobSearchPayloadSchema>;
export type JobSearchFilters = Omit<v.InferOutput<typeof jobSearchPayloadSchema>, 'page' | 'sort'>;

/** A search with no words and no filters: the newest jobs. */
export const NO_JOB_SEARCH_FILTERS: JobSearchFilters = EMPTY_JOB_SEARCH;

type ListWordFilter = Exclude<(typeof JOB_LIST_FILTERS)[number], 'exp_ctc'>;
/** The filters of saved_jobs and applied_jobs (§7): the search's without certificate_type. */
export const jobListPayloadSchema = v.object({
  ...(Object.fromEntries(
    JOB_LIST_FILTERS.flatMap((name) => (name === 'exp_ctc' ? [] : [[name, wordFilterFields[name]]])),
  ) as Pick<typeof wordFilterFields, ListWordFilter>),
  exp_ctc: salaryBandField,
  page: pageBodyField,
});
export type JobListPayload = v.InferInput<typeof jobListPayloadSchema>;
export type JobListFilters = Omit<v.InferOutput<typeof jobListPayloadSchema>, 'page'>;

/**
 * A job card, a similar job or a search item (§3), with this candidate's state of it:
 * - `saved_status`: saved by this candidate;
 * - `applied_status`: applied;
 * - `assessment_status`: the job requires an assessment;
 * - `assessment_submit`: this candidate's answers are submitted (final);
 * - `status`: 'draft' when answers are saved as a draft, else null;
 * - `application_status`: the application's state (null when not applied).
 * `company_logo` is a path relative to the API host (`/api/company-logos/{id}.svg`), or null.
 * `created_at` is an ISO date-time; `min_ctc`/`max_ctc` annual rupees.
 */
export const jobCardSchema = v.object({
  id: v.number(),
  company_name: v.string(),
  company_logo: v.nullable(v.string()),
  job_title: v.string(),
  role_name: v.nullable(v.string()),
  type_name: v.nullable(v.string()),
  location: v.string(),
  experience_level: v.string(),
  min_ctc: v.nullable(v.number()),
  max_ctc: v.nullable(v.number()),
  job_description: v.nullable(v.string()),
  created_at: v.nullable(v.string()),
  specialisations: v.nullable(v.string()),
  saved_status: v.boolean(),
  applied_status: v.boolean(),
  assessment_status: v.boolean(),
  assessment_submit: v.boolean(),
  status: v.nullable(v.picklist(ASSESSMENT_STATES)),
  application_status: v.nullable(v.picklist(APPLICATION_STATUSES)),
  /**
   * Issue 23: false once the company closed the job (the candidate side marks it 'No longer
   * accepting applications' and applying is 409 job_closed). Optional so older answers still read.
   */
  accepting_applications: v.optional(v.boolean()),
  /** Issue 37: the company is a Verified employer (the card's badge). Optional so older answers still read. */
  company_verified: v.optional(v.boolean()),
});
export type JobCard = v.InferOutput<typeof jobCardSchema>;

/**
 * A card of the applied list: a job card and when this candidate applied (ISO date-time, the
 * application's creation; optional, beyond the spec's fields, so older answers still read).
 */
export const appliedJobCardSchema = v.object({
  ...jobCardSchema.entries,
  applied_at: v.optional(v.string()),
  /** issue 23: the application's timeline, oldest first (never the rejection's reason) */
  timeline: v.optional(v.array(timelineEntrySchema)),
});
export type AppliedJobCard = v.InferOutput<typeof appliedJobCardSchema>;

/** An assessment question (§3) with this candidate's saved answer ('' when none; audio: a path). */
export const assessmentQuestionSchema = v.object({
  assessment_id: v.number(),
  question: v.string(),
  question_type: v.string(),
  options: v.array(v.string()),
  required: v.picklist([0, 1]),
  answer: v.string(),
  /**
   * issue 36 R4: added after this candidate submitted, and the recruiter asks them to answer it
   * (the assessment reopens for these questions only); absent otherwise
   */
  pending: v.optional(v.literal(true)),
});
export type AssessmentQuestion = v.InferOutput<typeof assessmentQuestionSchema>;

/** The job of GET /candidates/job?id= (§3 Job detail): the card's fields and the long texts. */
export const jobDetailSchema = v.object({
  ...jobCardSchema.entries,
  Key_responsibilities: v.nullable(v.string()),
  requirements: v.nullable(v.string()),
  /** comma-separated */
  certifications_required: v.nullable(v.string()),
  good_to_have: v.nullable(v.string()),
  benefits_offered: v.nullable(v.string()),
  /** = applied_status (the spec reads either) */
  applied: v.boolean(),
  assessment_details: v.array(assessmentQuestionSchema),
  /**
   * When this candidate's answers were last saved on the server (ISO date-time), or null when
   * never: the assessment screen shows the newer of this and what the device holds (issue 9;
   * beyond the spec's fields).
   */
  assessment_updated_at: v.nullable(v.string()),
  /** issue 23: this candidate's application's timeline, oldest first; [] when not applied */
  timeline: v.optional(v.array(timelineEntrySchema)),
  /**
   * Issue 36 §3: the job's walk-in drive as the public job page says it (`walkInDriveText`: its
   * dates, hours and venue); absent when it has none.
   */
  walk_in: v.optional(v.string()),
});
export type JobDetail = v.InferOutput<typeof jobDetailSchema>;

const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({
    jobs: v.array(item),
    total: v.number(),
    page: v.number(),
    per_page: v.number(),
  });

/** POST /candidates/job_search: newest first (id breaks ties); an empty body: the newest jobs. */
export const jobSearch = endpoint({
  method: 'POST',
  reads: true,
  path: '/candidates/job_search',
  request: jobSearchPayloadSchema,
  answer: v.object({
    success: v.literal(true),
    message: v.string(),
    result: v.array(jobCardSchema),
    /** beside `result`: how many jobs match, the page answered and its size */
    total: v.number(),
    /**
     * With words in the search box (issue 22, ours): how many of `total` hold every word; they come
     * first, and the rest (holding some of the words) follow as related jobs. Absent without words.
     */
    all_words_total: v.optional(v.number()),
    page: v.number(),
    per_page: v.number(),
  }),
  errors: [],
  session: true,
});

/** GET /candidates/job?id=: one job with this candidate's state of it. */
export const getJob = endpoint({
  method: 'GET',
  path: '/candidates/job',
  request: v.object({
    id: positiveIdText('id'),
  }),
  answer: v.object({
    success: v.literal(true),
    message: v.string(),
    result: v.object({ job: jobDetailSchema }),
  }),
  errors: ['job_not_found'],
  session: true,
});

/**
 * GET /candidates/similar_jobs?id= (ours; the spec's similar jobs were the search's newest): up to
 * SIMILAR_JOBS other jobs most like this one, best first (same role, then same process, then the
 * most specialisations in common, then the newest). 404 job_not_found for an unknown job.
 */
export const similarJobs = endpoint({
  method: 'GET',
  path: '/candidates/similar_jobs',
  request: v.object({
    id: positiveIdText('id'),
  }),
  answer: v.object({
    success: v.literal(true),
    message: v.string(),
    result: v.array(jobCardSchema),
  }),
  errors: ['job_not_found'],
  session: true,
});

/**
 * POST /candidates/save_job: without `saved` it toggles (§7); with `saved` (ours) it sets that
 * state, so a replayed or doubled request cannot flip twice. Answers the state now held.
 */
export const saveJob = endpoint({
  method: 'POST',
  path: '/candidates/save_job',
  idempotent: true,
  request: v.object({
    job_id: idNumber('job_id'),
    saved: v.optional(v.boolean('saved must be true or false')),
  }),
  answer: v.object({
    success: v.literal(true),
    message: v.string(),
    result: v.object({ job_id: v.number(), saved: v.boolean() }),
  }),
  errors: ['job_not_found'],
  session: true,
});

/** POST /candidates/saved_jobs: this candidate's saved jobs, newest saved first, filtered, a page. */
export const savedJobs = endpoint({
  method: 'POST',
  reads: true,
  path: '/candidates/saved_jobs',
  request: jobListPayloadSchema,
  answer: v.object({ success: v.literal(true), message: v.string(), result: pageOf(jobCardSchema) }),
  errors: [],
  session: true,
});

/** POST /candidates/applied_jobs: this candidate's applications, newest first, filtered, a page. */
export const appliedJobs = endpoint({
  method: 'POST',
  reads: true,
  path: '/candidates/applied_jobs',
  request: jobListPayloadSchema,
  answer: v.object({ success: v.literal(true), message: v.string(), result: pageOf(appliedJobCardSchema) }),
  errors: [],
  session: true,
});

/**
 * POST /candidates/apply_job (multipart): `job_id`, the `resume` file (PDF, DOC, DOCX, up to 5MB,
 * checked by content), `new_resume` 'true'. Applying again keeps one application (the newest
 * resume). `assessment_required` when the job has an assessment not yet submitted.
 */
export const applyJob = endpoint({
  method: 'POST',
  path: '/candidates/apply_job',
  body: 'multipart',
  request: v.object({
    job_id: positiveIdText('job_id'),
    new_resume: v.optional(v.picklist(['true', 'false'], "new_resume must be 'true' or 'false'"), 'true'),
  }),
  files: { resume: documentRule({ required: true, missingMessage: RESUME_REQUIRED }) },
  answer: v.object({
    success: v.literal(true),
    message: v.string(),
    result: v.object({ application_id: v.number(), assessment_required: v.boolean() }),
  }),
  errors: ['job_not_found', 'job_closed'],
  session: true,
});
