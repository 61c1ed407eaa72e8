import { type QueuedOutcome, queuedCall } from '@app/api/queued-call';
import type { OutboxLabel } from '@contract/outbox';
import { sendRecruiterMessage } from '@contract/recruiter/chat';
import { atPath } from '@contract/recruiter/paths';

/**
 * POST /recruiters/applications/:application_id/messages: writes to the applicant (starting the
 * conversation when there is none), through the service worker's write queue with the given
 * Idempotency-Key: offline the worker keeps it (`queued`) and sends it once, in order.
 */
export function sendMessage(
  applicationId: number,
  body: string,
  options: { idempotencyKey: string; outbox?: OutboxLabel },
): Promise<QueuedOutcome<typeof sendRecruiterMessage>> {
  return queuedCall(atPath(sendRecruiterMessage, { application_id: applicationId }), { body }, options);
}
