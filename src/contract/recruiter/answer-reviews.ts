import * as v from 'valibot';
import { successMessage } from '../auth/fields';
import { endpoint } from '../endpoint';

/** Answer reviews (issue 36 §5): the company's private rating and comment of an audio or text answer. */

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_COMMENT_MAX = 1000;
export const RATING_RULE = `The rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`;
export const REVIEW_COMMENT_TOO_LONG = `The comment must be at most ${REVIEW_COMMENT_MAX} characters`;
/** The question types whose answers the company rates: the recordings and the texts. */
export const RATED_QUESTION_TYPES = ['short_answer', 'paragraph', 'audio'] as const;

export const answerReviewSchema = v.object({
  rating: v.nullable(
    v.pipe(
      v.number(RATING_RULE),
      v.integer(RATING_RULE),
      v.minValue(RATING_MIN, RATING_RULE),
      v.maxValue(RATING_MAX, RATING_RULE),
    ),
  ),
  comment: v.optional(
    v.pipe(
      v.string('The comment must be text'),
      v.trim(),
      v.maxLength(REVIEW_COMMENT_MAX, REVIEW_COMMENT_TOO_LONG),
    ),
    '',
  ),
});
export type AnswerReview = v.InferOutput<typeof answerReviewSchema>;

/**
 * PUT /recruiters/applications/:application_id/answers/:question_id/review: the company's private
 * rating (1-5, null: none) and comment of a submitted audio or text answer; never shown to the
 * candidate. Another company's application: 404 applicant_not_found; a question not of its job,
 * not audio or text, or not submitted: 404 not_found (QUESTION_NOT_FOUND).
 */
export const setAnswerReview = endpoint({
  method: 'PUT',
  path: '/recruiters/applications/:application_id/answers/:question_id/review',
  request: answerReviewSchema,
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({ review: v.object({ rating: v.nullable(v.number()), comment: v.string() }) }),
  }),
  errors: ['recruiters_only', 'applicant_not_found', 'not_found'],
  session: true,
});
