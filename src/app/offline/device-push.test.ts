import { jsonResponse } from '@app/test-kits/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  base64UrlBytes,
  endDevicePush,
  madeWithKey,
  pushSupported,
  turnPushOff,
  turnPushOn,
} from './device-push';

// a VAPID public key: 65 bytes, 0x04 then the point
const KEY_BYTES = new Uint8Array([4, ...Array.from({ length: 64 }, (_, i) => i)]);
const KEY = btoa(String.fromCharCode(...KEY_BYTES))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');
const OTHER_KEY_BYTES = new Uint8Array([4, ...Array.from({ length: 64 }, () => 9)]);

function fakeSubscription(key: Uint8Array) {
  return {
    endpoint: 'https://push.example.com/sub/1',
    options: { applicationServerKey: key.buffer },
    toJSON: () => ({ endpoint: 'https://push.example.com/sub/1', keys: { p256dh: 'BPUB', auth: 'AUTH' } }),
    unsubscribe: vi.fn(async () => true),
  };
}

let fetchMock: ReturnType<typeof vi.fn>;
let permission: NotificationPermission;
let existing: ReturnType<typeof fakeSubscription> | null;
const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => fakeSubscription(KEY_BYTES));

beforeEach(() => {
  permission = 'default';
  existing = null;
  subscribe.mockClear();
  localStorage.setItem('token', 'tok-5');
  fetchMock = vi.fn(async () =>
    jsonResponse(200, { success: true, message: 'ok', result: { subscribed: true } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission: vi.fn(async () => permission),
  });
  const pushManager = { getSubscription: async () => existing, subscribe };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }), getRegistration: async () => ({ pushManager }) },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('notifications on this device', () => {
  it('reads a base64url key to its bytes and knows the key a subscription was made with', () => {
    expect(base64UrlBytes(KEY)).toEqual(KEY_BYTES);
    expect(madeWithKey(fakeSubscription(KEY_BYTES) as unknown as PushSubscription, KEY)).toBe(true);
    expect(madeWithKey(fakeSubscription(OTHER_KEY_BYTES) as unknown as PushSubscription, KEY)).toBe(false);
  });

  it('is offered only where the browser has a service worker, the Push API and notifications', () => {
    const scope = (extra: object) =>
      ({ navigator: { serviceWorker: {} }, ...extra }) as unknown as typeof globalThis;
    expect(pushSupported(scope({ PushManager: {}, Notification: {} }))).toBe(true);
    expect(pushSupported(scope({ Notification: {} }))).toBe(false);
    expect(
      pushSupported({ navigator: {}, PushManager: {}, Notification: {} } as unknown as typeof globalThis),
    ).toBe(false);
  });

  it('permission refused: nothing subscribed, nothing sent', async () => {
    permission = 'denied';
    expect(await turnPushOn(KEY)).toBe('blocked');
    expect(subscribe).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('permission given: subscribes with the server’s key, visible only, and saves the subscription', async () => {
    permission = 'granted';
    expect(await turnPushOn(KEY)).toBe('on');
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: KEY_BYTES });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/candidates/push/subscriptions');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      endpoint: 'https://push.example.com/sub/1',
      keys: { p256dh: 'BPUB', auth: 'AUTH' },
    });
  });

  it('a subscription of an old key is ended and made again with the new one', async () => {
    permission = 'granted';
    existing = fakeSubscription(OTHER_KEY_BYTES);
    const old = existing;
    await turnPushOn(KEY);
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(subscribe).toHaveBeenCalledTimes(1);
  });

  it('turning off tells the server, then ends the browser’s subscription', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(200, { success: true, message: 'ok', result: { removed: true } }),
    );
    const subscription = fakeSubscription(KEY_BYTES);
    await turnPushOff(subscription as unknown as PushSubscription);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/candidates/push/subscriptions');
    expect(init.method).toBe('DELETE');
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });

  it('leaving the account ends this device’s subscription and tells the server; none: nothing sent', async () => {
    vi.stubGlobal('PushManager', {});
    await endDevicePush();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockImplementation(async () =>
      jsonResponse(200, { success: true, message: 'ok', result: { removed: true } }),
    );
    existing = fakeSubscription(KEY_BYTES);
    const subscription = existing;
    await endDevicePush();
    expect(subscription.unsubscribe).toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/candidates/push/subscriptions');
    expect(init.method).toBe('DELETE');
  });
});
