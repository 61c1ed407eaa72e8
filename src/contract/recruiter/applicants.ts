import * as v from 'valibot';
import { timelineEntrySchema } from '../application-timeline';
import { successMessage } from '../auth/fields';
import { EXPERIENCE_LEVELS } from '../candidate-record/options';
import { RECRUITER_CONTACT_STATES } from '../contact-sharing';
import { endpoint } from '../endpoint';
import { idNumber } from '../ids';
import { APPLICATION_STATUSES, QUESTION_TYPES, RECRUITER_STATUSES } from '../jobs';
import { pageQueryField } from '../primitives';
import { profileDetailsResultSchema } from '../profile';
import { versionField } from '../version-conflict';
import { APPLICANTS_CSV_PATH } from './applicants-csv';
import { assessmentScoreSchema, SCORE_RESULTS } from './assessment-scoring';
import { applicantCountsSchema } from './jobs';

/**
 * A job's applicants and one applicant (issue 23 §Workspace 4-5). Statuses are the candidate
 * side's stages (issue 36 §2): 'new' (shown Awaiting), 'shortlisted', 'interview', 'offered',
 * 'joined', 'rejected', and 'withdrawn' (the candidate's own: a recruiter cannot set it nor move a
 * withdrawn application on). Deleted or deactivated candidates are never listed nor opened.
 */

export const APPLICATION_STATUS_LABELS = {
  new: 'Awaiting',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offered: 'Offered',
  joined: 'Joined',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
} as const satisfies Record<(typeof APPLICATION_STATUSES)[number], string>;

/** The applicants list: 20 a page. */
export const APPLICANTS_PER_PAGE = 20;
/** The most applications one bulk status change takes. */
export const BULK_STATUS_MAX = 100;
export const REJECTION_REASON_MAX = 500;
export const NOTE_MAX = 2000;

/** The certification filter: applicants with a coding certification (or a fresher's certificate), or without. */
export const CERTIFICATION_FILTERS = ['certified', 'not_certified'] as const;
export type CertificationFilter = (typeof CERTIFICATION_FILTERS)[number];
/**
 * The notice filter: immediate (on no notice, on sabbatical, or a fresher), or a notice of at most
 * 30 / 60 / 90 days (immediate included), or more than 90 days.
 */
export const NOTICE_FILTERS = ['immediate', 'up_to_30', 'up_to_60', 'up_to_90', 'over_90'] as const;
export type NoticeFilter = (typeof NOTICE_FILTERS)[number];
export const NOTICE_FILTER_LABELS: Readonly<Record<NoticeFilter, string>> = {
  immediate: 'Immediate',
  up_to_30: 'Up to 30 days',
  up_to_60: 'Up to 60 days',
  up_to_90: 'Up to 90 days',
  over_90: 'More than 90 days',
};
/**
 * newest / oldest application first, most experience first, highest current CTC first, highest
 * assessment score first (issue 36 §5: by percent, the unscored last).
 */
export const APPLICANT_SORTS = ['newest', 'oldest', 'experience', 'ctc', 'score'] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];

/** An application's assessment: none asked, asked and not started, a saved draft, submitted. */
export const APPLICANT_ASSESSMENT_STATES = ['not_required', 'to_do', 'draft', 'submitted'] as const;
export type ApplicantAssessmentState = (typeof APPLICANT_ASSESSMENT_STATES)[number];
export const APPLICANT_ASSESSMENT_LABELS: Readonly<Record<ApplicantAssessmentState, string>> = {
  not_required: 'Not required',
  to_do: 'To do',
  draft: 'Draft',
  submitted: 'Submitted',
};

export const APPLICANT_NOT_FOUND = 'Applicant not found';
export const QUESTION_NOT_FOUND = 'Answer not found';
export const RESUME_NOT_FOUND = 'Resume not found';
export const STATUS_INVALID =
  'Status must be new, shortlisted, interview, offered, joined, rejected or withdrawn';
