import { RECRUITER_ROLE_ID } from '@contract/limits';
import type { TestDatabase } from '@server/db/client';
import { companies, deliveryQueue, users } from '@server/db/schema';
import type { AppDeps } from '@server/deps';
import { eventBusOf } from '@server/deps';
import { sendRecruiterMessage } from '@server/services/chat/recruiter-chat';
import { setCompanyApplicantsStatus } from '@server/services/recruiter/recruiter-applicants';
import { insertApplication, insertCompanyJob, insertUser } from '@server/test-kits/chat-rows';
import { testBackends } from '@server/test-kits/test-backends';
import { testClock, testDeps } from '@server/test-kits/test-helpers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LINKS_AS_TEXT, MESSAGE_MAIL_EVERY_MS, STATUS_MAIL_EVERY_MS } from './event-mail';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const PUBLIC_URL = 'https://careers.example.in';

describe.each(testBackends())('the events’ e-mails ($name)', (backend) => {
  let database: TestDatabase;
  let deps: AppDeps;
  const clock = testClock(new Date('2026-11-26T09:00:00.000Z'));
  beforeAll(async () => {
    database = await backend.open();
    deps = testDeps(database.db, { publicUrl: PUBLIC_URL }, clock.now);
  });
  afterAll(async () => {
    await deps?.bus?.close();
    await database?.close();
  });

  /** A candidate who applied to a new company's job, and a recruiter of that company. */
  async function applied(
    options: { emailAlerts?: boolean; companyName?: string; candidateId?: number } = {},
  ) {
    const candidateId = options.candidateId ?? (await insertUser(database.db));
    await database.db
      .update(users)
      .set({ emailAlerts: options.emailAlerts ?? true })
      .where(eq(users.id, candidateId));
    const { companyId, jobId } = await insertCompanyJob(database.db, options.companyName);
    const applicationId = await insertApplication(database.db, candidateId, jobId);
    const recruiterId = await insertUser(database.db, {
      roleId: RECRUITER_ROLE_ID,
      companyId,
      firstName: 'Ravi',
    });
    const [recruiter] = await database.db.select().from(users).where(eq(users.id, recruiterId));
    const [candidate] = await database.db.select().from(users).where(eq(users.id, candidateId));
    const [company] = await database.db.select().from(companies).where(eq(companies.id, companyId));
    return { candidate, recruiter, company, applicationId, scope: { companyId, recruiterId, params: {} } };
  }

  const mailsTo = (to: string, purpose: string) =>
    database.db
      .select()
      .from(deliveryQueue)
      .where(and(eq(deliveryQueue.recipient, to), eq(deliveryQueue.purpose, purpose)))
      .orderBy(deliveryQueue.id);

  const setStatus = (a: Awaited<ReturnType<typeof applied>>, status: 'shortlisted' | 'rejected') =>
    setCompanyApplicantsStatus(
      eventBusOf(deps),
      a.scope,
      [a.applicationId],
      { status, reason: '' },
      clock.now(),
      PUBLIC_URL,
    );

  it('a status change is e-mailed with Email alerts on, text and HTML, the company’s name escaped', async () => {
    const a = await applied({ companyName: 'Acme <Health> & Co' });
    await setStatus(a, 'shortlisted');
    const [mail] = await mailsTo(a.candidate.email as string, 'status');
    expect(mail).toMatchObject({
      channel: 'email',
      status: 'queued',
      subject: 'Acme <Health> & Co shortlisted your application for Medical Coder',
    });
    expect(mail.body).toContain('Acme <Health> & Co shortlisted your application for Medical Coder.');
    expect(mail.body).toContain(`${PUBLIC_URL}/applied-jobs`);
    expect(mail.html).toContain(
      '<p>Acme &lt;Health&gt; &amp; Co shortlisted your application for Medical Coder.</p>',
    );
    expect(mail.html).toContain(`href="${PUBLIC_URL}/applied-jobs"`);
    expect(mail.html).not.toContain('<Health>');

    // changed again before it left: the same e-mail, now with the latest status
    await setStatus(a, 'rejected');
    const [latest, ...more] = await mailsTo(a.candidate.email as string, 'status');
    expect(more).toHaveLength(0);
    expect(latest).toMatchObject({
      id: mail.id,
      subject: 'Acme <Health> & Co updated your application for Medical Coder',
    });
    expect(latest.html).toContain('Acme &lt;Health&gt; &amp; Co updated your application');
  });

  it('60 status flips: at most one e-mail per application per 15 minutes, carrying the latest status', async () => {
    const a = await applied();
    const to = a.candidate.email as string;
    const flip = async (times: number) => {
      for (let i = 0; i < times; i++) {
        await setStatus(a, i % 2 === 0 ? 'shortlisted' : 'rejected');
        clock.advance(1000);
      }
    };
    await flip(30);
    let mails = await mailsTo(to, 'status');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/updated your application/);
    expect(mails[0].nextAttemptAt.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    // it leaves; the next flips within 15 minutes make one e-mail, due when those 15 minutes end
    const sentAt = clock.now();
    await database.db
      .update(deliveryQueue)
      .set({ status: 'sent', sentAt })
      .where(eq(deliveryQueue.id, mails[0].id));
    await flip(29);
    await setStatus(a, 'shortlisted');
    mails = await mailsTo(to, 'status');
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({
      status: 'queued',
      subject: expect.stringMatching(/shortlisted your application/),
    });
    expect(mails[1].nextAttemptAt).toEqual(new Date(sentAt.getTime() + STATUS_MAIL_EVERY_MS));
    // another application of the same candidate is not held back
    const other = await applied({ candidateId: a.candidate.id });
    await setStatus(other, 'shortlisted');
    const [otherMail] = (await mailsTo(to, 'status')).slice(2);
    expect(otherMail.nextAttemptAt).toEqual(clock.now());
    // more than 15 minutes after the last one left, the next is due at once
    await database.db
      .update(deliveryQueue)
      .set({ status: 'sent', sentAt: clock.now() })
      .where(eq(deliveryQueue.id, mails[1].id));
    clock.advance(STATUS_MAIL_EVERY_MS);
    await setStatus(a, 'rejected');
    const last = (await mailsTo(to, 'status')).at(-1);
    expect(last?.nextAttemptAt).toEqual(clock.now());
  });

  it('no status e-mail with Email alerts off', async () => {
    const a = await applied({ emailAlerts: false });
    await setStatus(a, 'shortlisted');
    expect(await mailsTo(a.candidate.email as string, 'status')).toHaveLength(0);
  });

  it('a recruiter’s messages: one e-mail per conversation per 15 minutes, with the message', async () => {
    const a = await applied();
    const first = await sendRecruiterMessage(
      deps,
      a.scope,
      a.recruiter,
      a.applicationId,
      'Hello <b>Asha</b>, free at 3?',
    );
    clock.advance(60_000);
    await sendRecruiterMessage(deps, a.scope, a.recruiter, a.applicationId, 'Also, bring your résumé.');
    let mails = await mailsTo(a.candidate.email as string, 'message');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: `${a.company.name} sent you a message about Medical Coder`,
      topic: `conversation:${first.conversationId}`,
    });
    expect(mails[0].body).toContain('Hello <b>Asha</b>, free at 3?');
    expect(mails[0].body).toContain(`${PUBLIC_URL}/chat?c=${first.conversationId}`);
    expect(mails[0].html).toContain('<p>Hello &lt;b&gt;Asha&lt;/b&gt;, free at 3?</p>');

    // another conversation of the same candidate is not held back
    const other = await applied({ candidateId: a.candidate.id });
    await sendRecruiterMessage(deps, other.scope, other.recruiter, other.applicationId, 'Hi');
    expect((await mailsTo(a.candidate.email as string, 'message')).map((mail) => mail.body)).toEqual([
      expect.stringContaining('free at 3?'),
      expect.stringContaining('Hi'),
    ]);

    // 15 minutes after the last e-mail, the next message is e-mailed again
    clock.advance(MESSAGE_MAIL_EVERY_MS - 60_000 - 1);
    await sendRecruiterMessage(deps, a.scope, a.recruiter, a.applicationId, 'Still there?');
    expect(await mailsTo(a.candidate.email as string, 'message')).toHaveLength(2);
    clock.advance(1);
    await sendRecruiterMessage(deps, a.scope, a.recruiter, a.applicationId, 'Call me.');
    mails = (await mailsTo(a.candidate.email as string, 'message')).filter(
      (mail) => mail.topic === mails[0].topic,
    );
    expect(mails).toHaveLength(2);
    expect(mails[1].body).toContain('Call me.');
  });

  it('a message’s addresses arrive as plain text, never links, with a line saying so', async () => {
    const a = await applied();
    await sendRecruiterMessage(
      deps,
      a.scope,
      a.recruiter,
      a.applicationId,
      'Pay the fee at https://pay.example.com/now or www.evil.in, or write to hr@evil.in',
    );
    const [mail] = await mailsTo(a.candidate.email as string, 'message');
    for (const part of [mail.body, mail.html ?? '']) {
      for (const address of ['https://pay', 'pay.example.com', 'www.evil.in', 'hr@evil']) {
        expect(part).not.toContain(address);
      }
      expect(part.replaceAll('\u2060', '')).toContain(
        'Pay the fee at https://pay.example.com/now or www.evil.in, or write to hr@evil.in',
      );
      expect(part).toContain(LINKS_AS_TEXT);
    }
    // the one link is ours: the conversation's
    expect(mail.html?.match(/<a /g)).toHaveLength(1);
    expect(mail.html).toContain(`<a href="${PUBLIC_URL}/chat?c=`);
  });

  it('no message e-mail with Email alerts off', async () => {
    const a = await applied({ emailAlerts: false });
    await sendRecruiterMessage(deps, a.scope, a.recruiter, a.applicationId, 'Hello');
    expect(await mailsTo(a.candidate.email as string, 'message')).toHaveLength(0);
  });
});
