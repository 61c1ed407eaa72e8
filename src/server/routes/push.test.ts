import {
  PUSH_AUTH_INVALID,
  PUSH_ENDPOINT_INVALID,
  PUSH_ENDPOINT_NOT_PUBLIC,
  PUSH_P256DH_INVALID,
  PUSH_SUBSCRIPTIONS_FULL,
  PUSH_SUBSCRIPTIONS_MAX,
  pushKey,
  removePushSubscription,
  savePushSubscription,
} from '@contract/push';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { pushSubscriptions } from '../db/schema';
import { isPublicAddress } from '../services/delivery/push/endpoint-address';
import { useOnboardingKit } from '../test-kits/onboarding-test-kit';
import { sendJson } from '../test-kits/recruiter-test-kit';
import { testBackends } from '../test-kits/test-backends';

const keys = webpush.generateVAPIDKeys();
const VAPID = { ...keys, subject: 'mailto:jobs@example.in' };
// a browser's subscription: a P-256 public key (65 bytes) and an auth secret (16 bytes)
const P256DH = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
const AUTH = Buffer.alloc(16, 9).toString('base64url');
const subscription = (endpoint = 'https://fcm.googleapis.com/fcm/send/abc123', extra = {}) => ({
  endpoint,
  keys: { p256dh: P256DH, auth: AUTH },
  expirationTime: null,
  ...extra,
});

