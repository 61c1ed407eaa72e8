import {
  APPLY_BEFORE_ASSESSMENT,
  ASSESSMENT_ALREADY_SUBMITTED,
  ASSESSMENT_AUDIO_PATH,
  ASSESSMENT_DRAFT_SAVED,
  ASSESSMENT_NOT_FOUND,
  ASSESSMENT_SUBMITTED,
  assessmentAudioPath,
  audioFileIdOf,
  submitAssessment,
} from '@contract/assessment';
import { API_PREFIX } from '@contract/endpoint';
import { JOB_NOT_FOUND, ROW_ID_MAX } from '@contract/jobs';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  applications,
  assessmentQuestions,
  assessmentSubmissions,
  jobs,
  files as storedFiles,
  users,
} from '../db/schema';
import type { AppDeps } from '../deps';
import { type SessionEnv, signedInRouter } from '../middleware/require-session';
import { route } from '../route';
import { planAssessmentSave } from '../services/assessment-answers';
import { scoreSubmission } from '../services/assessment-scoring';
import { storedFileResponse } from '../stored-file-response';
import { HttpError } from '../validate';

export const RECORDING_NOT_FOUND = 'Recording not found';
const RECORDING_KINDS = new Set(['webm', 'ogg']);

/**
 * The assessment calls (signed-in-area.md §2 Assessment, §5, §7; issue 9):
 * POST /candidates/submit_assessment saves a draft or submits the answers (multipart, new
 * recordings as `voice_files` parts), and GET /candidates/assessment_audio/{file_id}.webm answers
 * a saved recording to its owner. The questions and saved answers come with GET /candidates/job.
 */
