import type { QuestionType } from '@contract/jobs';

/** The assessment builder's words (issue 23 §Workspace 3, ours). */
export const ASSESSMENT_HEADING = 'Assessment';
export const ASSESSMENT_HINT =
  'Optional questions candidates answer after applying. Audio questions are answered with a recording.';
export const NO_QUESTIONS = 'No questions yet. Candidates apply without an assessment.';
export const ADD_QUESTION = 'Add a question';
export const QUESTION_LABEL = 'Question';
export const QUESTION_TYPE_LABEL = 'Answer type';
export const REQUIRED_LABEL = 'Required';
export const OPTION_LABEL = (n: number) => `Option ${n}`;
export const ADD_OPTION = 'Add an option';
export const LOCKED_NOTE =
  'Candidates have answered this question, so it cannot be deleted or changed to another answer type. You can still reword it.';

export const QUESTION_TYPE_LABELS: Readonly<Record<QuestionType, string>> = {
  MCQ: 'Multiple choice (one answer)',
  checkboxes: 'Checkboxes (several answers)',
  short_answer: 'Short answer',
  paragraph: 'Paragraph',
  audio: 'Audio recording',
};

export const questionHeading = (n: number) => `Question ${n}`;
export const moveUpLabel = (n: number) => `Move question ${n} up`;
export const moveDownLabel = (n: number) => `Move question ${n} down`;
export const removeQuestionLabel = (n: number) => `Remove question ${n}`;
export const removeOptionLabel = (question: number, option: number) =>
  `Remove option ${option} of question ${question}`;

/** Scored assessments (issue 36 §5). */
export const CORRECT_LABEL = 'Correct';
export const correctLabel = (question: number, option: number) =>
  `Option ${option} of question ${question} is correct`;
export const PASS_MARK_LABEL = 'Pass mark (%)';
export const PASS_MARK_HINT =
  'Mark the correct options of multiple choice and checkbox questions to score answers: one point a question; a checkbox question scores only when exactly its correct options are chosen. Leave empty for no pass mark.';
export const RESCORE_NOTE =
  'Changing the correct options or the pass mark scores the assessments already submitted again.';

/**
 * A required question added after candidates submitted (issue 36 R4): how many submitted without it
 * (those still in the process), and the recruiter's choice: ask them, or new applicants only.
 */
export const submittedBeforeNote = (n: number) =>
  `${n === 1 ? '1 candidate' : `${n} candidates`} submitted before this question was added.`;
export const ASK_SUBMITTED =
  'Ask them to answer it: each is told, and their assessment reopens for this question only';
export const NEW_APPLICANTS_ONLY = 'New applicants only: their submitted answers stay as they are';
