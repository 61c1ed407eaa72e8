import * as v from 'valibot';
import { endpoint } from './endpoint';
import type { FileRule } from './files';
import { idNumber, positiveIdText } from './ids';
import { ASSESSMENT_STATES } from './jobs';

/**
 * Assessments (signed-in-area.md §2 Assessment, §3 Assessment question and Answer payload item,
 * §4, §5 Assessment submit, §7 submit_assessment, §8, §9; issue 9). The questions come with the
 * job (GET /candidates/job `assessment_details`); the answers go by one multipart call.
 */

/** §9: the required-question flag value. */
export const REQUIRED_FLAG = 1;
/** §5: the message for the first required question without an answer (n = its position, from 1). */
export const questionRequiredMessage = (n: number) => `Question ${n} is required.`;
/** §3: checkbox answers are the chosen options joined by commas. */
export const CHECKBOX_SEPARATOR = ',';

/** §9 audio is recorded as webm; Opus at about 24 kbps (a two-minute answer is about 360 KB). */
export const AUDIO_MIME_TYPE = 'audio/webm;codecs=opus';
export const AUDIO_BITS_PER_SECOND = 24_000;
/** One recorded answer may be at most 5 MB. */
export const AUDIO_MAX_BYTES = 5 * 1024 * 1024;
/**
 * A recording's length in whole seconds, sent with it (`audio_seconds`), is at most this: more than
 * 5 MB at 24 kbps holds (about 29 minutes).
 */
export const AUDIO_SECONDS_MAX = 30 * 60;
/** A recording's length as m:ss ('1:42'), as the candidate and the recruiter see it. */
export function recordingLengthText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
/** At most this many recordings in one call (more than any assessment has audio questions). */
export const VOICE_FILES_MAX = 20;
/** A text answer (short answer, paragraph, the options chosen) is at most this long. */
export const ANSWER_MAX_CHARS = 5000;
/** The `answers` JSON part is at most this long. */
export const ANSWERS_JSON_MAX = 200_000;

/**
 * Where a saved recording is played from: a server-relative path that answers its owner only
 * (GET with the bearer token, as GET /candidates/files/{id}; not a descriptor since it answers
 * bytes): `audio/webm` or `audio/ogg`, `Cache-Control: private`; 404 for anyone else's or none,
 * 401/403 without a live session. The app fetches it and plays the blob.
 */
export const ASSESSMENT_AUDIO_PATH = '/candidates/assessment_audio';
export const assessmentAudioPath = (fileId: number) => `/api${ASSESSMENT_AUDIO_PATH}/${fileId}.webm`;
/** The file id of a saved recording's path, or null when the text is not such a path. */
export function audioFileIdOf(answer: string): number | null {
  const match = /^\/api\/candidates\/assessment_audio\/([1-9]\d{0,9})\.webm$/.exec(answer);
  return match ? Number(match[1]) : null;
}

/** The server's messages (the app shows its own spec texts on their codes where the spec has one). */
export const AUDIO_WRONG_KIND = 'Recordings must be WebM or Ogg audio';
export const AUDIO_TOO_LARGE = 'A recording may be at most 5 MB';
export const ASSESSMENT_ALREADY_SUBMITTED =
  'This assessment has already been submitted and can no longer be changed.';
export const ASSESSMENT_NOT_FOUND = 'This job has no assessment';
export const APPLY_BEFORE_ASSESSMENT = 'Please apply for this job before taking its assessment';

/** `voice_files`: one part per new recording (several parts of the one name), webm or ogg by content. */
export const voiceFilesRule = {
  kinds: ['webm', 'ogg'],
  maxBytes: AUDIO_MAX_BYTES,
  maxCount: VOICE_FILES_MAX,
  wrongKindMessage: AUDIO_WRONG_KIND,
  tooLargeMessage: AUDIO_TOO_LARGE,
} as const satisfies FileRule;

/** Control characters but tab, line feed and carriage return (as every request string). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

/** A malformed answer item. */
export const ANSWER_ITEM_SHAPE =
  'Each answer must be {assessment_id, answer} or {assessment_id, audio_index, audio_seconds?}';
export const AUDIO_SECONDS_RULE = `audio_seconds must be a whole number of seconds from 1 to ${AUDIO_SECONDS_MAX}`;

/**
 * §3 Answer payload item: `assessment_id` plus `answer` (checkboxes joined by commas; for a
 * recording kept from an earlier save, its path) or, for a new recording, `audio_index` (the
 * position of its file among the `voice_files` parts, from 0) with, when the app measured it, its
 * length in whole seconds (`audio_seconds`, 1 to AUDIO_SECONDS_MAX; the recruiter sees it).
 */
