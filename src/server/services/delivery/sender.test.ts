import type { TestDatabase } from '@server/db/client';
import { deliveryQueue } from '@server/db/schema';
import { testBackends } from '@server/test-kits/test-backends';
import { testClock, testDeps } from '@server/test-kits/test-helpers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimDueMail, enqueueNow, type QueuedMail } from './queue';
import {
  backoffMs,
  DEFAULT_SENDER_RULES,
  deliverDueMail,
  type MailTransport,
  PermanentMailError,
  type SenderRules,
  startMailSender,
} from './sender';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const rules: SenderRules = {
  ...DEFAULT_SENDER_RULES,
  batchSize: 3,
  maxAttempts: 3,
  leaseMs: 60_000,
  backoffBaseMs: 10_000,
  backoffMaxMs: 25_000,
};

/** A transport that records what it sent and fails while `failures` says so. */
function recordingTransport(failures: (mail: QueuedMail) => Error | undefined = () => undefined) {
  const sent: QueuedMail[] = [];
  const transport: MailTransport = {
    async send(mail) {
      const failure = failures(mail);
      if (failure) throw failure;
      sent.push(mail);
    },
    close() {},
  };
  return { sent, transport };
}

it('backs off exponentially up to the cap', () => {
  expect([1, 2, 3, 4].map((n) => backoffMs(n, rules))).toEqual([10_000, 20_000, 25_000, 25_000]);
});

