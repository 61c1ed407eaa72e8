import { CHECKBOX_SEPARATOR } from '@contract/assessment';
import type { AssessmentScore } from '@contract/recruiter/assessment-scoring';
import { applications, assessmentQuestions, assessmentSubmissions, jobs } from '@server/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { notCountedIds } from './assessment-reopening';
import type { DbOrTx } from './file-store';

/**
 * Scored assessments (issue 36 §5; the rule is contract/recruiter/assessment-scoring.ts): one point
 * per question with correct options marked, a checkbox question all or nothing; passed when points
 * reach the job's pass mark (percent). The score is kept on the application (assessment_score,
 * assessment_max, assessment_passed) by the submit and by a job save (rescoreJob).
 */

export interface ScoredQuestion {
  id: number;
  questionType: string;
  correctOptions: readonly string[];
}

/** The chosen options of an answer text (an MCQ's one, a checkbox answer's joined choices). */
const choicesOf = (questionType: string, answer: string): string[] =>
  answer === ''
    ? []
    : questionType === 'checkboxes'
      ? answer.split(CHECKBOX_SEPARATOR).map((choice) => choice.trim())
      : [answer];

/** Whether an answer is right: null when the question is not scored. */
export function answerIsCorrect(question: ScoredQuestion, answer: string): boolean | null {
  if (question.correctOptions.length === 0) return null;
  const chosen = new Set(choicesOf(question.questionType, answer));
  return (
    chosen.size === question.correctOptions.length &&
    question.correctOptions.every((option) => chosen.has(option))
  );
}

/** The score of a submission's answers; null when no question is scored. Pure. */
export function scoreAnswers(
  questions: readonly ScoredQuestion[],
  answers: Readonly<Record<string, string>>,
  passMark: number | null,
): AssessmentScore | null {
  let points = 0;
  let max = 0;
  for (const question of questions) {
    const correct = answerIsCorrect(question, answers[String(question.id)] ?? '');
    if (correct === null) continue;
    max += 1;
    if (correct) points += 1;
  }
  if (max === 0) return null;
  return { points, max, passed: passMark === null ? null : points * 100 >= passMark * max };
}

/** An application's kept score (null: not submitted or nothing scored). */
export function scoreOfApplication(row: {
  assessmentScore: number | null;
  assessmentMax: number | null;
  assessmentPassed: boolean | null;
}): AssessmentScore | null {
  return row.assessmentScore === null || row.assessmentMax === null
    ? null
    : { points: row.assessmentScore, max: row.assessmentMax, passed: row.assessmentPassed };
}

/** The score columns of an application. */
const scoreColumns = (score: AssessmentScore | null) => ({
  assessmentScore: score?.points ?? null,
  assessmentMax: score?.max ?? null,
  assessmentPassed: score?.passed ?? null,
});

/** The job's scoring: its pass mark and its questions' correct options. */
async function scoringOf(tx: DbOrTx, jobId: number) {
  const [[job], questions] = await Promise.all([
    tx.select({ passMark: jobs.passMark }).from(jobs).where(eq(jobs.id, jobId)),
    tx
      .select({
        id: assessmentQuestions.id,
        questionType: assessmentQuestions.questionType,
        correctOptions: assessmentQuestions.correctOptions,
      })
      .from(assessmentQuestions)
      .where(eq(assessmentQuestions.jobId, jobId)),
  ]);
  return { passMark: job?.passMark ?? null, questions };
}

/** The questions a submission's score counts: all but those added after it and not answered yet. */
const countedOf = <Q extends { id: number }>(questions: readonly Q[], notCounted: ReadonlySet<number>) =>
  notCounted.size === 0 ? questions : questions.filter((question) => !notCounted.has(question.id));

/**
 * Scores one candidate's submitted answers to the job and keeps the score on their application;
 * `notCounted`: the questions added after the submission still unanswered (issue 36 R4).
 */
export async function scoreSubmission(
  tx: DbOrTx,
  userId: number,
  jobId: number,
  answers: Readonly<Record<string, string>>,
  notCounted: ReadonlySet<number> = new Set(),
): Promise<void> {
  const { passMark, questions } = await scoringOf(tx, jobId);
  await tx
    .update(applications)
    .set(scoreColumns(scoreAnswers(countedOf(questions, notCounted), answers, passMark)))
    .where(and(eq(applications.userId, userId), eq(applications.jobId, jobId)));
}

/**
 * Scores every submitted assessment of the job again (after a save that may have changed the
 * correct options or the pass mark), in the caller's transaction: one UPDATE for all of them.
 */
export async function rescoreJob(tx: DbOrTx, jobId: number): Promise<void> {
  const [{ passMark, questions }, submitted] = await Promise.all([
    scoringOf(tx, jobId),
    tx
      .select({
        userId: assessmentSubmissions.userId,
        answers: assessmentSubmissions.answers,
        pendingQuestionIds: assessmentSubmissions.pendingQuestionIds,
        unaskedQuestionIds: assessmentSubmissions.unaskedQuestionIds,
      })
      .from(assessmentSubmissions)
      .where(and(eq(assessmentSubmissions.jobId, jobId), eq(assessmentSubmissions.status, 'submitted'))),
  ]);
  if (submitted.length === 0) return;
  const rows = submitted.map((submission) => ({
    userId: submission.userId,
    ...scoreColumns(
      scoreAnswers(countedOf(questions, notCountedIds(submission)), submission.answers, passMark),
    ),
  }));
  await tx.execute(sql`
    update applications a set
      assessment_score = s."assessmentScore", assessment_max = s."assessmentMax",
      assessment_passed = s."assessmentPassed"
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as s("userId" integer, "assessmentScore" smallint, "assessmentMax" smallint, "assessmentPassed" boolean)
    where a.job_id = ${jobId} and a.user_id = s."userId"`);
}
