import {
  type AnswerItem,
  audioFileIdOf,
  CHECKBOX_SEPARATOR,
  questionRequiredMessage,
} from '@contract/assessment';
import type { AssessmentState } from '@contract/jobs';
import { HttpError } from '../validate';

/** A question as the planner needs it (ordered by position). */
export interface PlannedQuestion {
  id: number;
  questionType: string;
  options: readonly string[];
  required: boolean;
}

/** A question's answer after a save: a text, or the new recording at `voice_files[index]`. */
export type PlannedAnswer = { kind: 'text'; text: string } | { kind: 'recording'; index: number };

export interface SavePlan {
  /** every question of the assessment, in order, with its answer after the save */
  answers: { question: PlannedQuestion; answer: PlannedAnswer }[];
  /** the saved recordings kept (file ids) */
  keptRecordings: number[];
}

const invalid = (message: string) => new HttpError(400, message, 'validation_failed');

/**
 * Checks a save's answer items against the job's questions and decides every question's answer
 * (questions left out become ''), refusing (400 `validation_failed`, nothing decided) an item for
 * a question not of this job, a question answered twice, an MCQ answer that is not one of its
 * options ('' is none), a checkbox answer with a choice that is not an option or given twice,
 * `audio_index` on a question that is not audio or past the `voiceCount` parts sent, a part used
 * twice or by no item, and a text on an audio question other than '' or the path of the
 * recording saved for that very question (`saved`, the answers saved before). A `submitted` save
 * also needs every required question answered: 400 `question_required`, "Question {n} is
 * required." for the first that is not. Pure: reads and writes nothing.
 */
export function planAssessmentSave(options: {
  questions: readonly PlannedQuestion[];
  items: readonly AnswerItem[];
  voiceCount: number;
  saved: Readonly<Record<string, string>>;
  status: AssessmentState;
}): SavePlan {
  const { questions, items, voiceCount, saved, status } = options;
  const numberOf = new Map(questions.map((question, index) => [question.id, index + 1]));
  const given = new Map<number, PlannedAnswer>();
  const partsUsed = new Set<number>();
  const keptRecordings: number[] = [];

  for (const item of items) {
    const n = numberOf.get(item.assessment_id);
    if (n === undefined) {
      throw invalid(`assessment_id ${item.assessment_id} is not a question of this assessment`);
    }
    if (given.has(item.assessment_id)) throw invalid(`Question ${n} is answered more than once`);
    const question = questions[n - 1];
    const audio = question.questionType === 'audio';

    if ('audio_index' in item) {
      if (!audio) throw invalid(`Question ${n} is not an audio question: audio_index is for recordings only`);
      if (item.audio_index >= voiceCount) {
        throw invalid(
          `audio_index ${item.audio_index} of question ${n} has no voice_files part (${voiceCount} sent)`,
        );
      }
      if (partsUsed.has(item.audio_index)) {
        throw invalid(`voice_files part ${item.audio_index} is used by more than one answer`);
      }
      partsUsed.add(item.audio_index);
      given.set(item.assessment_id, { kind: 'recording', index: item.audio_index });
      continue;
    }

    const text = item.answer;
    if (audio) {
      const savedPath = saved[String(question.id)] ?? '';
      const fileId = audioFileIdOf(text);
      if (text !== '' && (fileId === null || text !== savedPath)) {
        throw invalid(
          `The answer to question ${n} must be a new recording (audio_index), '' or its saved recording`,
        );
      }
      if (fileId !== null) keptRecordings.push(fileId);
      given.set(item.assessment_id, { kind: 'text', text });
      continue;
    }
    if (question.questionType === 'MCQ') {
      if (text !== '' && !question.options.includes(text)) {
        throw invalid(`The answer to question ${n} must be one of its options`);
      }
    } else if (question.questionType === 'checkboxes') {
      const chosen = text === '' ? [] : text.split(CHECKBOX_SEPARATOR).map((choice) => choice.trim());
      if (chosen.some((choice) => !question.options.includes(choice))) {
        throw invalid(`Each choice of question ${n} must be one of its options`);
      }
      if (new Set(chosen).size !== chosen.length) throw invalid(`Question ${n} has a choice given twice`);
      given.set(item.assessment_id, { kind: 'text', text: chosen.join(CHECKBOX_SEPARATOR) });
      continue;
    }
    given.set(item.assessment_id, { kind: 'text', text });
  }

  for (let index = 0; index < voiceCount; index++) {
    if (!partsUsed.has(index)) throw invalid(`voice_files part ${index} is not used by any answer`);
  }

  const answers = questions.map((question) => ({
    question,
    answer: given.get(question.id) ?? ({ kind: 'text', text: '' } as PlannedAnswer),
  }));
  if (status === 'submitted') {
    const missing = answers.findIndex(
      ({ question, answer }) => question.required && answer.kind === 'text' && answer.text.trim() === '',
    );
    if (missing >= 0) throw new HttpError(400, questionRequiredMessage(missing + 1), 'question_required');
  }
  return { answers, keptRecordings };
}
