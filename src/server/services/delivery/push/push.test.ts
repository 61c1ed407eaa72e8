import { RECRUITER_ROLE_ID } from '@contract/limits';
import type { PushPayload } from '@contract/push';
import type { TestDatabase } from '@server/db/client';
import { companyChatSettings, deliveryQueue, pushSubscriptions, users } from '@server/db/schema';
import type { AppDeps } from '@server/deps';
import { eventBusOf } from '@server/deps';
import { sendRecruiterMessage } from '@server/services/chat/recruiter-chat';
import { setCompanyApplicantsStatus } from '@server/services/recruiter/recruiter-applicants';
import { insertApplication, insertCompanyJob, insertUser } from '@server/test-kits/chat-rows';
import {
  CERTIFICATE,
  type PushTestEndpoint,
  startPushTestEndpoint,
} from '@server/test-kits/push-test-endpoint';
import { testBackends } from '@server/test-kits/test-backends';
import { testClock, testDeps } from '@server/test-kits/test-helpers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { enqueueNow } from '../queue';
import { DEFAULT_SENDER_RULES, deliverDueMail, type SenderRules } from '../sender';
import { type AddressPolicy, PUBLIC_ADDRESSES, PUBLIC_AND_LOOPBACK_ADDRESSES } from './endpoint-address';
import { PUSH_RECIPIENT_PREFIX } from './push-messages';
import { ENDPOINT_NOT_PUBLIC, SUBSCRIPTION_GONE, webPushTransport } from './transport';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const keys = webpush.generateVAPIDKeys();
const VAPID = { ...keys, subject: 'mailto:jobs@example.in' };
const RULES: SenderRules = {
  ...DEFAULT_SENDER_RULES,
  maxAttempts: 3,
  backoffBaseMs: 10_000,
  backoffMaxMs: 60_000,
};