/** A recruiter's status change: every stage but withdrawn (the candidate's alone). */
export const STAGE_INVALID = 'Status must be new, shortlisted, interview, offered, joined or rejected';
export const STATUS_VERSION_INVALID = 'version must be a whole number of 0 or more';
/** issue 36: 409 application_withdrawn. */
export const APPLICATION_WITHDRAWN = 'The candidate withdrew this application: its stage cannot change.';
export const REASON_TOO_LONG = `The reason must be at most ${REJECTION_REASON_MAX} characters`;
export const NOTE_TOO_LONG = `The note must be at most ${NOTE_MAX} characters`;
export const SELECT_APPLICANTS = 'Please select at least one applicant';
export const TOO_MANY_APPLICANTS = `Please select at most ${BULK_STATUS_MAX} applicants`;
export const APPLICANT_TWICE = 'Each applicant can be selected only once';

const filter = <T extends readonly string[]>(options: T, message: string) =>
  v.optional(v.union([v.literal(''), v.picklist(options)], message), '');

/** GET /recruiters/jobs/:job_id/applicants's query ('' or absent: no filter). */
export const applicantsQuerySchema = v.object({
  status: filter(APPLICATION_STATUSES, STATUS_INVALID),
  certification: filter(CERTIFICATION_FILTERS, 'certification must be certified or not_certified'),
  experience_level: filter(EXPERIENCE_LEVELS, 'experience_level must be freshers, experienced or managerial'),
  notice: filter(NOTICE_FILTERS, 'notice must be immediate, up_to_30, up_to_60, up_to_90 or over_90'),
  /** the assessment's result against the pass mark (issue 36 §5) */
  result: filter(SCORE_RESULTS, 'result must be passed or failed'),
  sort: v.optional(
    v.picklist(APPLICANT_SORTS, 'sort must be newest, oldest, experience, ctc or score'),
    'newest',
  ),
  page: pageQueryField,
});
export type ApplicantsQuery = v.InferInput<typeof applicantsQuerySchema>;
export type ApplicantsFilters = v.InferOutput<typeof applicantsQuerySchema>;

/** A row of the applicants list. */
export const applicantRowSchema = v.object({
  application_id: v.number(),
  name: v.string(),
  /** the candidate record's level (freshers | experienced | managerial), null when not given */
  experience_level: v.nullable(v.picklist(EXPERIENCE_LEVELS)),
  /** total experience in months (the record's years and months), null when not given */
  total_experience: v.nullable(v.number()),
  /** the coding certification or fresher's certificate (e.g. 'CPC'), null when none */
  certification: v.nullable(v.string()),
  /** the current employment's CTC band (annual rupees, e.g. '3,00,000-4,00,000'), null when none */
  current_ctc: v.nullable(v.string()),
  /** 'Immediate', '45 days' or 'Sabbatical'; null when not given */
  notice_period: v.nullable(v.string()),
  applied_at: v.string(),
  status: v.picklist(APPLICATION_STATUSES),
  assessment: v.picklist(APPLICANT_ASSESSMENT_STATES),
  /** the submitted assessment's score (issue 36 §5), null when not submitted or nothing is scored */
  score: v.nullable(assessmentScoreSchema),
});
export type ApplicantRow = v.InferOutput<typeof applicantRowSchema>;

/** GET /recruiters/jobs/:job_id/applicants: filtered, sorted, 20 a page; counts are the job's (unfiltered). */
export const jobApplicants = endpoint({
  method: 'GET',
  path: '/recruiters/jobs/:job_id/applicants',
  request: applicantsQuerySchema,
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({
      applicants: v.array(applicantRowSchema),
      total: v.number(),
      counts: applicantCountsSchema,
    }),
  }),
  errors: ['recruiters_only', 'job_not_found'],
  session: true,
});

export const statusField = v.picklist(RECRUITER_STATUSES, STAGE_INVALID);
/** A rejection's reason, private to the company; kept only with 'rejected' ('' = none). */
const reasonField = v.optional(
  v.pipe(v.string('The reason must be text'), v.trim(), v.maxLength(REJECTION_REASON_MAX, REASON_TOO_LONG)),
  '',
);

/**
 * One applicant's status change: `version` is the applicant's `version` the change was based on
 * (issue 36 R2): a colleague's change meanwhile answers 409 version_conflict. The app always sends
 * it; a call without it (a script's) is the last write winning, as before.
 */
export const statusChangeSchema = v.object({
  status: statusField,
  reason: reasonField,
  version: v.optional(
    v.pipe(
      v.number(STATUS_VERSION_INVALID),
      v.integer(STATUS_VERSION_INVALID),
      v.minValue(0, STATUS_VERSION_INVALID),
    ),
  ),
});
export type StatusChange = v.InferInput<typeof statusChangeSchema>;

