import { PROCESS_LABELS } from '@contract/candidate-record/options';
import { FIELD_LABELS } from './job-editor-texts';
import type { JobEditorValues, QuestionValues } from './job-editor-values';
import { PASS_MARK_LABEL, QUESTION_TYPE_LABELS } from './question-texts';

/**
 * A save refused because a colleague saved the job in between (issue 36 R2, 409
 * version_conflict): what the edit started from (base), what this recruiter has in the form
 * (mine) and the job as saved now (theirs), compared field by field.
 */

/** The fields compared, in the editor's order; the questions are one field (the assessment). */
export const CONFLICT_FIELDS = [
  'job_title',
  'role_name',
  'experience_level',
  'location',
  'type_name',
  'process',
  'min_ctc',
  'max_ctc',
  'description',
  'key_responsibilities',
  'requirements',
  'specialisations',
  'certifications_required',
  'good_to_have',
  'benefits_offered',
  'questions',
  'pass_mark',
] as const satisfies readonly (keyof JobEditorValues)[];
export type ConflictField = (typeof CONFLICT_FIELDS)[number];

export type Choice = 'mine' | 'theirs';

export interface FieldConflict {
  field: ConflictField;
  label: string;
  /** the field as the form has it and as the colleague saved it, in words */
  mine: string;
  theirs: string;
  /** this recruiter changed it too (both edited it): no choice is made for them */
  changedByMe: boolean;
}

export const QUESTIONS_LABEL = 'Assessment questions';
const EMPTY = '(empty)';
const NOT_DISCLOSED = 'Not disclosed';
const NO_PASS_MARK = 'None';

/** What a field's value compares as: a question by what is saved of it, not the builder's key. */
function comparable(field: ConflictField, values: JobEditorValues): string {
  if (field === 'questions')
    return JSON.stringify(
      values.questions.map(({ id, question, question_type, options, required, correct }) => [
        id ?? null,
        question.trim(),
        question_type,
        options.map((option) => option.trim()),
        required,
        options.filter((_, i) => correct?.[i] === true).map((option) => option.trim()),
      ]),
    );
  const value = values[field];
  return JSON.stringify(typeof value === 'string' ? value.trim() : value);
}

/** A field's value in words, as the conflict panel shows it. */
export function fieldText(field: ConflictField, values: JobEditorValues): string {
  switch (field) {
    case 'questions':
      return values.questions.length === 0
        ? EMPTY
        : values.questions
            .map(
              (question, index) =>
                `${index + 1}. ${question.question.trim() || EMPTY} (${QUESTION_TYPE_LABELS[question.question_type]}${
                  question.options.length > 0 ? `: ${question.options.join(', ')}` : ''
                })`,
            )
            .join('\n');
    case 'min_ctc':
    case 'max_ctc': {
      const ctc = values[field];
      return ctc === null ? NOT_DISCLOSED : `₹ ${ctc.toLocaleString('en-IN')}`;
    }
    case 'process':
      return PROCESS_LABELS[values.process];
    case 'pass_mark':
      return values.pass_mark === null ? NO_PASS_MARK : `${values.pass_mark}%`;
    case 'specialisations':
    case 'certifications_required':
      return values[field].join(', ') || EMPTY;
    default:
      return values[field].trim() || EMPTY;
  }
}

/**
 * The fields the colleague changed (theirs differs from base) that the form does not already hold
 * as they saved them (mine differs from theirs). Every other field is kept as the form has it:
 * either the colleague left it alone or both wrote the same.
 */
export function conflictsOf(
  base: JobEditorValues,
  mine: JobEditorValues,
  theirs: JobEditorValues,
): FieldConflict[] {
  return CONFLICT_FIELDS.filter(
    (field) =>
      comparable(field, theirs) !== comparable(field, base) &&
      comparable(field, mine) !== comparable(field, theirs),
  ).map((field) => ({
    field,
    label:
      field === 'questions' ? QUESTIONS_LABEL : field === 'pass_mark' ? PASS_MARK_LABEL : FIELD_LABELS[field],
    mine: fieldText(field, mine),
    theirs: fieldText(field, theirs),
    changedByMe: comparable(field, mine) !== comparable(field, base),
  }));
}

/** The choice each conflict starts with: Take theirs where only the colleague changed it, none where both did. */
export function startingChoices(conflicts: readonly FieldConflict[]): Partial<Record<ConflictField, Choice>> {
  return Object.fromEntries(conflicts.filter((c) => !c.changedByMe).map((c) => [c.field, 'theirs' as const]));
}

/**
 * The values to save: the form's, with each field chosen 'theirs' taken from the colleague's job.
 * Questions kept as mine name only questions that still exist (one the colleague removed goes back
 * as a new question) and take the saved `answered` marks.
 */
export function mergedValues(
  mine: JobEditorValues,
  theirs: JobEditorValues,
  choices: Partial<Record<ConflictField, Choice>>,
): JobEditorValues {
  const merged: JobEditorValues = { ...mine };
  for (const field of CONFLICT_FIELDS) {
    if (choices[field] === 'theirs') Object.assign(merged, { [field]: theirs[field] });
  }
  const saved = new Map(theirs.questions.map((question) => [question.id, question]));
  merged.questions = merged.questions.map((question): QuestionValues => {
    if (question.id === undefined) return question;
    const now = saved.get(question.id);
    if (!now) {
      const { id: _gone, ...rest } = question;
      return { ...rest, answered: false };
    }
    return { ...question, answered: now.answered };
  });
  return merged;
}
