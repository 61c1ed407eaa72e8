import * as v from 'valibot';
import { submitAssessment } from '../../../../contract/assessment';
import type { AssessmentState } from '../../../../contract/jobs';
import type { OutboxLabel } from '../../../../contract/outbox';
import { ApiError, INVALID_ANSWER_MESSAGE } from '../../../api/client';
import { isQueuedAnswer, queuedPost } from '../../../offline/queued-post';
import { type AnswerPayload, buildSubmitForm } from '../assessment-answers';

export type SubmitAssessmentOutcome =
  /** The service worker kept the write; it is sent when the network returns (nothing is confirmed). */
  | { queued: true }
  /** The server saved it (a draft, or the final answers). */
  | { queued: false; status: AssessmentState; assessmentSubmit: boolean };

export interface SendAssessmentInput {
  jobId: number;
  status: AssessmentState;
  payload: AnswerPayload;
  /** the job's title as the candidate saw it, for the outbox */
  jobTitle: string;
  /** the session's user id, for the outbox; without one the write carries no outbox label */
  userId: string | null;
  idempotencyKey?: string;
}

/**
 * POST /candidates/submit_assessment (multipart, §7) through the service worker's write queue:
 * offline the worker keeps it (audio included) and answers `queued`. Throws ApiError (decide on
 * `code`) for a refusal or an answer that is not the descriptor's, NetworkError when no service
 * worker could keep it.
 */
export async function sendAssessment(input: SendAssessmentInput): Promise<SubmitAssessmentOutcome> {
  const outbox: OutboxLabel | undefined = input.userId
    ? {
        kind: input.status === 'submitted' ? 'assessment_submit' : 'assessment_draft',
        job_id: input.jobId,
        title: input.jobTitle,
        user_id: input.userId,
      }
    : undefined;
  const answer = await queuedPost(
    submitAssessment.path,
    buildSubmitForm(input.jobId, input.status, input.payload),
    { idempotencyKey: input.idempotencyKey ?? crypto.randomUUID(), outbox },
  );
  if (isQueuedAnswer(answer)) return { queued: true };
  if (answer.success === false) {
    throw new ApiError(
      200,
      typeof answer.message === 'string' ? answer.message : INVALID_ANSWER_MESSAGE,
      answer,
    );
  }
  const checked = v.safeParse(submitAssessment.answer, answer);
  if (!checked.success) throw new ApiError(200, INVALID_ANSWER_MESSAGE, answer, 'invalid_answer');
  return {
    queued: false,
    status: checked.output.result.status,
    assessmentSubmit: checked.output.result.assessment_submit,
  };
}