export const bulkStatusSchema = v.pipe(
  v.object({
    application_ids: v.pipe(
      v.array(idNumber('application_ids'), SELECT_APPLICANTS),
      v.minLength(1, SELECT_APPLICANTS),
      v.maxLength(BULK_STATUS_MAX, TOO_MANY_APPLICANTS),
    ),
    status: statusField,
    reason: reasonField,
  }),
  v.check(
    (change) => new Set(change.application_ids).size === change.application_ids.length,
    APPLICANT_TWICE,
  ),
);
export type BulkStatus = v.InferInput<typeof bulkStatusSchema>;

/**
 * POST /recruiters/applications/status: several applications of the company to one status, all or
 * nothing (one not the company's, or gone: 404 applicant_not_found and nothing changes). The ones
 * their candidates withdrew stay withdrawn: `updated` counts the others, `withdrawn` those.
 */
export const bulkApplicantStatus = endpoint({
  method: 'POST',
  path: '/recruiters/applications/status',
  request: bulkStatusSchema,
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({ updated: v.number(), withdrawn: v.number() }),
  }),
  errors: ['recruiters_only', 'applicant_not_found'],
  session: true,
});

/** An assessment question with the applicant's answer (null when none; audio: true when recorded). */
export const applicantAnswerSchema = v.object({
  question_id: v.number(),
  question: v.string(),
  question_type: v.picklist(QUESTION_TYPES),
  options: v.array(v.string()),
  required: v.boolean(),
  /** text; checkboxes: the choices; audio: null (fetch the audio call) */
  answer: v.nullable(v.union([v.string(), v.array(v.string())])),
  audio: v.boolean(),
  /** a recording's length in whole seconds, as the candidate's app measured it (null: none or not sent) */
  audio_seconds: v.optional(v.nullable(v.number()), null),
  /** issue 36 §5: the options marked correct ([]: not scored) and whether the answer is right */
  correct_options: v.array(v.string()),
  correct: v.nullable(v.boolean()),
  /** the company's private rating and comment of an audio or text answer (null: none yet) */
  review: v.nullable(v.object({ rating: v.nullable(v.number()), comment: v.string() })),
  /**
   * issue 36 R4: added after the applicant submitted, asked and not answered yet ('asked') or for
   * new applicants only ('not_asked'); neither is scored. Absent otherwise.
   */
  added_after_submit: v.optional(v.picklist(['asked', 'not_asked'])),
});
export type ApplicantAnswer = v.InferOutput<typeof applicantAnswerSchema>;

export const applicantSchema = v.object({
  application_id: v.number(),
  job: v.object({ id: v.number(), job_title: v.string() }),
  status: v.picklist(APPLICATION_STATUSES),
  /** the status's version (issue 36 R2): a status change carries it; each change adds 1 */
  version: v.number(),
  /**
   * Until when the last status change can be undone before it reaches the candidate (issue 36 R3;
   * ISO date-time), null when there is none to undo.
   */
  undo_until: v.nullable(v.string()),
  applied_at: v.string(),
  /** the rejection's reason (the company's only), null when none */
  reason: v.nullable(v.string()),
  /** the company's private note ('' when none) */
  note: v.string(),
  /** the note's version: a note save names it (issue 36 R2; 1 before the first save) */
  note_version: v.number(),
  timeline: v.array(timelineEntrySchema),
  /**
   * The candidate's record as the candidate's own View Profile reads it (GET
   * /candidates/profile_details, one source), with the e-mail and phone blank ('') until the
   * candidate shared them with the company, and the gender and date of birth always blank (issue
   * 37 §3). Its file paths are the candidate's own: the company reads the resume and recordings
   * through the calls below.
   */
  profile: profileDetailsResultSchema,
  /** the candidate's e-mail and phone: only while the candidate shares them with the company (issue 37 §3) */
  contact: v.nullable(v.object({ email: v.string(), phone_no: v.string() })),
  /** not shared (never asked, Not now, withdrawn), asked (no answer yet) or shared */
  contact_state: v.picklist(RECRUITER_CONTACT_STATES),
  /** the resume the candidate applied with (download: RECRUITER_RESUME_PATH) */
  resume: v.nullable(v.object({ file_name: v.string() })),
  assessment: v.object({
    state: v.picklist(APPLICANT_ASSESSMENT_STATES),
    answers: v.array(applicantAnswerSchema),
    /** the score (issue 36 §5) and the job's pass mark in percent (null: none) */
    score: v.nullable(assessmentScoreSchema),
    pass_mark: v.nullable(v.number()),
  }),
});
export type Applicant = v.InferOutput<typeof applicantSchema>;

