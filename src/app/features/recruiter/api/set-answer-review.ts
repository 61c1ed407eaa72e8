import { call } from '@app/api/call';
import { type AnswerReview, setAnswerReview as endpoint } from '@contract/recruiter/applicants';
import { atPath } from '@contract/recruiter/paths';

/** PUT .../answers/:question_id/review: the company's private rating and comment, as saved. */
export async function setAnswerReview(
  applicationId: number,
  questionId: number,
  review: AnswerReview,
): Promise<AnswerReview> {
  return (await call(atPath(endpoint, { application_id: applicationId, question_id: questionId }), review))
    .result.review;
}
