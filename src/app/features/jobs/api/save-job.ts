import * as v from 'valibot';
import { saveJob } from '../../../../contract/jobs';
import { ApiError, INVALID_ANSWER_MESSAGE } from '../../../api/client';
import { isQueuedAnswer, queuedPost } from '../../../offline/queued-post';
import { getUserId } from '../../../session';

export interface SaveJobOutcome {
  /** The service worker kept the write and sends it when the network returns. */
  queued: boolean;
  /** The state asked for (and, when not queued, the one the server now holds). */
  saved: boolean;
}

/**
 * POST /candidates/save_job with the desired state (`saved`) and an Idempotency-Key, through the
 * service worker's write queue: offline the worker keeps it and answers `queued`, and the replay
 * cannot flip the state twice.
 */
export async function sendSaveJob(
  jobId: number,
  saved: boolean,
  options: { idempotencyKey?: string; jobTitle?: string } = {},
): Promise<SaveJobOutcome> {
  const userId = getUserId();
  const answer = await queuedPost(
    saveJob.path,
    { job_id: jobId, saved },
    {
      idempotencyKey: options.idempotencyKey,
      // listed in the outbox while it waits
      outbox:
        userId === null
          ? undefined
          : {
              kind: saved ? 'save_job' : 'unsave_job',
              job_id: jobId,
              title: options.jobTitle || `Job ${jobId}`,
              user_id: String(userId),
            },
    },
  );
  if (isQueuedAnswer(answer)) return { queued: true, saved };
  const checked = v.safeParse(saveJob.answer, answer);
  if (!checked.success) throw new ApiError(200, INVALID_ANSWER_MESSAGE, answer, 'invalid_answer');
  return { queued: false, saved: checked.output.result.saved };
}