describe.each(testBackends())('Web Push through the queue ($name)', (backend) => {
  let database: TestDatabase;
  let deps: AppDeps;
  let endpoint: PushTestEndpoint;
  const clock = testClock(new Date('2026-11-26T09:00:00.000Z'));
  beforeAll(async () => {
    database = await backend.open();
    deps = testDeps(database.db, { publicUrl: 'https://careers.example.in' }, clock.now);
    endpoint = await startPushTestEndpoint();
  });
  afterAll(async () => {
    await endpoint?.close();
    await deps?.bus?.close();
    await database?.close();
  });

  const transport = (addresses: AddressPolicy = PUBLIC_AND_LOOPBACK_ADDRESSES) =>
    webPushTransport(database.db, VAPID, { ca: CERTIFICATE, addresses });
  const deliver = (addresses?: AddressPolicy) => deliverDueMail(deps, transport(addresses), RULES);
  const subscriptionRow = (id: number) =>
    database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));

  /** A candidate (with `browsers` subscriptions on the test endpoint) who applied to a company's job. */
  async function applied(browsers = 1) {
    const candidateId = await insertUser(database.db);
    const { companyId, jobId } = await insertCompanyJob(database.db);
    const applicationId = await insertApplication(database.db, candidateId, jobId);
    const recruiterId = await insertUser(database.db, { roleId: RECRUITER_ROLE_ID, companyId });
    const [recruiter] = await database.db.select().from(users).where(eq(users.id, recruiterId));
    const subscriptions = [];
    for (let i = 0; i < browsers; i++) {
      const subscription = endpoint.subscribe();
      const [row] = await database.db
        .insert(pushSubscriptions)
        .values({ userId: candidateId, endpoint: subscription.endpoint, ...subscription.keys })
        .returning();
      subscriptions.push(row);
    }
    return {
      candidateId,
      companyId,
      jobId,
      applicationId,
      recruiter,
      subscriptions,
      scope: { companyId, recruiterId, params: {} },
    };
  }
  const pushesOf = (subscriptionId: number) =>
    database.db
      .select()
      .from(deliveryQueue)
      .where(
        and(
          eq(deliveryQueue.channel, 'push'),
          eq(deliveryQueue.recipient, `${PUSH_RECIPIENT_PREFIX}${subscriptionId}`),
        ),
      )
      .orderBy(deliveryQueue.id);
  const pathOf = (subscription: { endpoint: string }) => new URL(subscription.endpoint).pathname;
  const receivedAt = (subscription: { endpoint: string }) =>
    endpoint.received.filter((push) => push.path === pathOf(subscription));
  const setStatus = (a: Awaited<ReturnType<typeof applied>>) =>
    setCompanyApplicantsStatus(
      eventBusOf(deps),
      a.scope,
      [a.applicationId],
      { status: 'shortlisted', reason: '' },
      clock.now(),
      deps.config.publicUrl,
    );

  it('a status change reaches each of the candidate’s browsers, encrypted to its keys and signed with VAPID', async () => {
    const a = await applied(2);
    await setStatus(a);
    await deliver();
    for (const subscription of a.subscriptions) {
      const [push] = receivedAt(subscription);
      expect(push, JSON.stringify(endpoint.refused)).toBeDefined();
      const payload = JSON.parse(push.plaintext) as PushPayload;
      expect(payload).toEqual({
        title: 'Application update',
        body: expect.stringMatching(/ shortlisted your application for Medical Coder$/),
        url: `/jobpostings/${a.jobId}`,
        tag: 'status',
      });
      expect(push.contentEncoding).toBe('aes128gcm');
      expect(Number(push.ttl)).toBeGreaterThan(0);
      expect(push.vapid).toMatchObject({ aud: endpoint.origin, sub: VAPID.subject, k: VAPID.publicKey });
      expect(await pushesOf(subscription.id)).toMatchObject([
        { status: 'sent', attempts: 1, purpose: 'status' },
      ]);
    }
    expect(endpoint.refused).toEqual([]);
  });

  it('a recruiter’s message is pushed with the conversation’s path; none for a muted company', async () => {
    const a = await applied();
    const { conversationId } = await sendRecruiterMessage(
      deps,
      a.scope,
      a.recruiter,
      a.applicationId,
      'Free at 3?',
    );
    await deliver();
    const [push] = receivedAt(a.subscriptions[0]);
    expect(JSON.parse(push.plaintext)).toEqual({
      title: expect.stringMatching(/ sent you a message about Medical Coder$/),
      body: 'Free at 3?',
      url: `/chat?c=${conversationId}`,
      tag: `conversation:${conversationId}`,
    });

    await database.db
      .insert(companyChatSettings)
      .values({ candidateId: a.candidateId, companyId: a.companyId, muted: true });
    await sendRecruiterMessage(deps, a.scope, a.recruiter, a.applicationId, 'Hello?');
    await setStatus(a);
    expect(await pushesOf(a.subscriptions[0].id)).toHaveLength(1);
  });

  it('nothing is queued for a candidate without a subscription', async () => {
    const a = await applied(0);
    const before = (await database.db.select().from(deliveryQueue).where(eq(deliveryQueue.channel, 'push')))
      .length;
    await setStatus(a);
    await sendRecruiterMessage(deps, a.scope, a.recruiter, a.applicationId, 'Hi');
    expect(
      (await database.db.select().from(deliveryQueue).where(eq(deliveryQueue.channel, 'push'))).length,
    ).toBe(before);
  });

  it('410 or 404 from the push service: the subscription is deleted and the push dead', async () => {
    for (const status of [410, 404]) {
      const a = await applied();
      await setStatus(a);
      endpoint.answerNext(status);
      const round = await deliver();
      expect(round).toMatchObject({ dead: 1, sent: 0 });
      const [row] = await pushesOf(a.subscriptions[0].id);
      expect(row).toMatchObject({ status: 'dead', attempts: 1 });
      expect(row.lastError).toContain(`answered ${status}`);
      expect(
        await database.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.id, a.subscriptions[0].id)),
      ).toEqual([]);
    }
  });

  it('5xx and 429 are tried again after a backoff, dead after the last try; another 4xx at once', async () => {
    const a = await applied();
    await setStatus(a);
    endpoint.answerNext(500, 429, 503);
    expect(await deliver()).toMatchObject({ retried: 1 });
    let [row] = await pushesOf(a.subscriptions[0].id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.lastError).toContain('answered 500');
    expect(await deliver()).toMatchObject({ claimed: 0 });
    clock.advance(10_000);
    expect(await deliver()).toMatchObject({ retried: 1 });
    clock.advance(20_000);
    expect(await deliver()).toMatchObject({ dead: 1 });
    [row] = await pushesOf(a.subscriptions[0].id);
    expect(row).toMatchObject({ status: 'dead', attempts: 3 });
    expect(row.lastError).toContain('answered 503');
    // the subscription stays: the service failed, not the subscription
    expect(
      await database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.id, a.subscriptions[0].id)),
    ).toHaveLength(1);

    for (const status of [400, 403, 413]) {
      const b = await applied();
      await setStatus(b);
      endpoint.answerNext(status);
      expect(await deliver()).toMatchObject({ dead: 1 });
      expect(await pushesOf(b.subscriptions[0].id)).toMatchObject([{ status: 'dead', attempts: 1 }]);
      // a permanent failure ends the subscription at once (issue 35, H2)
      expect(await subscriptionRow(b.subscriptions[0].id)).toEqual([]);
    }
  });

  it('production’s policy never connects to the loopback endpoint: the push dead, the subscription removed', async () => {
    const a = await applied();
    await setStatus(a);
    expect(await deliver(PUBLIC_ADDRESSES)).toMatchObject({ dead: 1, sent: 0 });
    expect(await pushesOf(a.subscriptions[0].id)).toMatchObject([
      { status: 'dead', lastError: ENDPOINT_NOT_PUBLIC },
    ]);
    expect(receivedAt(a.subscriptions[0])).toEqual([]);
    expect(await subscriptionRow(a.subscriptions[0].id)).toEqual([]);
  });

  it.each([
    ['https://169.254.169.254/latest/meta-data', []],
    ['https://[::ffff:127.0.0.1]:1/push', []],
    ['https://[fd00::1]/push', []],
    ['https://rebound.example/push', ['10.0.0.7']],
    ['https://half.example/push', ['142.250.1.1', '192.168.1.1']],
  ])('an endpoint that is (now) private is never connected to: %s', async (url, addresses) => {
    const a = await applied();
    await database.db
      .update(pushSubscriptions)
      .set({ endpoint: url })
      .where(eq(pushSubscriptions.id, a.subscriptions[0].id));
    await setStatus(a);
    const resolved: string[] = [];
    const policy: AddressPolicy = {
      resolve: async (host) => {
        resolved.push(host);
        return addresses;
      },
      allowed: PUBLIC_ADDRESSES.allowed,
    };
    expect(await deliver(policy)).toMatchObject({ dead: 1, sent: 0 });
    expect(await pushesOf(a.subscriptions[0].id)).toMatchObject([{ lastError: ENDPOINT_NOT_PUBLIC }]);
    expect(await subscriptionRow(a.subscriptions[0].id)).toEqual([]);
    expect(resolved).toEqual(addresses.length > 0 ? [new URL(url).hostname] : []);
  });

  it('a name is resolved once per send and the connection goes to the address checked (no second lookup to rebind)', async () => {
    const a = await applied();
    const port = new URL(endpoint.origin).port;
    await database.db
      .update(pushSubscriptions)
      .set({ endpoint: `https://localhost:${port}${pathOf(a.subscriptions[0])}` })
      .where(eq(pushSubscriptions.id, a.subscriptions[0].id));
    await setStatus(a);
    // the first answer is the checked one; any later lookup would get a private address
    const answers = [['127.0.0.1'], ['10.0.0.1']];
    const policy: AddressPolicy = {
      resolve: async () => answers.shift() ?? ['10.0.0.1'],
      allowed: PUBLIC_AND_LOOPBACK_ADDRESSES.allowed,
    };
    const refusedBefore = endpoint.refused.length;
    await deliver(policy);
    expect(answers).toEqual([['10.0.0.1']]);
    // it reached the endpoint on 127.0.0.1 (which refuses the VAPID audience of the name 'localhost')
    expect(endpoint.refused.slice(refusedBefore)).toEqual([
      expect.stringContaining(`aud https://localhost:${port}`),
    ]);
  });

  it('a subscription removed before the send: the push is dead, nothing sent', async () => {
    const a = await applied();
    await setStatus(a);
    await database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, a.subscriptions[0].id));
    expect(await deliver()).toMatchObject({ dead: 1 });
    expect(await pushesOf(a.subscriptions[0].id)).toMatchObject([
      { status: 'dead', lastError: SUBSCRIPTION_GONE },
    ]);
    expect(receivedAt(a.subscriptions[0])).toEqual([]);
  });

  it('the push sender takes only pushes, the e-mail sender only e-mails', async () => {
    const a = await applied();
    await enqueueNow(deps, {
      to: 'push-only@example.com',
      channel: 'email',
      purpose: 'x',
      code: null,
      text: 'mail',
    });
    await setStatus(a);
    const sent: string[] = [];
    await deliverDueMail(
      deps,
      { send: async (mail) => void sent.push(mail.to), close() {} },
      { ...DEFAULT_SENDER_RULES, batchSize: 1000 },
    );
    expect(sent).toContain('push-only@example.com');
    expect(sent.some((to) => to.startsWith(PUSH_RECIPIENT_PREFIX))).toBe(false);
    await deliver();
    expect(receivedAt(a.subscriptions[0])).toHaveLength(1);
    expect((await pushesOf(a.subscriptions[0].id))[0].status).toBe('sent');
  });
});
