import type { PushPayload } from '@contract/push';
import { pushSubscriptions } from '@server/db/schema';
import type { Tx } from '@server/services/event-bus';
import { eq } from 'drizzle-orm';
import { enqueue } from '../queue';

/**
 * The Web Push messages of the candidate's events (issue 25 §1), queued by notify (../notify.ts,
 * which decided the candidate gets them: a status change and a recruiter's message, never for a
 * company the candidate muted) in the delivery queue (channel 'push', one row per subscription,
 * its recipient `push-subscription:ID`, its text the JSON payload) in the same transaction as the
 * write that caused them, and sent by the queue's sender (../sender.ts with push/transport.ts) to
 * each browser the candidate allowed notifications in (a subscription).
 */

export const PUSH_RECIPIENT_PREFIX = 'push-subscription:';
export const PUSH_BODY_MAX = 200;
/** Not delivered within a day, a push is no news any more. */
export const PUSH_EXPIRES_MS = 24 * 60 * 60_000;

/** The text cut to `max` characters with an ellipsis. */
export const shorten = (text: string, max = PUSH_BODY_MAX): string =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** Queues the push to each of the candidate's subscriptions; answers how many were queued. */
export async function queuePush(
  tx: Tx,
  push: {
    candidateId: number;
    purpose: 'status' | 'message' | 'interview' | 'interview_reminder' | 'assessment' | 'connect';
    payload: PushPayload;
    now: Date;
  },
): Promise<number> {
  const subscriptions = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, push.candidateId));
  if (subscriptions.length === 0) return 0;
  const payload: PushPayload = { ...push.payload, body: shorten(push.payload.body) };
  for (const subscription of subscriptions) {
    await enqueue(tx, push.now, {
      to: `${PUSH_RECIPIENT_PREFIX}${subscription.id}`,
      channel: 'push',
      purpose: push.purpose,
      code: null,
      subject: payload.title,
      text: JSON.stringify(payload),
      topic: payload.tag,
      expiresAt: new Date(push.now.getTime() + PUSH_EXPIRES_MS),
    });
  }
  return subscriptions.length;
}
