import { Agent } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Db } from '@server/db/client';
import { pushSubscriptions } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { type MailTransport, PermanentMailError } from '../sender';
import { type AddressPolicy, endpointAddresses, PUBLIC_ADDRESSES } from './endpoint-address';
import { PUSH_RECIPIENT_PREFIX } from './push-messages';

/**
 * The Web Push transport of the queue's sender (issue 25): sends a queued push (the queued row's
 * text is the JSON payload) to its subscription with the `web-push` package: the payload encrypted
 * to the subscription's keys (aes128gcm, RFC 8291) and signed with the VAPID keys (RFC 8292).
 *
 * Just before connecting, the endpoint's host is resolved and checked again (issue 35, H2:
 * endpoint-address.ts), and the connection goes to exactly the addresses checked (the request's
 * own DNS lookup answers them), so a name that turned private since it was saved, or between the
 * check and the connect (DNS rebinding), is never reached.
 *
 * - The subscription gone (the candidate turned notifications off): nothing to send, dead.
 * - Its host now private: the subscription is deleted, the push dead. Its name not resolving: tried again.
 * - The push service answers 404 or 410 (the subscription ended) or another 4xx but 408 and 429
 *   (the request will never be accepted): the subscription is deleted at this first permanent
 *   failure, the push dead. 408, 429, 5xx and network failures: tried again.
 */

export const PUSH_TIMEOUT_MS = 30_000;
/** How long the push service keeps a push for a device that is offline (seconds). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
export const SUBSCRIPTION_GONE = 'the subscription ended before the push was sent';
export const ENDPOINT_NOT_PUBLIC =
  'the endpoint’s host is not a public address (the subscription was removed)';

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** A DNS lookup that answers only the addresses already checked. */
function pinnedLookup(addresses: string[]): LookupFunction {
  const entries = addresses.map((address) => ({ address, family: isIP(address) }));
  return (_hostname, options, callback) => {
    const wanted = options.family ? entries.filter((e) => e.family === options.family) : entries;
    if (options.all) return callback(null, wanted);
    const [first] = wanted;
    if (!first) return callback(Object.assign(new Error('no checked address'), { code: 'ENOTFOUND' }), '', 0);
    callback(null, first.address, first.family);
  };
}

const isPermanent = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * `ca`: the certificate to trust instead of the usual ones (a test's local endpoint); `addresses`: which
 * hosts may be reached (AppDeps.pushAddresses, endpoint-address.ts's addressPolicyOf).
 */
export function webPushTransport(
  db: Db,
  vapid: Vapid,
  options: { ca?: string; addresses?: AddressPolicy } = {},
): MailTransport {
  const policy = options.addresses ?? PUBLIC_ADDRESSES;
  return {
    channel: 'push',
    async send(message) {
      const id = Number(message.to.slice(PUSH_RECIPIENT_PREFIX.length));
      const [subscription] = message.to.startsWith(PUSH_RECIPIENT_PREFIX)
        ? await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id))
        : [];
      if (!subscription) throw new PermanentMailError(SUBSCRIPTION_GONE);
      const dropSubscription = () =>
        db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
      const where = await endpointAddresses(policy, subscription.endpoint);
      if (!where.allowed && where.why === 'refused') {
        await dropSubscription();
        throw new PermanentMailError(ENDPOINT_NOT_PUBLIC);
      }
      if (!where.allowed) throw new Error('the endpoint’s host did not resolve');
      const agent = new Agent({ keepAlive: false, lookup: pinnedLookup(where.addresses), ca: options.ca });
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          message.text,
          {
            vapidDetails: vapid,
            TTL: PUSH_TTL_SECONDS,
            contentEncoding: 'aes128gcm',
            timeout: PUSH_TIMEOUT_MS,
            agent,
          },
        );
      } catch (error) {
        if (!(error instanceof webpush.WebPushError)) throw error;
        const status = error.statusCode;
        const reason = `the push service answered ${status}${error.body ? `: ${error.body.slice(0, 200)}` : ''}`;
        if (isPermanent(status)) {
          await dropSubscription();
          throw new PermanentMailError(`${reason} (the subscription ended and was removed)`);
        }
        throw new Error(reason);
      } finally {
        agent.destroy();
      }
    },
    close() {},
  };
}
