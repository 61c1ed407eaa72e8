import {
  type AnswerItem,
  AUDIO_SECONDS_MAX,
  CHECKBOX_SEPARATOR,
  questionRequiredMessage,
  REQUIRED_FLAG,
} from '@contract/assessment';
import type { AssessmentQuestion } from '@contract/jobs';

/**
 * The answer state of an assessment (signed-in-area.md §3 Answer payload item, §4 Assessment
 * answers, §5 Assessment submit): what each control holds, the required check and the payload.
 * Pure, so the screen, the autosave and the tests share one reading.
 */

/** A checkbox question holds the chosen options; every other type holds text (audio: a saved path or ''). */
export type AnswerValue = string | string[];
/** Answers by question id. */
export type Answers = Record<number, AnswerValue>;
/** New recordings (not yet sent) by question id. */
export type Recordings = Record<number, Blob>;

/**
 * Each recording's length (ms), kept with its Blob when it is made: a browser's webm recording
 * names no duration of its own (its player shows none until played through).
 */
const lengths = new WeakMap<Blob, number>();

/** Keeps a recording's length (ms) with it, as the recorder stops. */
export function keepRecordingLength(blob: Blob, ms: number): void {
  lengths.set(blob, ms);
}

/** The length of a recording made on this page, in ms (undefined for one restored or saved). */
export function recordingLengthOf(blob: Blob): number | undefined {
  return lengths.get(blob);
}

/** A recording's length as sent with it: whole seconds from 1 to the most (none when unknown). */
function secondsOf(blob: Blob): number | undefined {
  const ms = lengths.get(blob);
  return ms === undefined ? undefined : Math.min(AUDIO_SECONDS_MAX, Math.max(1, Math.round(ms / 1000)));
}

export const isCheckboxes = (question: Pick<AssessmentQuestion, 'question_type'>) =>
  question.question_type === 'checkboxes';
export const isAudio = (question: Pick<AssessmentQuestion, 'question_type'>) =>
  question.question_type === 'audio';
export const isRequired = (question: Pick<AssessmentQuestion, 'required'>) =>
  question.required === REQUIRED_FLAG;

/** §3: checkbox answers are joined by commas; blanks around each option are dropped. */
export function splitCheckboxAnswer(answer: string): string[] {
  return answer
    .split(CHECKBOX_SEPARATOR)
    .map((option) => option.trim())
    .filter((option) => option !== '');
}

export function joinCheckboxAnswer(options: readonly string[]): string {
  return options.join(CHECKBOX_SEPARATOR);
}

/** §4: each answer starts from the prior saved answer ('' or, for checkboxes, an empty list). */
export function initialAnswers(questions: readonly AssessmentQuestion[]): Answers {
  const answers: Answers = {};
  for (const question of questions) {
    answers[question.assessment_id] = isCheckboxes(question)
      ? splitCheckboxAnswer(question.answer ?? '')
      : (question.answer ?? '');
  }
  return answers;
}

/** The value a control shows for a question (the right shape even when the state lacks it). */
export function answerFor(question: AssessmentQuestion, answers: Answers): AnswerValue {
  const value = answers[question.assessment_id];
  if (isCheckboxes(question)) {
    if (Array.isArray(value)) return value;
    return typeof value === 'string' ? splitCheckboxAnswer(value) : [];
  }
  if (typeof value === 'string') return value;
  return Array.isArray(value) ? joinCheckboxAnswer(value) : '';
}

/** Whether a question has an answer (checkboxes: one chosen; audio: a new or a saved recording). */
export function isAnswered(question: AssessmentQuestion, answers: Answers, recordings: Recordings): boolean {
  if (isAudio(question) && recordings[question.assessment_id]) return true;
  const value = answerFor(question, answers);
  return Array.isArray(value) ? value.length > 0 : value.trim() !== '';
}

export interface MissingAnswer {
  /** position in the list, from 0 */
  index: number;
  assessmentId: number;
  /** 'Question {n} is required.' (n from 1) */
  message: string;
}

/** §5: the first required question without an answer, or null when all are answered. */
export function firstMissingAnswer(
  questions: readonly AssessmentQuestion[],
  answers: Answers,
  recordings: Recordings,
): MissingAnswer | null {
  const index = questions.findIndex(
    (question) => isRequired(question) && !isAnswered(question, answers, recordings),
  );
  if (index < 0) return null;
  return {
    index,
    assessmentId: questions[index].assessment_id,
    message: questionRequiredMessage(index + 1),
  };
}

export interface VoiceFile {
  assessmentId: number;
  blob: Blob;
  /** the part's file name, e.g. 'question-12.webm' */
  name: string;
}

export interface AnswerPayload {
  items: AnswerItem[];
  /** the `voice_files` parts, in `audio_index` order */
  voiceFiles: VoiceFile[];
}

export const voiceFileName = (assessmentId: number) => `question-${assessmentId}.webm`;

/**
 * §3 Answer payload items, one per question in order: `{assessment_id, answer}` (checkboxes
 * joined by commas; audio kept from an earlier save: its path) or, for a new recording,
 * `{assessment_id, audio_index}` numbering the `voice_files` parts from 0, with its length in
 * seconds (`audio_seconds`) when it was recorded on this page (the recruiter sees it, issue 35 N7).
 */
export function buildAnswerPayload(
  questions: readonly AssessmentQuestion[],
  answers: Answers,
  recordings: Recordings,
): AnswerPayload {
  const items: AnswerItem[] = [];
  const voiceFiles: VoiceFile[] = [];
  for (const question of questions) {
    const id = question.assessment_id;
    const recording = isAudio(question) ? recordings[id] : undefined;
    if (recording) {
      const seconds = secondsOf(recording);
      items.push({
        assessment_id: id,
        audio_index: voiceFiles.length,
        ...(seconds === undefined ? {} : { audio_seconds: seconds }),
      });
      voiceFiles.push({ assessmentId: id, blob: recording, name: voiceFileName(id) });
      continue;
    }
    const value = answerFor(question, answers);
    items.push({ assessment_id: id, answer: Array.isArray(value) ? joinCheckboxAnswer(value) : value });
  }
  return { items, voiceFiles };
}
