import type { Agent } from 'node:https';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { type MailTransport, PermanentMailError } from '../mail/sender';
import { PUSH_RECIPIENT_PREFIX } from './queue';

/**
 * The Web Push transport of the queue's sender (issue 25): sends a queued push (the outbox row's
 * text is the JSON payload) to its subscription with the `web-push` package: the payload encrypted
 * to the subscription's keys (aes128gcm, RFC 8291) and signed with the VAPID keys (RFC 8292).
 *
 * - The subscription gone (the candidate turned notifications off): nothing to send, dead.
 * - The push service answers 404 or 410: the subscription ended; its row is deleted, the push dead.
 * - Another 4xx (but 429) will not get better: dead. 429, 5xx and network failures: tried again.
 */

export const PUSH_TIMEOUT_MS = 30_000;
/** How long the push service keeps a push for a device that is offline (seconds). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
export const SUBSCRIPTION_GONE = 'the subscription ended before the push was sent';

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** `agent`: the HTTPS agent of the requests (a test's, trusting its local endpoint). */
export function webPushTransport(db: Db, vapid: Vapid, options: { agent?: Agent } = {}): MailTransport {
  return {
    channel: 'push',
    async send(message) {
      const id = Number(message.to.slice(PUSH_RECIPIENT_PREFIX.length));
      const [subscription] = message.to.startsWith(PUSH_RECIPIENT_PREFIX)
        ? await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id))
        : [];
      if (!subscription) throw new PermanentMailError(SUBSCRIPTION_GONE);
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          message.text,
          {
            vapidDetails: vapid,
            TTL: PUSH_TTL_SECONDS,
            contentEncoding: 'aes128gcm',
            timeout: PUSH_TIMEOUT_MS,
            ...(options.agent ? { agent: options.agent } : {}),
          },
        );
      } catch (error) {
        if (!(error instanceof webpush.WebPushError)) throw error;
        const status = error.statusCode;
        const reason = `the push service answered ${status}${error.body ? `: ${error.body.slice(0, 200)}` : ''}`;
        if (status === 404 || status === 410) {
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
          throw new PermanentMailError(`${reason} (the subscription ended and was removed)`);
        }
        if (status >= 400 && status < 500 && status !== 429) throw new PermanentMailError(reason);
        throw new Error(reason);
      }
    },
    close() {},
  };
}
