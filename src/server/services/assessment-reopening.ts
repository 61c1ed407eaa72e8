import type { ApplicationStatus } from '@contract/jobs';
import { applications, assessmentSubmissions, companies, jobs } from '@server/db/schema';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { notify } from './delivery/notify';
import type { EventBus, Tx } from './event-bus';
import type { DbOrTx } from './file-store';
import { addNotification } from './notifications';

/**
 * A required question added after candidates submitted (issue 36 R4). The recruiter either asks
 * them to answer it or keeps it for new applicants only. Each submission keeps, by question id,
 * the questions added after it: `pending_question_ids` (asked: the candidate's assessment
 * reopens for those questions only, and an answer moves them out) and `unasked_question_ids`
 * (new applicants only). Neither kind counts in the submission's score until answered
 * (assessment-scoring.ts), so a scored question added later never marks an old answer wrong.
 */

/** The applications no longer in the process: their candidates are never asked. */
const OUT_OF_PROCESS: readonly ApplicationStatus[] = ['rejected', 'withdrawn'];

/** The submissions of the job whose application is still in the process (`askable`) or not. */
const submittedOf = (jobId: number) =>
  and(eq(assessmentSubmissions.jobId, jobId), eq(assessmentSubmissions.status, 'submitted'));
const inProcess = sql`exists (select 1 from ${applications} a where a.job_id = ${assessmentSubmissions.jobId} and a.user_id = ${assessmentSubmissions.userId} and a.status not in ('rejected', 'withdrawn'))`;

/**
 * How many candidates still in the process (not rejected nor withdrawn) submitted the job's
 * assessment: those a required question added now would be asked of (the editor's count).
 */
export async function askableSubmissions(db: DbOrTx, jobId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(assessmentSubmissions)
    .innerJoin(
      applications,
      and(
        eq(applications.jobId, assessmentSubmissions.jobId),
        eq(applications.userId, assessmentSubmissions.userId),
      ),
    )
    .where(and(submittedOf(jobId), notInArray(applications.status, [...OUT_OF_PROCESS])));
  return Number(n);
}

/** '<company> asks you to answer a new question for <job title>'. */
export const askedText = (company: string, jobTitle: string) =>
  `${company} asks you to answer a new question for ${jobTitle}`;

/** The app path of a job's assessment, where the notification leads. */
export const assessmentLink = (jobId: number) => `/assessment/${jobId}`;

/**
 * Questions just added to a job (inside the job save's transaction): `asked` (required ones the
 * recruiter chose to ask) become pending for each submission still in the process, each of those
 * candidates told (the notification and what their preferences allow, `notify`); every other new
 * question, and every new one for the candidates out of the process, is unasked. Answers the
 * candidates asked.
 */
export async function recordAddedQuestions(
  tx: Tx,
  bus: EventBus,
  added: { jobId: number; all: readonly number[]; asked: readonly number[]; now: Date; publicUrl: string },
): Promise<number[]> {
  const { jobId, all, asked, now } = added;
  if (all.length === 0) return [];
  const unaskedOfAsked = all.filter((id) => !asked.includes(id));
  const askedUsers =
    asked.length === 0
      ? []
      : await tx
          .update(assessmentSubmissions)
          .set({
            pendingQuestionIds: sql`${assessmentSubmissions.pendingQuestionIds} || ${JSON.stringify(asked)}::jsonb`,
            unaskedQuestionIds: sql`${assessmentSubmissions.unaskedQuestionIds} || ${JSON.stringify(unaskedOfAsked)}::jsonb`,
          })
          .where(and(submittedOf(jobId), inProcess))
          .returning({ userId: assessmentSubmissions.userId });
  await tx
    .update(assessmentSubmissions)
    .set({
      unaskedQuestionIds: sql`${assessmentSubmissions.unaskedQuestionIds} || ${JSON.stringify(all)}::jsonb`,
    })
    .where(and(submittedOf(jobId), ...(asked.length === 0 ? [] : [sql`not ${inProcess}`])));
  if (askedUsers.length === 0) return [];
  const [job] = await tx
    .select({ company: companies.name, companyId: companies.id, jobTitle: jobs.jobTitle })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, jobId));
  const text = askedText(job.company, job.jobTitle);
  const link = assessmentLink(jobId);
  for (const { userId } of askedUsers) {
    await addNotification(tx, bus, {
      userId,
      kind: 'assessment',
      text,
      link,
      createdAt: now,
      companyId: job.companyId,
    });
    await notify(tx, {
      type: 'assessment_question',
      candidateId: userId,
      companyId: job.companyId,
      jobId,
      text,
      link,
      publicUrl: added.publicUrl,
      now,
    });
  }
  return askedUsers.map(({ userId }) => userId);
}

/** The ids a submission's score leaves out: the questions added after it, not answered yet. */
export const notCountedIds = (submission: {
  pendingQuestionIds: readonly number[];
  unaskedQuestionIds: readonly number[];
}): Set<number> => new Set([...submission.pendingQuestionIds, ...submission.unaskedQuestionIds]);
