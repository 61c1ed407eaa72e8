import type { JobDetailViewJob } from '@app/ui/job-view/job-detail-view';
import type { JobExperienceLevel } from '@contract/job-limits';
import type { QuestionType } from '@contract/jobs';
import {
  CTC_ORDER,
  type JobDraft,
  type JobType,
  jobDraftSchema,
  PUBLISH_REQUIRED_FIELDS,
  type RecruiterJob,
  takesOptions,
} from '@contract/recruiter/jobs';
import * as v from 'valibot';

/** A question in the builder: the draft's fields, a key for React, and the server's `answered`. */
export interface QuestionValues {
  /** stable while the question moves (the server's id, or a new one's own) */
  key: string;
  id?: number;
  question: string;
  question_type: QuestionType;
  options: string[];
  /** beside `options`: whether each is marked correct (issue 36 §5; none: not scored) */
  correct: boolean[];
  required: boolean;
  /** a candidate has answered it: it cannot be deleted or change type (rewording is fine) */
  answered: boolean;
  /**
   * a new required question while candidates have submitted (issue 36 R4): ask them to answer it
   * (true) or keep it for new applicants only (false, the default)
   */
  ask_submitted?: boolean;
}

/** The job editor's values: the JobDraft's fields as the form holds them. */
export interface JobEditorValues {
  job_title: string;
  role_name: string;
  experience_level: '' | JobExperienceLevel;
  location: string;
  type_name: '' | JobType;
  process: 'voice' | 'nonvoice';
  min_ctc: number | null;
  max_ctc: number | null;
  description: string;
  key_responsibilities: string;
  requirements: string;
  specialisations: string[];
  certifications_required: string[];
  good_to_have: string;
  benefits_offered: string;
  questions: QuestionValues[];
  /** the assessment's pass mark in percent (null: none) */
  pass_mark: number | null;
}

export const EMPTY_JOB: JobEditorValues = {
  job_title: '',
  role_name: '',
  experience_level: '',
  location: '',
  type_name: '',
  process: 'nonvoice',
  min_ctc: null,
  max_ctc: null,
  description: '',
  key_responsibilities: '',
  requirements: '',
  specialisations: [],
  certifications_required: [],
  good_to_have: '',
  benefits_offered: '',
  questions: [],
  pass_mark: null,
};

let newKeys = 0;
/** A key for a question the server has not seen yet. */
export function newQuestionKey(): string {
  newKeys += 1;
  return `new-${newKeys}`;
}

/** A new question of a type: MCQ and checkboxes start with two empty options. */
export function newQuestion(type: QuestionType = 'short_answer'): QuestionValues {
  return {
    key: newQuestionKey(),
    question: '',
    question_type: type,
    options: takesOptions(type) ? ['', ''] : [],
    correct: takesOptions(type) ? [false, false] : [],
    required: true,
    answered: false,
  };
}

/** The editor's values of a saved job. */
export function valuesOfJob(job: RecruiterJob): JobEditorValues {
  return {
    job_title: job.job_title,
    role_name: job.role_name,
    experience_level: job.experience_level,
    location: job.location,
    type_name: job.type_name,
    process: job.process,
    min_ctc: job.min_ctc,
    max_ctc: job.max_ctc,
    description: job.description,
    key_responsibilities: job.key_responsibilities,
    requirements: job.requirements,
    specialisations: [...job.specialisations],
    certifications_required: [...job.certifications_required],
    good_to_have: job.good_to_have,
    benefits_offered: job.benefits_offered,
    questions: job.questions.map((question) => ({
      key: `q-${question.id}`,
      id: question.id,
      question: question.question,
      question_type: question.question_type,
      options: [...question.options],
      correct: question.options.map((option) => question.correct_options.includes(option)),
      required: question.required,
      answered: question.answered,
    })),
    pass_mark: job.pass_mark,
  };
}

/** What the save calls send: the values without the builder's own keys. */
export function draftOfValues(values: JobEditorValues): JobDraft {
  const { questions, ...fields } = values;
  return {
    ...fields,
    questions: questions.map(
      ({ id, question, question_type, options, correct, required, ask_submitted }) => ({
        ...(id === undefined ? {} : { id }),
        ...(id === undefined && required && ask_submitted ? { ask_submitted: true } : {}),
        question,
        question_type,
        options: takesOptions(question_type) ? options : [],
        // a draft kept on this device before issue 36 has no marks
        correct_options: takesOptions(question_type) ? options.filter((_, i) => correct?.[i] === true) : [],
        required,
      }),
    ),
  };
}

/** The form's errors: field path ('questions.0.options.1') -> message. */
export type EditorErrors = Record<string, string>;

/**
 * The editor's checks, each on its field: the contract's draft rules (their messages), CTC min <=
 * max on CTC max, and for `publish` (publishing, or saving an open or closed job) each bold field.
 * The first issue of a field is its message.
 */
export function editorErrors(values: JobEditorValues, mode: 'draft' | 'publish'): EditorErrors {
  const errors: EditorErrors = {};
  const add = (path: string, message: string) => {
    if (!(path in errors)) errors[path] = message;
  };
  const checked = v.safeParse(jobDraftSchema.pipe[0], draftOfValues(values));
  for (const issue of checked.issues ?? []) add(v.getDotPath(issue) ?? '', issue.message);
  if (values.min_ctc !== null && values.max_ctc !== null && values.min_ctc > values.max_ctc)
    add('max_ctc', CTC_ORDER);
  if (mode === 'publish') {
    for (const [field, message] of PUBLISH_REQUIRED_FIELDS) {
      if (String(values[field] ?? '').trim() === '') add(field, message);
    }
  }
  return errors;
}

/**
 * The job as a candidate's job detail will show it (the preview): the company's name and the
 * fallback logo, posted today, the lists as the candidate side's comma lists.
 */
export function previewJob(values: JobEditorValues, companyName: string): JobDetailViewJob {
  return {
    job_title: values.job_title.trim(),
    company_name: companyName,
    company_logo: null,
    type_name: values.type_name || null,
    experience_level: values.experience_level,
    location: values.location,
    min_ctc: values.min_ctc,
    max_ctc: values.max_ctc,
    created_at: new Date().toISOString(),
    job_description: values.description,
    Key_responsibilities: values.key_responsibilities,
    specialisations: values.specialisations.join(', '),
    requirements: values.requirements,
    certifications_required: values.certifications_required.join(', '),
    good_to_have: values.good_to_have,
    benefits_offered: values.benefits_offered,
  };
}

/** Moves the item at `from` by `by` (-1 up, +1 down); the same list when it cannot move. */
export function moved<T>(items: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
}
