import * as v from 'valibot';
import { idNumber } from '../ids';
import { QUESTION_TYPES } from '../jobs';
import { correctOptionsField, correctOptionsIssue } from './assessment-scoring';
import {
  OPTION_EMPTY,
  OPTION_TEXT_MAX,
  OPTIONS_COUNT,
  OPTIONS_DIFFER,
  OPTIONS_MAX,
  OPTIONS_MIN,
  QUESTION_REQUIRED,
  QUESTION_TEXT_MAX,
  QUESTION_TYPE_INVALID,
  TOO_LONG,
  takesOptions,
} from './job-draft-limits';

/**
 * A question of the assessment builder, in order: `id` names an existing question of this job
 * (kept, reworded or moved), absent for a new one. MCQ and checkboxes take 2..10 different,
 * non-empty options; the other types take none (any sent are dropped).
 */
export const questionDraftSchema = v.pipe(
  v.object({
    id: v.optional(idNumber('question id', 'question id must be a whole number')),
    question: v.optional(
      v.pipe(
        v.string(QUESTION_REQUIRED),
        v.trim(),
        v.nonEmpty(QUESTION_REQUIRED),
        v.maxLength(QUESTION_TEXT_MAX, TOO_LONG('A question', QUESTION_TEXT_MAX)),
      ),
      '',
    ),
    question_type: v.picklist(QUESTION_TYPES, QUESTION_TYPE_INVALID),
    options: v.optional(
      v.array(
        v.pipe(
          v.string(OPTION_EMPTY),
          v.trim(),
          v.nonEmpty(OPTION_EMPTY),
          v.maxLength(OPTION_TEXT_MAX, TOO_LONG('An option', OPTION_TEXT_MAX)),
        ),
        'options must be a list of texts',
      ),
      [],
    ),
    required: v.optional(v.boolean('required must be true or false'), false),
    correct_options: correctOptionsField,
    /**
     * A new required question while candidates have submitted (issue 36 R4): true asks them to
     * answer it (each told; their assessment reopens for it), false keeps it for new applicants
     * only. Read for a new question only (no `id`).
     */
    ask_submitted: v.optional(v.boolean('ask_submitted must be true or false'), false),
  }),
  v.transform((question) =>
    takesOptions(question.question_type) ? question : { ...question, options: [], correct_options: [] },
  ),
  v.check(
    (question) =>
      !takesOptions(question.question_type) ||
      (question.options.length >= OPTIONS_MIN && question.options.length <= OPTIONS_MAX),
    OPTIONS_COUNT,
  ),
  v.check(
    (question) => new Set(question.options.map((o) => o.toLowerCase())).size === question.options.length,
    OPTIONS_DIFFER,
  ),
  // issue 36 §5: the correct options are options (an MCQ's one)
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const issue = correctOptionsIssue(dataset.value);
    if (issue) addIssue({ message: issue });
  }),
);
export type QuestionDraft = v.InferInput<typeof questionDraftSchema>;
export type QuestionDraftOutput = v.InferOutput<typeof questionDraftSchema>;
