import * as v from 'valibot';
import { successMessage } from './auth/fields';
import { endpoint } from './endpoint';

/**
 * Web Push (issue 25): the server's VAPID public key (null: the server sends no push, the app
 * offers none) and the candidate's browser subscriptions (PushSubscription.toJSON()), each a push
 * service's https endpoint and the keys its payload is encrypted to (RFC 8291: `p256dh` a P-256
 * public key of 65 bytes, `auth` a secret of 16 bytes, both base64url).
 */

/**
 * What a push carries (the server encrypts its JSON; the service worker shows it,
 * sw/push-notification.ts).
 */
export interface PushPayload {
  title: string;
  body: string;
  /** the app path the notification opens, e.g. '/chat?c=12' */
  url: string;
  /** one notification per tag: a newer one replaces it */
  tag: string;
}

export const PUSH_ENDPOINT_MAX = 2048;
export const PUSH_ENDPOINT_INVALID = 'endpoint must be the push service’s https address';
export const PUSH_P256DH_INVALID = 'keys.p256dh must be a P-256 public key: 65 bytes in base64url';
export const PUSH_AUTH_INVALID = 'keys.auth must be an auth secret: 16 bytes in base64url';
export const PUSH_OFF = 'Notifications on this device are not available on this server';
/** Browsers (subscriptions) one account may have notifications on (issue 35, H2). */
export const PUSH_SUBSCRIPTIONS_MAX = 10;
export const PUSH_SUBSCRIPTIONS_FULL = `Notifications are on for ${PUSH_SUBSCRIPTIONS_MAX} devices already. Turn them off on one to turn them on here.`;
export const PUSH_ENDPOINT_NOT_PUBLIC =
  'endpoint must be a push service on the public internet: its host does not resolve to public addresses';

/** A base64url text (padding allowed) of exactly `bytes` bytes. */
export function isBase64UrlOf(text: string, bytes: number): boolean {
  const bare = text.replace(/=+$/, '');
  return /^[A-Za-z0-9_-]*$/.test(bare) && bare.length === Math.ceil((bytes * 4) / 3);
}

function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

const pushEndpoint = v.pipe(
  v.string(PUSH_ENDPOINT_INVALID),
  v.maxLength(PUSH_ENDPOINT_MAX, PUSH_ENDPOINT_INVALID),
  v.check(isHttpsUrl, PUSH_ENDPOINT_INVALID),
);

/** POST /candidates/push/subscriptions's body: what PushSubscription.toJSON() gives (extra fields ignored). */
export const pushSubscriptionSchema = v.object({
  endpoint: pushEndpoint,
  keys: v.object(
    {
      // an uncompressed P-256 point starts with 0x04: base64url 'B'
      p256dh: v.pipe(
        v.string(PUSH_P256DH_INVALID),
        v.check((s) => s.startsWith('B') && isBase64UrlOf(s, 65), PUSH_P256DH_INVALID),
      ),
      auth: v.pipe(
        v.string(PUSH_AUTH_INVALID),
        v.check((s) => isBase64UrlOf(s, 16), PUSH_AUTH_INVALID),
      ),
    },
    PUSH_P256DH_INVALID,
  ),
});
export type PushSubscriptionInput = v.InferOutput<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = v.object({ endpoint: pushEndpoint });

const answerOf = <T extends v.GenericSchema>(result: T) =>
  v.object({ success: v.literal(true), message: successMessage, result });

/** GET /candidates/push/key: the VAPID public key (the applicationServerKey), or null without push. */
export const pushKey = endpoint({
  method: 'GET',
  path: '/candidates/push/key',
  request: null,
  answer: answerOf(v.object({ public_key: v.nullable(v.string()) })),
  errors: [],
  session: true,
});

/**
 * POST /candidates/push/subscriptions: this browser's subscription is the caller's (the same
 * endpoint again changes nothing; one another candidate had in this browser becomes the caller's).
 * 409 push_off without VAPID keys; 400 push_endpoint_not_public when the endpoint's host does not
 * resolve to public addresses only; 409 push_subscriptions_full past PUSH_SUBSCRIPTIONS_MAX.
 */
export const savePushSubscription = endpoint({
  method: 'POST',
  path: '/candidates/push/subscriptions',
  request: pushSubscriptionSchema,
  answer: answerOf(v.object({ subscribed: v.literal(true) })),
  errors: ['push_off', 'push_endpoint_not_public', 'push_subscriptions_full'],
  session: true,
});

/** DELETE /candidates/push/subscriptions: the caller's subscription of that endpoint ends (none: nothing). */
export const removePushSubscription = endpoint({
  method: 'DELETE',
  path: '/candidates/push/subscriptions',
  request: pushUnsubscribeSchema,
  answer: answerOf(v.object({ removed: v.boolean() })),
  errors: [],
  session: true,
});
