import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { RECRUITER_ROLE_ID } from '../../../contract/limits';
import type { PushPayload } from '../../../contract/push';
import type { TestDatabase } from '../../db/client';
import { companyChatSettings, pushSubscriptions, sentMessages, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { eventBusOf } from '../../deps';
import { insertApplication, insertCompanyJob, insertUser } from '../../test-kits/chat-rows';
import { type PushTestEndpoint, startPushTestEndpoint } from '../../test-kits/push-test-endpoint';
import { testBackends } from '../../test-kits/test-backends';
import { testClock, testDeps } from '../../test-kits/test-helpers';
import { sendRecruiterMessage } from '../chat/recruiter-chat';
import { DEFAULT_SENDER_RULES, deliverDueMail, type SenderRules } from '../mail/sender';
import { setCompanyApplicantsStatus } from '../recruiter/recruiter-applicants';
import { sendMessage } from '../sent-messages';
import { PUSH_RECIPIENT_PREFIX } from './queue';
import { SUBSCRIPTION_GONE, webPushTransport } from './transport';

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

  const transport = () => webPushTransport(database.db, VAPID, { agent: endpoint.agent });
  const deliver = () => deliverDueMail(deps, transport(), RULES);

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
      .from(sentMessages)
      .where(
        and(
          eq(sentMessages.channel, 'push'),
          eq(sentMessages.recipient, `${PUSH_RECIPIENT_PREFIX}${subscriptionId}`),
        ),
      )
      .orderBy(sentMessages.id);
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
    const before = (await database.db.select().from(sentMessages).where(eq(sentMessages.channel, 'push')))
      .length;
    await setStatus(a);
    await sendRecruiterMessage(deps, a.scope, a.recruiter, a.applicationId, 'Hi');
    expect(
      (await database.db.select().from(sentMessages).where(eq(sentMessages.channel, 'push'))).length,
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

    const b = await applied();
    await setStatus(b);
    endpoint.answerNext(400);
    expect(await deliver()).toMatchObject({ dead: 1 });
    expect(await pushesOf(b.subscriptions[0].id)).toMatchObject([{ status: 'dead', attempts: 1 }]);
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
    await sendMessage(deps, {
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
