import { queuedCall } from '@app/api/queued-call';
import { getUserId } from '@app/session';
import { saveJob } from '@contract/jobs';

export interface SaveJobOutcome {
  /** The service worker kept the write and sends it when the network returns. */
  queued: boolean;
  /** The state asked for (and, when not queued, the one the server now holds). */
  saved: boolean;
}

/**
 * POST /candidates/save_job with the desired state (`saved`) and an Idempotency-Key, through the
 * service worker's write queue (`queuedCall`): offline the worker keeps it and answers `queued`,
 * and the replay cannot flip the state twice.
 */
export async function sendSaveJob(
  jobId: number,
  saved: boolean,
  options: { idempotencyKey?: string; jobTitle?: string } = {},
): Promise<SaveJobOutcome> {
  const userId = getUserId();
  const outcome = await queuedCall(
    saveJob,
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
  return outcome.queued ? { queued: true, saved } : { queued: false, saved: outcome.answer.result.saved };
}
