import * as v from 'valibot';
import type { QuestionType } from '../jobs';

/**
 * Scored assessments (issue 36 §5). The recruiter marks the correct option(s) of an MCQ or
 * checkbox question (`correct_options`, texts of its `options`; none: the question is not scored)
 * and the job's pass mark (`pass_mark`, in PERCENT of the scored points, 1 to 100; null: none).
 * The server scores a submission on submit: one point per scored question, a checkbox question
 * all or nothing (exactly the correct options chosen, no more, no fewer); passed when points *
 * 100 >= pass_mark * max. Changing the correct options or the pass mark re-scores every submitted
 * assessment of the job. The correct options are the company's alone: no candidate's answer
 * carries them (nor the pass mark).
 */

export const PASS_MARK_MIN = 1;
export const PASS_MARK_MAX = 100;

export const PASS_MARK_RULE = `The pass mark must be a whole percentage from ${PASS_MARK_MIN} to ${PASS_MARK_MAX}`;
export const CORRECT_NOT_AN_OPTION = 'A correct answer must be one of the question’s options';
export const CORRECT_ONE_FOR_MCQ = 'A multiple choice question has one correct answer';
export const CORRECT_TWICE = 'Each correct answer can be marked only once';

/** The job's pass mark: a whole percent 1-100, or null (absent: null). */
export const passMarkField = v.optional(
  v.nullable(
    v.pipe(
      v.number(PASS_MARK_RULE),
      v.integer(PASS_MARK_RULE),
      v.minValue(PASS_MARK_MIN, PASS_MARK_RULE),
      v.maxValue(PASS_MARK_MAX, PASS_MARK_RULE),
    ),
  ),
  null,
);

/** A question's correct options (texts of its options); absent: none. */
export const correctOptionsField = v.optional(
  v.array(v.pipe(v.string(CORRECT_NOT_AN_OPTION), v.trim()), 'correct_options must be a list of texts'),
  [],
);

/** The first thing wrong with a question's correct options, or null (MCQ: at most one). */
export function correctOptionsIssue(question: {
  question_type: QuestionType;
  options: readonly string[];
  correct_options: readonly string[];
}): string | null {
  const { correct_options: correct, options } = question;
  if (correct.some((choice) => !options.includes(choice))) return CORRECT_NOT_AN_OPTION;
  if (new Set(correct).size !== correct.length) return CORRECT_TWICE;
  if (question.question_type === 'MCQ' && correct.length > 1) return CORRECT_ONE_FOR_MCQ;
  return null;
}

/** A submitted assessment's score: points of max (the scored questions), passed (null: no pass mark). */
export const assessmentScoreSchema = v.object({
  points: v.number(),
  max: v.number(),
  passed: v.nullable(v.boolean()),
});
export type AssessmentScore = v.InferOutput<typeof assessmentScoreSchema>;

/** '3/4 (75%)', the score as the recruiter reads it. */
export function scoreText(score: AssessmentScore): string {
  const percent = score.max === 0 ? 0 : Math.round((score.points * 100) / score.max);
  return `${score.points}/${score.max} (${percent}%)`;
}

/** The applicants filter on the assessment's result. */
export const SCORE_RESULTS = ['passed', 'failed'] as const;
export type ScoreResult = (typeof SCORE_RESULTS)[number];
export const SCORE_RESULT_LABELS: Readonly<Record<ScoreResult, string>> = {
  passed: 'Passed',
  failed: 'Not passed',
};
