import { call } from '@app/api/call';
import { type PushSubscriptionInput, removePushSubscription, savePushSubscription } from '@contract/push';

/**
 * Web Push on this device (issue 25): the candidate allows notifications with a tap (the browser's
 * permission is asked then, never on its own), the service worker's push manager subscribes with
 * the server's VAPID key and the subscription goes to the account; turning it off ends both.
 */

export const DEVICE_PUSH_LABEL = 'Notifications on this device';
export const DEVICE_PUSH_ON = 'On: status changes and recruiters’ messages pop up here.';
export const DEVICE_PUSH_OFF = 'Get status changes and recruiters’ messages here, even with the app closed.';
export const DEVICE_PUSH_BLOCKED =
  'Notifications are blocked for this site: allow them in your browser’s site settings.';
export const DEVICE_PUSH_FAILED = 'Notifications could not be turned on. Please try again.';

/** Whether this browser can receive Web Push at all (a service worker, the Push API, notifications). */
export function pushSupported(scope: typeof globalThis = globalThis): boolean {
  return (
    typeof scope.navigator !== 'undefined' &&
    'serviceWorker' in scope.navigator &&
    'PushManager' in scope &&
    'Notification' in scope
  );
}

/** The bytes of a base64url key (the applicationServerKey). */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with this key (a new VAPID pair needs a new subscription). */
export function madeWithKey(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options.applicationServerKey;
  if (!key) return false;
  const made = new Uint8Array(key);
  const wanted = base64UrlBytes(publicKey);
  return made.length === wanted.length && made.every((byte, i) => byte === wanted[i]);
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

/** This device's subscription with this key when notifications are allowed, else null. */
export async function currentSubscription(publicKey: string): Promise<PushSubscription | null> {
  if (Notification.permission !== 'granted') return null;
  const subscription = await (await registration())?.pushManager.getSubscription();
  return subscription && madeWithKey(subscription, publicKey) ? subscription : null;
}

/** The subscription as the server takes it. */
function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? '',
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * Turns notifications on (call it from the candidate's tap): asks the permission, subscribes (a
 * subscription of an old key is ended first) and saves it to the account. Answers 'on', or
 * 'blocked' when the permission was not given.
 */
export async function turnPushOn(publicKey: string): Promise<'on' | 'blocked'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'blocked';
  const worker = await navigator.serviceWorker.ready;
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && !madeWithKey(subscription, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlBytes(publicKey),
  });
  await call(savePushSubscription, subscriptionInput(subscription));
  return 'on';
}

/** Turns notifications off on this device: the account forgets it, the browser ends it. */
export async function turnPushOff(subscription: PushSubscription): Promise<void> {
  await call(removePushSubscription, { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}

/**
 * Leaving the account on this device (sign-out): its push subscription ends in the browser, and
 * the server is told (sent while the session is still stored; offline, the push service's 410 at
 * the next push removes it there). Never throws.
 */
export async function endDevicePush(): Promise<void> {
  if (!pushSupported()) return;
  try {
    const subscription = await (await registration())?.pushManager.getSubscription();
    if (!subscription) return;
    void call(removePushSubscription, { endpoint: subscription.endpoint }).catch((error: unknown) =>
      console.error('Telling the server this device’s notifications ended failed', error),
    );
    await subscription.unsubscribe();
  } catch (error) {
    console.error('Ending this device’s notifications failed', error);
  }
}
