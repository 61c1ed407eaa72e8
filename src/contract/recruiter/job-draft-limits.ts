// The limits of a recruiter's job draft and the messages of each breach (jobs.ts re-exports them).
import type { QuestionType } from '../jobs';

export const JOB_TITLE_MAX = 150;
export const JOB_ROLE_MAX = 100;
export const JOB_LOCATION_MAX = 100;
export const JOB_LONG_TEXT_MAX = 5000;
export const JOB_LIST_ITEMS_MAX = 20;
export const JOB_LIST_ITEM_MAX = 60;
/** The highest CTC a job may name (annual rupees): ten crore. */
export const JOB_CTC_MAX = 100_000_000;
export const QUESTIONS_MAX = 20;
export const QUESTION_TEXT_MAX = 500;
export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 10;
export const OPTION_TEXT_MAX = 200;

/** The question types that take options. */
export const OPTION_QUESTION_TYPES = ['MCQ', 'checkboxes'] as const satisfies readonly QuestionType[];
export const takesOptions = (type: QuestionType): boolean =>
  (OPTION_QUESTION_TYPES as readonly QuestionType[]).includes(type);

/** The checks across a draft's fields: CTC min <= max, each question once. */
export const ctcInOrder = (job: { min_ctc: number | null; max_ctc: number | null }) =>
  job.min_ctc === null || job.max_ctc === null || job.min_ctc <= job.max_ctc;
export const questionsOnce = (job: { questions: { id?: number }[] }) => {
  const ids = job.questions.flatMap((q) => (q.id === undefined ? [] : [q.id]));
  return new Set(ids).size === ids.length;
};

// ---- messages ----------------------------------------------------------------------------------

export const JOB_TITLE_REQUIRED = 'Please enter the job title';
export const JOB_ROLE_REQUIRED = 'Please enter the job role';
export const EXPERIENCE_LEVEL_REQUIRED = 'Please select the experience level';
export const LOCATION_REQUIRED = 'Please select the location';
export const DESCRIPTION_REQUIRED = 'Please enter the description';
export const CTC_ORDER = 'CTC max must be at least CTC min';
export const CTC_WHOLE = (label: string) => `${label} must be a whole number of rupees`;
/**
 * JOB_CTC_MAX as India writes it (`JOB_CTC_MAX.toLocaleString('en-IN')`, kept as text: formatting
 * a number the first time loads the locale's data, some 30 ms on a phone, at this module's load).
 */
export const JOB_CTC_MAX_TEXT = '10,00,00,000';
export const CTC_RANGE = (label: string) => `${label} must be between 0 and ${JOB_CTC_MAX_TEXT}`;
export const TOO_LONG = (label: string, max: number) => `${label} must be at most ${max} characters`;
/** JOB_LONG_TEXT_MAX as India writes it (kept as text, as JOB_CTC_MAX_TEXT). */
export const JOB_LONG_TEXT_MAX_TEXT = '5,000';
/**
 * A long text past JOB_LONG_TEXT_MAX, said while it is typed or pasted (issue 36): the field keeps
 * every character and says how many are over; the save is refused until it is shortened.
 */
export const charactersOver = (label: string, over: number) =>
  `${label} is ${over} ${over === 1 ? 'character' : 'characters'} over the ${JOB_LONG_TEXT_MAX_TEXT}-character limit. Shorten it to save: nothing you pasted was cut.`;
export const LIST_TOO_LONG = (label: string) => `${label}: at most ${JOB_LIST_ITEMS_MAX} items`;
export const EXPERIENCE_LEVEL_INVALID = 'Experience level must be Fresher, Experienced or Managerial';
export const JOB_TYPE_INVALID = 'Job type must be Full Time, Contract or Part Time';
export const PROCESS_INVALID = 'Process must be voice or nonvoice';
export const LOCATION_NOT_LISTED = 'Please choose the location from the city list';
export const QUESTION_REQUIRED = 'Please enter the question';
export const QUESTION_TYPE_INVALID =
  'Question type must be MCQ, checkboxes, short answer, paragraph or audio';
export const OPTIONS_COUNT = `MCQ and checkbox questions need ${OPTIONS_MIN} to ${OPTIONS_MAX} options`;
export const OPTION_EMPTY = 'Options cannot be empty';
export const OPTIONS_DIFFER = 'Each option must be different';
export const QUESTIONS_TOO_MANY = `A job can have at most ${QUESTIONS_MAX} questions`;
export const QUESTION_TWICE = 'Each question can appear only once';
export const QUESTION_NOT_OF_JOB = 'A question does not belong to this job';

/** A question with answers that is deleted or changes type: 409 question_locked. */
export const questionLocked = (question: string) =>
  `'${question}' has answers: it can be reworded but not deleted or changed to another type.`;
export const JOB_STATUS_CONFLICT = {
  publish: 'Only a draft can be published',
  close: 'Only an open job can be closed',
  reopen: 'Only a closed job can be reopened',
} as const;
