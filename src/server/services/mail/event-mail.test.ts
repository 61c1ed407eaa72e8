import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RECRUITER_ROLE_ID } from '../../../contract/limits';
import type { TestDatabase } from '../../db/client';
import { companies, sentMessages, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { eventBusOf } from '../../deps';
import { insertApplication, insertCompanyJob, insertUser } from '../../test-kits/chat-rows';
import { testBackends } from '../../test-kits/test-backends';
import { testClock, testDeps } from '../../test-kits/test-helpers';
import { sendRecruiterMessage } from '../chat/recruiter-chat';
import { setCompanyApplicantsStatus } from '../recruiter/recruiter-applicants';
import { MESSAGE_MAIL_EVERY_MS } from './event-mail';

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
      .from(sentMessages)
      .where(and(eq(sentMessages.recipient, to), eq(sentMessages.purpose, purpose)))
      .orderBy(sentMessages.id);

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

    await setStatus(a, 'rejected');
    expect(await mailsTo(a.candidate.email as string, 'status')).toHaveLength(2);
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

  it('no message e-mail with Email alerts off', async () => {
    const a = await applied({ emailAlerts: false });
    await sendRecruiterMessage(deps, a.scope, a.recruiter, a.applicationId, 'Hello');
    expect(await mailsTo(a.candidate.email as string, 'message')).toHaveLength(0);
  });
});
