import { audioFileIdOf, CHECKBOX_SEPARATOR } from '@contract/assessment';
import type { QuestionType } from '@contract/jobs';
import type { Applicant, ApplicantAnswer } from '@contract/recruiter/applicants';
import { assessmentQuestions, assessmentSubmissions, files } from '@server/db/schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { answerIsCorrect, scoreOfApplication } from '../assessment-scoring';
import type { DbOrTx, FileStore } from '../file-store';
import { answerReviewsOf } from './answer-reviews';
import { assessmentStateOf } from './applicant-filters';
import type { ApplicationRow, JobRow } from './company-scope';

/**
 * An applicant's assessment as the company reads it (issue 23; scored, issue 36 §5): the job's
 * questions with the submitted answers, each scored question's correct options and whether the
 * answer is right, the score and the pass mark; and the recording of an audio answer.
 */

/** The job's questions with the applicant's submitted answers (a draft's are the candidate's own). */
export async function assessmentOf(
  db: DbOrTx,
  job: JobRow,
  application: ApplicationRow,
): Promise<Applicant['assessment']> {
  const { userId } = application;
  const [questions, [submission]] = await Promise.all([
    db
      .select()
      .from(assessmentQuestions)
      .where(eq(assessmentQuestions.jobId, job.id))
      .orderBy(asc(assessmentQuestions.position)),
    db
      .select({
        status: assessmentSubmissions.status,
        answers: assessmentSubmissions.answers,
        pending: assessmentSubmissions.pendingQuestionIds,
        unasked: assessmentSubmissions.unaskedQuestionIds,
      })
      .from(assessmentSubmissions)
      .where(and(eq(assessmentSubmissions.userId, userId), eq(assessmentSubmissions.jobId, job.id))),
  ]);
  // questions added after the submission (issue 36 R4): asked and waiting, or new applicants only
  const addedAfter = (id: number): ApplicantAnswer['added_after_submit'] =>
    submission?.pending.includes(id) ? 'asked' : submission?.unasked.includes(id) ? 'not_asked' : undefined;
  const state = assessmentStateOf(job, submission?.status ?? null);
  const reviews = state === 'submitted' ? await answerReviewsOf(db, application.id) : new Map();
  const answers = state === 'submitted' ? (submission?.answers ?? {}) : {};
  // the recordings' lengths, kept with their files when the candidate sent them (issue 35 N7)
  const recordingIds = Object.values(answers).flatMap((raw) => audioFileIdOf(raw) ?? []);
  const lengths = new Map(
    recordingIds.length === 0
      ? []
      : (
          await db
            .select({ id: files.id, seconds: files.audioSeconds })
            .from(files)
            .where(and(inArray(files.id, recordingIds), eq(files.ownerId, userId)))
        ).map((file) => [file.id, file.seconds]),
  );
  return {
    state,
    answers: questions.map((question): ApplicantAnswer => {
      const raw = answers[String(question.id)] ?? '';
      const type = question.questionType as QuestionType;
      const recordingId = type === 'audio' ? audioFileIdOf(raw) : null;
      const audio = recordingId !== null;
      const added = state === 'submitted' ? addedAfter(question.id) : undefined;
      return {
        question_id: question.id,
        question: question.question,
        question_type: type,
        options: question.options,
        required: question.required,
        answer:
          type === 'audio' || raw === ''
            ? null
            : type === 'checkboxes'
              ? raw.split(CHECKBOX_SEPARATOR).filter((choice) => choice !== '')
              : raw,
        audio,
        audio_seconds: recordingId === null ? null : (lengths.get(recordingId) ?? null),
        correct_options: question.correctOptions,
        correct: state === 'submitted' && !added ? answerIsCorrect(question, raw) : null,
        review: reviews.get(question.id) ?? null,
        ...(added ? { added_after_submit: added } : {}),
      };
    }),
    score: state === 'submitted' ? scoreOfApplication(application) : null,
    pass_mark: job.passMark,
  };
}

/** The recording of a submitted audio answer (the candidate's file), or null. */
export async function applicantRecording(
  db: DbOrTx,
  store: FileStore,
  application: ApplicationRow,
  questionId: number,
) {
  const [question] = await db
    .select({ type: assessmentQuestions.questionType })
    .from(assessmentQuestions)
    .where(and(eq(assessmentQuestions.id, questionId), eq(assessmentQuestions.jobId, application.jobId)));
  if (question?.type !== 'audio') return null;
  const [submission] = await db
    .select({ status: assessmentSubmissions.status, answers: assessmentSubmissions.answers })
    .from(assessmentSubmissions)
    .where(
      and(
        eq(assessmentSubmissions.userId, application.userId),
        eq(assessmentSubmissions.jobId, application.jobId),
      ),
    );
  if (submission?.status !== 'submitted') return null;
  const fileId = audioFileIdOf(submission.answers[String(questionId)] ?? '');
  if (fileId === null) return null;
  const file = await store.get(db, fileId, application.userId);
  return file && (file.kind === 'webm' || file.kind === 'ogg') ? file : null;
}