describe.each(testBackends())('the Web Push calls ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  const subscribe = (body: unknown, token: string) =>
    sendJson(kit, 'POST', '/candidates/push/subscriptions', body, token);
  const unsubscribe = (body: unknown, token: string) =>
    sendJson(kit, 'DELETE', '/candidates/push/subscriptions', body, token);
  const rows = () => kit.deps.db.select().from(pushSubscriptions).orderBy(pushSubscriptions.id);
  // no DNS here: the push services' names resolve to public addresses, the others as listed
  const ANSWERS: Record<string, string[]> = {
    'internal.example': ['10.0.0.5'],
    'rebind.example': ['93.184.216.34', '127.0.0.1'],
    'metadata.example': ['169.254.169.254'],
    'v6-ula.example': ['fd00::5'],
  };
  beforeEach(() => {
    kit.deps.pushAddresses = {
      resolve: async (host) => ANSWERS[host] ?? ['142.250.183.10'],
      allowed: isPublicAddress,
    };
  });

  it('answers the VAPID public key, or null without one; a session is needed', async () => {
    const me = await kit.candidate();
    let answer = await kit.get('/candidates/push/key', { token: me.token });
    expect(v.is(pushKey.answer, answer.body)).toBe(true);
    expect(answer.body.result).toEqual({ public_key: null });
    expect(await subscribe(subscription(), me.token)).toMatchObject({
      status: 409,
      body: { code: 'push_off' },
    });

    await kit.reset({ vapid: VAPID });
    const again = await kit.candidate();
    answer = await kit.get('/candidates/push/key', { token: again.token });
    expect(answer.body.result).toEqual({ public_key: VAPID.publicKey });
    expect((await kit.get('/candidates/push/key')).status).toBe(401);
  });

  it('saves the caller’s subscription once however often it is sent; removes only the caller’s', async () => {
    await kit.reset({ vapid: VAPID });
    const me = await kit.candidate();
    const other = await kit.candidate();
    const first = await subscribe(subscription(), me.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(v.is(savePushSubscription.answer, first.body)).toBe(true);
    expect((await subscribe(subscription(), me.token)).status).toBe(200);
    expect(await rows()).toMatchObject([{ userId: me.userId, p256dh: P256DH, auth: AUTH }]);

    // another candidate's remove leaves it
    const foreign = await unsubscribe({ endpoint: subscription().endpoint }, other.token);
    expect(foreign.body.result).toEqual({ removed: false });
    expect(await rows()).toHaveLength(1);

    // the other candidate signs in in the same browser and subscribes: a new row of theirs
    const [mine] = await rows();
    expect((await subscribe(subscription(), other.token)).status).toBe(200);
    const [theirs, ...more] = await rows();
    expect(more).toEqual([]);
    expect(theirs.userId).toBe(other.userId);
    expect(theirs.id).not.toBe(mine.id);

    const removed = await unsubscribe({ endpoint: subscription().endpoint }, other.token);
    expect(v.is(removePushSubscription.answer, removed.body)).toBe(true);
    expect(removed.body.result).toEqual({ removed: true });
    expect(await rows()).toEqual([]);
    expect((await unsubscribe({ endpoint: subscription().endpoint }, other.token)).body.result).toEqual({
      removed: false,
    });
  });

  it.each([
    [subscription('http://push.example.com/abc'), PUSH_ENDPOINT_INVALID],
    [subscription('not a url'), PUSH_ENDPOINT_INVALID],
    [subscription(`https://push.example.com/${'a'.repeat(2100)}`), PUSH_ENDPOINT_INVALID],
    [{ ...subscription(), keys: { p256dh: P256DH.slice(0, -1), auth: AUTH } }, PUSH_P256DH_INVALID],
    [{ ...subscription(), keys: { p256dh: `A${P256DH.slice(1)}`, auth: AUTH } }, PUSH_P256DH_INVALID],
    [{ ...subscription(), keys: { p256dh: P256DH, auth: `${AUTH}AA` } }, PUSH_AUTH_INVALID],
    [{ ...subscription(), keys: { p256dh: P256DH, auth: '+/+/+/+/+/+/+/+/+/+/+/' } }, PUSH_AUTH_INVALID],
    [{ endpoint: subscription().endpoint }, 'keys'],
  ])('refuses a bad subscription (400): %#', async (body, message) => {
    await kit.reset({ vapid: VAPID });
    const me = await kit.candidate();
    const answer = await subscribe(body, me.token);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation_failed');
    expect(JSON.stringify(answer.body)).toContain(message);
    expect(
      await kit.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me.userId)),
    ).toEqual([]);
  });

  it.each([
    'https://127.0.0.1:8443/push/1',
    'https://localhost.:1/push',
    'https://[::1]/push',
    'https://[::ffff:10.0.0.1]/push',
    'https://169.254.169.254/latest/meta-data',
    'https://192.168.1.1/push',
    'https://100.64.0.1/push',
    'https://0.0.0.0/push',
    'https://2130706433/push',
    'https://internal.example/push',
    'https://rebind.example/push',
    'https://metadata.example/push',
    'https://v6-ula.example/push',
  ])('refuses an endpoint that is not public (400 push_endpoint_not_public): %s', async (url) => {
    ANSWERS['localhost.'] = ['127.0.0.1'];
    await kit.reset({ vapid: VAPID });
    const me = await kit.candidate();
    const answer = await subscribe(subscription(url), me.token);
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'push_endpoint_not_public', message: PUSH_ENDPOINT_NOT_PUBLIC },
    });
    expect(await rows()).toEqual([]);
  });

  it(`keeps at most ${PUSH_SUBSCRIPTIONS_MAX} subscriptions per account (409 push_subscriptions_full), even sent at once`, async () => {
    await kit.reset({ vapid: VAPID });
    const me = await kit.candidate();
    const answers = await Promise.all(
      Array.from({ length: PUSH_SUBSCRIPTIONS_MAX + 5 }, (_, i) =>
        subscribe(subscription(`https://fcm.googleapis.com/fcm/send/device${i}`), me.token),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(PUSH_SUBSCRIPTIONS_MAX);
    const full = answers.filter((a) => a.status !== 200);
    expect(full).toHaveLength(5);
    for (const answer of full) {
      expect(answer).toMatchObject({
        status: 409,
        body: { code: 'push_subscriptions_full', message: PUSH_SUBSCRIPTIONS_FULL },
      });
    }
    expect(await rows()).toHaveLength(PUSH_SUBSCRIPTIONS_MAX);
    // one kept again is no new one; one ended makes room
    const kept = (await rows())[0].endpoint;
    expect((await subscribe(subscription(kept), me.token)).status).toBe(200);
    expect((await unsubscribe({ endpoint: kept }, me.token)).body.result).toEqual({ removed: true });
    expect((await subscribe(subscription('https://fcm.googleapis.com/fcm/send/new'), me.token)).status).toBe(
      200,
    );
  });
});