describe.each(testBackends())('the e-mail sender ($name)', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await backend.open();
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.delete(deliveryQueue);
  });

  const queue = (deps: ReturnType<typeof testDeps>, to: string, extra: { expiresAt?: Date } = {}) =>
    enqueueNow(deps, {
      to,
      channel: 'email',
      purpose: 'email_verification',
      code: '123456',
      text: `Your code for ${to}`,
      subject: 'Your code',
      html: '<p>Your code</p>',
      headers: { 'X-Test': '1' },
      ...extra,
    });
  const rowOf = async (to: string) =>
    (await database.db.select().from(deliveryQueue).where(eq(deliveryQueue.recipient, to)))[0];

  it('sends a queued e-mail once and marks it sent; SMS stay queued', async () => {
    const clock = testClock();
    const deps = testDeps(database.db, {}, clock.now);
    await queue(deps, 'a@example.com');
    await enqueueNow(deps, { to: '9876500001', channel: 'sms', purpose: 'x', code: null, text: 'sms' });
    const { sent, transport } = recordingTransport();
    expect(await deliverDueMail(deps, transport, rules)).toEqual({
      claimed: 1,
      sent: 1,
      retried: 0,
      dead: 0,
    });
    expect(sent).toEqual([
      expect.objectContaining({
        to: 'a@example.com',
        subject: 'Your code',
        text: 'Your code for a@example.com',
        html: '<p>Your code</p>',
        headers: { 'X-Test': '1' },
      }),
    ]);
    expect(await rowOf('a@example.com')).toMatchObject({ status: 'sent', attempts: 1, sentAt: clock.now() });
    expect((await rowOf('9876500001')).status).toBe('queued');
    expect((await deliverDueMail(deps, transport, rules)).claimed).toBe(0);
  });

  it('retries a failure after the backoff, then marks it dead with the reason after the last try', async () => {
    const clock = testClock();
    const deps = testDeps(database.db, {}, clock.now);
    await queue(deps, 'b@example.com');
    const { transport } = recordingTransport(() => new Error('451 try later'));
    expect(await deliverDueMail(deps, transport, rules)).toMatchObject({ retried: 1 });
    let row = await rowOf('b@example.com');
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: '451 try later' });
    expect(row.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 10_000);

    clock.advance(9_999);
    expect((await deliverDueMail(deps, transport, rules)).claimed).toBe(0);
    clock.advance(1);
    expect(await deliverDueMail(deps, transport, rules)).toMatchObject({ claimed: 1, retried: 1 });
    row = await rowOf('b@example.com');
    expect(row.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 20_000);

    clock.advance(20_000);
    expect(await deliverDueMail(deps, transport, rules)).toMatchObject({ claimed: 1, dead: 1 });
    expect(await rowOf('b@example.com')).toMatchObject({
      status: 'dead',
      attempts: 3,
      lastError: '451 try later',
    });
    clock.advance(60 * 60_000);
    expect((await deliverDueMail(deps, transport, rules)).claimed).toBe(0);
  });

  it('marks a permanent refusal dead at once', async () => {
    const deps = testDeps(database.db, {}, testClock().now);
    await queue(deps, 'c@example.com');
    const { transport } = recordingTransport(() => new PermanentMailError('550 no such mailbox'));
    expect(await deliverDueMail(deps, transport, rules)).toMatchObject({ dead: 1 });
    expect(await rowOf('c@example.com')).toMatchObject({
      status: 'dead',
      attempts: 1,
      lastError: '550 no such mailbox',
    });
  });

  it('takes again a claim a stopped sender left after its lease, and gives up after the last try', async () => {
    const clock = testClock();
    const deps = testDeps(database.db, {}, clock.now);
    await queue(deps, 'd@example.com');
    // a sender claims it and stops before sending
    expect(await claimDueMail(deps, rules)).toHaveLength(1);
    expect(await rowOf('d@example.com')).toMatchObject({ status: 'sending', attempts: 1 });
    clock.advance(rules.leaseMs - 1);
    expect(await claimDueMail(deps, rules)).toHaveLength(0);
    clock.advance(1);
    expect(await claimDueMail(deps, rules)).toHaveLength(1);
    clock.advance(rules.leaseMs);
    const { sent, transport } = recordingTransport();
    expect(await deliverDueMail(deps, transport, rules)).toMatchObject({ claimed: 1, sent: 1 });
    expect(sent.map((mail) => mail.to)).toEqual(['d@example.com']);
    expect(await rowOf('d@example.com')).toMatchObject({ status: 'sent', attempts: 3 });

    await queue(deps, 'e@example.com');
    for (let i = 0; i < rules.maxAttempts; i++) {
      expect(await claimDueMail(deps, rules)).toHaveLength(1);
      clock.advance(rules.leaseMs);
    }
    expect(await claimDueMail(deps, rules)).toHaveLength(0);
    expect(await rowOf('e@example.com')).toMatchObject({
      status: 'unconfirmed',
      lastError: 'the sender stopped while sending it (3 tries; the last may have arrived)',
    });
  });

  it("takes again a code a stopped sender left within seconds, far inside the code's life", async () => {
    const clock = testClock();
    const deps = testDeps(database.db, {}, clock.now);
    const codeLife = 120_000; // OTP_TTL_SECONDS' default
    expect(DEFAULT_SENDER_RULES.codeLeaseMs * 4).toBeLessThanOrEqual(codeLife);
    await queue(deps, 'code@example.com', { expiresAt: new Date(clock.now().getTime() + codeLife) });
    await queue(deps, 'news@example.com');
    // a sender claims both and dies before sending
    expect(await claimDueMail(deps, rules)).toHaveLength(2);
    clock.advance(rules.codeLeaseMs - 1);
    expect(await claimDueMail(deps, rules)).toHaveLength(0);
    clock.advance(1);
    const { sent, transport } = recordingTransport();
    expect(await deliverDueMail(deps, transport, rules)).toMatchObject({ claimed: 1, sent: 1 });
    expect(sent.map((mail) => mail.to)).toEqual(['code@example.com']);
    expect(await rowOf('code@example.com')).toMatchObject({ status: 'sent', attempts: 2 });
    // an e-mail without an expiry keeps the long lease
    expect((await rowOf('news@example.com')).status).toBe('sending');
  });

  it('records each accepted message sent at once, while the rest of the round is still in flight', async () => {
    const deps = testDeps(database.db, {}, testClock().now);
    await queue(deps, 'quick@example.com');
    await queue(deps, 'stuck@example.com');
    let release = () => {};
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    const round = deliverDueMail(
      deps,
      {
        send: (mail) => (mail.to === 'stuck@example.com' ? stuck : Promise.resolve()),
        close() {},
      },
      rules,
    );
    // the process could be killed now: the accepted one must already be 'sent'
    await vi.waitFor(async () => expect((await rowOf('quick@example.com')).status).toBe('sent'), {
      timeout: 10_000,
    });
    expect((await rowOf('stuck@example.com')).status).toBe('sending');
    release();
    expect(await round).toMatchObject({ claimed: 2, sent: 2 });
  });

  it('never records as dead a code whose last try may have arrived; one never tried is dead', async () => {
    const clock = testClock();
    const deps = testDeps(database.db, {}, clock.now);
    const expiresAt = new Date(clock.now().getTime() + 60_000);
    await queue(deps, 'maybe@example.com', { expiresAt });
    // claimed and handed to the SMTP server, which accepted it; the process died before recording it
    const [claimed] = await claimDueMail(deps, rules);
    const { transport } = recordingTransport();
    await transport.send(claimed);
    await queue(deps, 'never@example.com', { expiresAt });
    clock.advance(60_000);
    expect(await claimDueMail(deps, rules)).toHaveLength(0);
    expect(await rowOf('maybe@example.com')).toMatchObject({
      status: 'unconfirmed',
      lastError:
        'the sender stopped while sending it (it may have arrived), and it expired before it could be sent again',
    });
    expect(await rowOf('never@example.com')).toMatchObject({
      status: 'dead',
      lastError: 'expired before it could be sent',
    });
  });

  it('never sends a message after it expired', async () => {
    const clock = testClock();
    const deps = testDeps(database.db, {}, clock.now);
    await queue(deps, 'f@example.com', { expiresAt: new Date(clock.now().getTime() + 5_000) });
    const { sent, transport } = recordingTransport(() => new Error('421 busy'));
    await deliverDueMail(deps, transport, rules);
    clock.advance(10_000);
    expect((await deliverDueMail(deps, transport, rules)).claimed).toBe(0);
    expect(sent).toHaveLength(0);
    expect(await rowOf('f@example.com')).toMatchObject({
      status: 'dead',
      lastError: 'expired before it could be sent (421 busy)',
    });
  });

  it('claims a batch at a time, oldest due first', async () => {
    const clock = testClock();
    const deps = testDeps(database.db, {}, clock.now);
    for (let i = 0; i < 5; i++) {
      await queue(deps, `g${i}@example.com`);
      clock.advance(1);
    }
    expect((await claimDueMail(deps, rules)).map((mail) => mail.to)).toEqual([
      'g0@example.com',
      'g1@example.com',
      'g2@example.com',
    ]);
    expect((await claimDueMail(deps, rules)).map((mail) => mail.to)).toEqual([
      'g3@example.com',
      'g4@example.com',
    ]);
  });

  it('two senders running at once send each message exactly once', async () => {
    const deps = testDeps(database.db);
    const count = 60;
    for (let i = 0; i < count; i++) await queue(deps, `h${i}@example.com`);
    const sentBy: string[][] = [[], []];
    const senders = sentBy.map((list) =>
      startMailSender(
        deps,
        {
          async send(mail) {
            // a little time on the wire, so the two senders' rounds overlap
            await new Promise((resolve) => setTimeout(resolve, 2));
            list.push(mail.to);
          },
          close() {},
        },
        { ...rules, batchSize: 4, pollMs: 20 },
      ),
    );
    await vi.waitFor(
      async () => {
        const rows = await database.db.select({ status: deliveryQueue.status }).from(deliveryQueue);
        expect(rows.filter((row) => row.status === 'sent')).toHaveLength(count);
      },
      { timeout: 30_000, interval: 50 },
    );
    await Promise.all(senders.map((sender) => sender.stop()));
    const all = [...sentBy[0], ...sentBy[1]];
    expect(all).toHaveLength(count);
    expect(new Set(all).size).toBe(count);
    if (backend.name === 'postgres') {
      // both did part of the work (on PGlite's one connection they may take turns unevenly)
      expect(sentBy[0].length).toBeGreaterThan(0);
      expect(sentBy[1].length).toBeGreaterThan(0);
    }
  });
});
