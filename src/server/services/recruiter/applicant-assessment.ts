import { audioFileIdOf, CHECKBOX_SEPARATOR } from '@contract/assessment';
import type { QuestionType } from '@contract/jobs';
import type { Applicant, ApplicantAnswer, ApplicantAssessmentState } from '@contract/recruiter/applicants';
import { assessmentQuestions, assessmentSubmissions, files } from '@server/db/schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, FileStore } from '../file-store';
import type { ApplicationRow, JobRow } from './company-scope';

/** An applicant's assessment as the company sees it (issue 23): the submitted answers and recordings. */

/** The assessment's state of an application of this job. */
export const assessmentStateOf = (
  job: Pick<JobRow, 'requiresAssessment'>,
  state: string | null,
): ApplicantAssessmentState =>
  !job.requiresAssessment ? 'not_required' : state === 'draft' || state === 'submitted' ? state : 'to_do';

/** The job's questions with the applicant's submitted answers (a draft's are the candidate's own). */
export async function assessmentOf(
  db: DbOrTx,
  job: JobRow,
  userId: number,
): Promise<Applicant['assessment']> {
  const [questions, [submission]] = await Promise.all([
    db
      .select()
      .from(assessmentQuestions)
      .where(eq(assessmentQuestions.jobId, job.id))
      .orderBy(asc(assessmentQuestions.position)),
    db
      .select({ status: assessmentSubmissions.status, answers: assessmentSubmissions.answers })
      .from(assessmentSubmissions)
      .where(and(eq(assessmentSubmissions.userId, userId), eq(assessmentSubmissions.jobId, job.id))),
  ]);
  const state = assessmentStateOf(job, submission?.status ?? null);
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
      };
    }),
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