const applicantAnswer = v.object({
  success: v.literal(true),
  message: successMessage,
  result: v.object({ applicant: applicantSchema }),
});

/**
 * GET /recruiters/applications/:application_id: one applicant of the company. The first time each
 * recruiter opens an application it is recorded: the timeline gains 'viewed' (once per
 * application) and the candidate's dashboard counts one more recruiter view.
 */
export const recruiterApplicant = endpoint({
  method: 'GET',
  path: '/recruiters/applications/:application_id',
  request: null,
  answer: applicantAnswer,
  errors: ['recruiters_only', 'applicant_not_found'],
  session: true,
});

/**
 * PUT /recruiters/applications/:application_id/status: to any stage but withdrawn, based on the
 * applicant's `version` (stale: 409 version_conflict; a withdrawn application: 409
 * application_withdrawn; nothing written either way).
 */
export const setApplicantStatus = endpoint({
  method: 'PUT',
  path: '/recruiters/applications/:application_id/status',
  request: statusChangeSchema,
  answer: applicantAnswer,
  errors: ['recruiters_only', 'applicant_not_found', 'application_withdrawn', 'version_conflict'],
  session: true,
});

/** issue 36 R3: 409 undo_expired. */
export const UNDO_EXPIRED = 'This change has already reached the candidate: it can no longer be undone.';

/**
 * POST /recruiters/applications/:application_id/status/undo (issue 36 R3): the last status change,
 * while it has not reached the candidate (`undo_until`), is taken back: the status it replaced
 * returns, its timeline step goes, and the candidate never hears of it. Based on the applicant's
 * `version` (stale: 409 version_conflict); too late: 409 undo_expired.
 */
export const undoApplicantStatus = endpoint({
  method: 'POST',
  path: '/recruiters/applications/:application_id/status/undo',
  request: v.object({
    version: v.pipe(
      v.number(STATUS_VERSION_INVALID),
      v.integer(STATUS_VERSION_INVALID),
      v.minValue(0, STATUS_VERSION_INVALID),
    ),
  }),
  answer: applicantAnswer,
  errors: ['recruiters_only', 'applicant_not_found', 'version_conflict', 'undo_expired'],
  session: true,
});

export const notePayloadSchema = v.object({
  note: v.pipe(v.string('The note must be text'), v.trim(), v.maxLength(NOTE_MAX, NOTE_TOO_LONG)),
  /** the note_version the edit started from (issue 36 R2) */
  version: versionField,
});

/**
 * PUT /recruiters/applications/:application_id/note: the company's private note ('' clears it),
 * on the `version` it was read with: a colleague's note saved in between is 409
 * version_conflict, nothing written; saved, the answer carries the new version.
 */
export const setApplicantNote = endpoint({
  method: 'PUT',
  path: '/recruiters/applications/:application_id/note',
  request: notePayloadSchema,
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({ note: v.string(), version: v.number() }),
  }),
  errors: ['recruiters_only', 'applicant_not_found', 'version_conflict'],
  session: true,
});

/**
 * The files of an applicant, bytes (no JSON envelope; failures are the usual JSON refusals):
 * GET with the bearer token (an <audio> element sends none: fetch the bytes and play a blob URL).
 * - the resume applied with (Content-Disposition attachment): 404 applicant_not_found / not_found;
 * - an audio answer's recording (audio/webm or audio/ogg), by the question's id.
 */
export const RECRUITER_RESUME_PATH = '/recruiters/applications/:application_id/resume';
export const RECRUITER_AUDIO_PATH = '/recruiters/applications/:application_id/audio/:question_id';
/** Every recruiter call that answers bytes rather than a descriptor's envelope. */
export const RECRUITER_FILE_CALLS = [
  { method: 'GET', path: RECRUITER_RESUME_PATH },
  { method: 'GET', path: RECRUITER_AUDIO_PATH },
  { method: 'GET', path: APPLICANTS_CSV_PATH },
] as const;

export * from './answer-reviews';
