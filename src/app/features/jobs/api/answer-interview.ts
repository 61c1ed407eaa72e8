import { queuedCall } from '@app/api/queued-call';
import { getUserId } from '@app/session';
import { answerInterview, type Interview } from '@contract/interviews';

/**
 * POST /candidates/interviews/answer with an Idempotency-Key, through the service worker's write
 * queue (`queuedCall`): offline the worker keeps it and answers `queued`, and its replay is applied
 * once. Answers the interview as the server now holds it, or null when queued.
 */
export async function sendInterviewAnswer(
  interview: Interview,
  answer: { action: 'accept' | 'reschedule'; slot?: string; note?: string },
): Promise<Interview | null> {
  const userId = getUserId();
  const outcome = await queuedCall(
    answerInterview,
    { interview_id: interview.interview_id, ...answer },
    {
      outbox:
        userId === null
          ? undefined
          : {
              kind: 'interview_answer',
              job_id: interview.job.id,
              title: interview.job.job_title,
              user_id: String(userId),
            },
    },
  );
  return outcome.queued ? null : outcome.answer.result.interview;
}