export type AnswerItem =
  | { assessment_id: number; answer: string }
  | { assessment_id: number; audio_index: number; audio_seconds?: number };

export const answerItemSchema = v.pipe(
  v.strictObject(
    {
      assessment_id: idNumber('assessment_id'),
      answer: v.optional(
        v.pipe(
          v.string('answer must be text'),
          v.maxLength(ANSWER_MAX_CHARS, `An answer may be at most ${ANSWER_MAX_CHARS} characters`),
          v.regex(NO_CONTROL_CHARACTERS, 'An answer must not contain control characters'),
        ),
      ),
      audio_index: v.optional(
        v.pipe(
          v.number('audio_index must be a whole number'),
          v.integer('audio_index must be a whole number'),
          v.minValue(0, 'audio_index must be a whole number'),
          v.maxValue(VOICE_FILES_MAX - 1, `audio_index must be less than ${VOICE_FILES_MAX}`),
        ),
      ),
      audio_seconds: v.optional(
        v.pipe(
          v.number(AUDIO_SECONDS_RULE),
          v.integer(AUDIO_SECONDS_RULE),
          v.minValue(1, AUDIO_SECONDS_RULE),
          v.maxValue(AUDIO_SECONDS_MAX, AUDIO_SECONDS_RULE),
        ),
      ),
    },
    ANSWER_ITEM_SHAPE,
  ),
  v.check((item) => (item.answer === undefined) !== (item.audio_index === undefined), ANSWER_ITEM_SHAPE),
  v.check(
    (item) => item.audio_seconds === undefined || item.audio_index !== undefined,
    'audio_seconds is for a new recording (audio_index) only',
  ),
  v.transform((item) => item as AnswerItem),
);

const answersPart = v.pipe(
  v.string('answers is required'),
  v.maxLength(ANSWERS_JSON_MAX, 'answers is too long'),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      return JSON.parse(dataset.value) as unknown;
    } catch {
      addIssue({ message: 'answers must be a JSON list' });
      return NEVER;
    }
  }),
  v.array(answerItemSchema, 'answers must be a JSON list'),
);

/** The success messages of submit_assessment. */
export const ASSESSMENT_DRAFT_SAVED = 'Assessment saved as draft';
export const ASSESSMENT_SUBMITTED = 'Assessment submitted successfully';

/**
 * POST /candidates/submit_assessment (multipart): `job_id`, `status` (draft or submitted),
 * `answers` (JSON list of answer items), `voice_files` (new recordings, webm). A draft replaces
 * the previous draft; `submitted` needs every required question answered (400
 * `question_required`, "Question {n} is required.") and is final (later saves: 409
 * `assessment_submitted`), but for the questions a recruiter added since and asked this candidate
 * to answer (issue 36 R4, `pending` in the job's `assessment_details`): a `submitted` save with
 * those answers alone, the other answers kept. Honours `Idempotency-Key` (a replay answers the
 * first answer).
 *
 * Refusals: an unknown job 404 `job_not_found`; a job without an assessment 404
 * `assessment_not_found`; not applied to the job 409 `not_applied` (APPLY_BEFORE_ASSESSMENT);
 * already submitted 409 `assessment_submitted` (ASSESSMENT_ALREADY_SUBMITTED); a recording not
 * WebM or Ogg by content 400 `file_type_not_allowed` (AUDIO_WRONG_KIND), over 5 MB 413
 * `file_too_large` (AUDIO_TOO_LARGE); an answer that does not fit its question (not one of the
 * job's questions, twice, an MCQ or checkbox answer that is not an option, `audio_index` on a
 * question that is not audio or without its part, a part no answer uses, a text on an audio
 * question that is not '' nor that question's saved recording) 400 `validation_failed`. Nothing
 * is written on a refusal.
 */
export const submitAssessment = endpoint({
  method: 'POST',
  path: '/candidates/submit_assessment',
  idempotent: true,
  body: 'multipart',
  request: v.object({
    job_id: positiveIdText('job_id'),
    status: v.picklist(ASSESSMENT_STATES, "status must be 'draft' or 'submitted'"),
    answers: answersPart,
  }),
  files: { voice_files: voiceFilesRule },
  answer: v.object({
    success: v.literal(true),
    message: v.string(),
    result: v.object({
      job_id: v.number(),
      status: v.picklist(ASSESSMENT_STATES),
      assessment_submit: v.boolean(),
    }),
  }),
  errors: [
    'job_not_found',
    'assessment_not_found',
    'not_applied',
    'question_required',
    'assessment_submitted',
  ],
  session: true,
});
