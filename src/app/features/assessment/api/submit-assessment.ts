import { type QueuedInput, queuedCall } from '@app/api/queued-call';
import { submitAssessment } from '@contract/assessment';
import type { AssessmentState } from '@contract/jobs';
import type { OutboxLabel } from '@contract/outbox';
import type { AnswerPayload } from '../assessment-answers';

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
  const outcome = await queuedCall(submitAssessment, submitInput(input.jobId, input.status, input.payload), {
    idempotencyKey: input.idempotencyKey ?? crypto.randomUUID(),
    outbox,
  });
  if (outcome.queued) return { queued: true };
  const { result } = outcome.answer;
  return { queued: false, status: result.status, assessmentSubmit: result.assessment_submit };
}

/**
 * The call's parts (§7): job_id, status, answers (the JSON list) and one voice_files part per
 * recording, in `audio_index` order, each named as the payload names it.
 */
export function submitInput(
  jobId: number,
  status: AssessmentState,
  payload: AnswerPayload,
): QueuedInput<typeof submitAssessment> {
  return {
    job_id: String(jobId),
    status,
    answers: JSON.stringify(payload.items),
    voice_files: payload.voiceFiles.map((file) => new File([file.blob], file.name, { type: file.blob.type })),
  };
}
