import { type AnswerReview, QUESTION_NOT_FOUND, RATED_QUESTION_TYPES } from '@contract/recruiter/applicants';
import type { Db } from '@server/db/client';
import { answerReviews, assessmentQuestions, assessmentSubmissions } from '@server/db/schema';
import { HttpError } from '@server/validate';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../file-store';
import { companyApplication } from './company-scope';

/**
 * The company's private rating (1-5) and comment of an applicant's audio or text answer (issue 36
 * §5). Another company's application: 404 applicant_not_found (companyApplication); a question not
 * of the application's job, not audio or text, or an assessment not submitted: 404 not_found.
 */
export async function setCompanyAnswerReview(
  db: Db,
  scope: { companyId: number; recruiterId: number },
  applicationId: number,
  questionId: number,
  review: AnswerReview,
  now: Date,
): Promise<AnswerReview> {
  const { application } = await companyApplication(db, scope.companyId, applicationId);
  const [[question], [submission]] = await Promise.all([
    db
      .select({ type: assessmentQuestions.questionType })
      .from(assessmentQuestions)
      .where(and(eq(assessmentQuestions.id, questionId), eq(assessmentQuestions.jobId, application.jobId))),
    db
      .select({ status: assessmentSubmissions.status })
      .from(assessmentSubmissions)
      .where(
        and(
          eq(assessmentSubmissions.userId, application.userId),
          eq(assessmentSubmissions.jobId, application.jobId),
        ),
      ),
  ]);
  const rated = (RATED_QUESTION_TYPES as readonly string[]).includes(question?.type ?? '');
  if (!rated || submission?.status !== 'submitted') throw new HttpError(404, QUESTION_NOT_FOUND, 'not_found');
  const values = {
    rating: review.rating,
    comment: review.comment,
    recruiterId: scope.recruiterId,
    updatedAt: now,
  };
  await db
    .insert(answerReviews)
    .values({ applicationId: application.id, questionId, ...values })
    .onConflictDoUpdate({ target: [answerReviews.applicationId, answerReviews.questionId], set: values });
  return { rating: review.rating, comment: review.comment };
}

/** An application's reviews by question id. */
export async function answerReviewsOf(db: DbOrTx, applicationId: number): Promise<Map<number, AnswerReview>> {
  const rows = await db
    .select({
      questionId: answerReviews.questionId,
      rating: answerReviews.rating,
      comment: answerReviews.comment,
    })
    .from(answerReviews)
    .where(eq(answerReviews.applicationId, applicationId));
  return new Map(rows.map((row) => [row.questionId, { rating: row.rating, comment: row.comment }]));
}