export function assessmentRoutes(deps: AppDeps): Hono<SessionEnv> {
  const { routes, guard, store } = signedInRouter(deps);

  /**
   * One transaction, the candidate's row locked first (as every save of theirs): the job, its
   * questions, the application and the saved answers are read, the items checked
   * (planAssessmentSave), the new recordings stored, the recordings no longer answered deleted,
   * and the answers written with the write count raised. Any refusal leaves everything as it was.
   */
  route(routes, submitAssessment, guard, async (c, input, files) => {
    const userId = c.get('user').id;
    const voice = files.voice_files ?? [];
    const submitted = await deps.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [job] = await tx
        .select({ id: jobs.id, requiresAssessment: jobs.requiresAssessment })
        .from(jobs)
        .where(eq(jobs.id, input.job_id));
      if (!job) throw new HttpError(404, JOB_NOT_FOUND, 'job_not_found');
      const questions = job.requiresAssessment
        ? await tx
            .select({
              id: assessmentQuestions.id,
              questionType: assessmentQuestions.questionType,
              options: assessmentQuestions.options,
              required: assessmentQuestions.required,
            })
            .from(assessmentQuestions)
            .where(eq(assessmentQuestions.jobId, job.id))
            .orderBy(asc(assessmentQuestions.position))
        : [];
      if (questions.length === 0) throw new HttpError(404, ASSESSMENT_NOT_FOUND, 'assessment_not_found');
      const [application] = await tx
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.userId, userId), eq(applications.jobId, job.id)));
      if (!application) throw new HttpError(409, APPLY_BEFORE_ASSESSMENT, 'not_applied');
      const mine = and(eq(assessmentSubmissions.userId, userId), eq(assessmentSubmissions.jobId, job.id));
      const [saved] = await tx
        .select({
          status: assessmentSubmissions.status,
          answers: assessmentSubmissions.answers,
          updatedAt: assessmentSubmissions.updatedAt,
          pendingQuestionIds: assessmentSubmissions.pendingQuestionIds,
          unaskedQuestionIds: assessmentSubmissions.unaskedQuestionIds,
        })
        .from(assessmentSubmissions)
        .where(mine)
        .for('update');
      // submitted, it reopens only for the questions the recruiter added and asked (issue 36 R4),
      // answered with a submit; the other answers stay as they were
      const pending = new Set(saved?.pendingQuestionIds ?? []);
      const reopened =
        saved?.status === 'submitted' && questions.some((question) => pending.has(question.id));
      if (saved?.status === 'submitted' && !(reopened && input.status === 'submitted')) {
        throw new HttpError(409, ASSESSMENT_ALREADY_SUBMITTED, 'assessment_submitted');
      }

      const savedAnswers = saved?.answers ?? {};
      const plan = planAssessmentSave({
        questions: reopened ? questions.filter((question) => pending.has(question.id)) : questions,
        items: input.answers,
        voiceCount: voice.length,
        saved: savedAnswers,
        status: input.status,
      });
      const present = await store.describe(tx, plan.keptRecordings, userId);
      if (plan.keptRecordings.some((id) => !present.has(id))) {
        throw new HttpError(
          400,
          'A saved recording named in the answers no longer exists',
          'validation_failed',
        );
      }

      // each new recording's length as the app measured it, kept with its file (issue 35 N7)
      const secondsOf = new Map<number, number>();
      for (const item of input.answers) {
        if ('audio_index' in item && item.audio_seconds !== undefined) {
          secondsOf.set(item.audio_index, item.audio_seconds);
        }
      }
      const answers: Record<string, string> = reopened ? { ...savedAnswers } : {};
      for (const { question, answer } of plan.answers) {
        if (answer.kind === 'text') {
          answers[String(question.id)] = answer.text;
          continue;
        }
        const fileId = await store.put(tx, userId, voice[answer.index]);
        const seconds = secondsOf.get(answer.index);
        if (seconds !== undefined) {
          await tx.update(storedFiles).set({ audioSeconds: seconds }).where(eq(storedFiles.id, fileId));
        }
        answers[String(question.id)] = assessmentAudioPath(fileId);
      }
      // recordings the new answers no longer name go with this save
      const kept = new Set(plan.keptRecordings);
      for (const old of reopened ? [] : Object.values(savedAnswers)) {
        const fileId = audioFileIdOf(old);
        if (fileId !== null && !kept.has(fileId)) await store.delete(tx, fileId, userId);
      }

      // a later save always has a later time, even within one millisecond
      const now = deps.now();
      const updatedAt =
        saved && saved.updatedAt.getTime() >= now.getTime() ? new Date(saved.updatedAt.getTime() + 1) : now;
      await tx
        .insert(assessmentSubmissions)
        .values({ userId, jobId: job.id, status: input.status, answers, updatedAt, writeCount: 1 })
        .onConflictDoUpdate({
          target: [assessmentSubmissions.userId, assessmentSubmissions.jobId],
          set: {
            status: input.status,
            answers,
            updatedAt,
            writeCount: sql`${assessmentSubmissions.writeCount} + 1`,
            ...(reopened ? { pendingQuestionIds: [] } : {}),
          },
        });
      // scored on the server as it is submitted (issue 36 §5), kept with the application; the
      // questions added after a submission for new applicants only do not count
      if (input.status === 'submitted') {
        await scoreSubmission(tx, userId, job.id, answers, new Set(saved?.unaskedQuestionIds ?? []));
      }
      return input.status === 'submitted';
    });
    return {
      success: true,
      message: submitted ? ASSESSMENT_SUBMITTED : ASSESSMENT_DRAFT_SAVED,
      result: { job_id: input.job_id, status: input.status, assessment_submit: submitted },
    };
  });

  // A saved recording, to its owner only; anyone else's (or none, or not a recording) is 404.
  routes.get(`${ASSESSMENT_AUDIO_PATH}/:name`, guard, async (c) => {
    const fileId = audioFileIdOf(`${API_PREFIX}${ASSESSMENT_AUDIO_PATH}/${c.req.param('name')}`);
    if (fileId === null || fileId > ROW_ID_MAX) throw new HttpError(404, RECORDING_NOT_FOUND);
    const file = await store.get(deps.db, fileId, c.get('user').id);
    if (!file || !RECORDING_KINDS.has(file.kind)) throw new HttpError(404, RECORDING_NOT_FOUND);
    return storedFileResponse(file);
  });

  return routes;
}
