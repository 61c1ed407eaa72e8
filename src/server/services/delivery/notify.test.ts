import type { TestDatabase } from '@server/db/client';
import { companyChatSettings, deliveryQueue, pushSubscriptions, users } from '@server/db/schema';
import { insertCompanyJob, insertUser } from '@server/test-kits/chat-rows';
import { sqlBackends } from '@server/test-kits/test-backends';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DeliveryEvent, type DeliveryEventType, notify } from './notify';
import { PUSH_RECIPIENT_PREFIX } from './push/push-messages';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const NOW = new Date('2026-11-26T09:00:00.000Z');
const PUBLIC_URL = 'https://careers.example.in';

interface Candidate {
  emailAlerts?: boolean;
  dailyDigest?: boolean;
  muted?: boolean;
  status?: 'active' | 'inactive';
}

/**
 * notify() alone (no producer around it): the channels it queues are exactly those the candidate's
 * preferences and mutes allow, per event and channel, so no producer's own choice is needed.
 */
describe.each(sqlBackends())('notify ($name)', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await backend.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  /** A candidate with one push subscription and these settings, and a company. */
  async function candidate(settings: Candidate) {
    const candidateId = await insertUser(database.db);
    const { companyId, jobId } = await insertCompanyJob(database.db);
    const [user] = await database.db
      .update(users)
      .set({
        emailAlerts: settings.emailAlerts ?? true,
        dailyDigest: settings.dailyDigest ?? true,
        status: settings.status ?? 'active',
      })
      .where(eq(users.id, candidateId))
      .returning();
    if (settings.muted !== undefined) {
      await database.db.insert(companyChatSettings).values({ candidateId, companyId, muted: settings.muted });
    }
    const [subscription] = await database.db
      .insert(pushSubscriptions)
      .values({
        userId: candidateId,
        endpoint: `https://push.example.com/send/${candidateId}-${Math.random().toString(36).slice(2)}`,
        p256dh: 'BKey',
        auth: 'auth',
      })
      .returning();
    return {
      candidateId,
      companyId,
      jobId,
      email: user.email,
      phone: user.phoneNo,
      subscriptionId: subscription.id,
    };
  }

  function eventOf(type: DeliveryEventType, c: Awaited<ReturnType<typeof candidate>>): DeliveryEvent {
    const base = { candidateId: c.candidateId, now: NOW };
    if (type === 'application_status') {
      const text = 'Acme shortlisted your application for Medical Coder';
      return {
        ...base,
        type,
        companyId: c.companyId,
        jobId: c.jobId,
        text,
        link: '/jobpostings/1',
        publicUrl: PUBLIC_URL,
      };
    }
    if (type === 'chat_message') {
      return {
        ...base,
        type,
        companyId: c.companyId,
        conversationId: c.candidateId * 1000,
        text: 'Acme sent you a message about Medical Coder',
        body: 'Can you come on Monday?',
        link: '/chat?c=1',
        publicUrl: PUBLIC_URL,
      };
    }
    if (type === 'interview' || type === 'interview_reminder') {
      const common = {
        ...base,
        companyId: c.companyId,
        interviewId: c.candidateId,
        text: 'Acme invited you to an interview for Medical Coder',
        link: '/dashboard',
        publicUrl: PUBLIC_URL,
      };
      return type === 'interview'
        ? { ...common, type, paragraphs: ['When: tomorrow'], invite: null }
        : { ...common, type, smsVariables: { company: 'Acme', job: 'Medical Coder', time: 'tomorrow' } };
    }
    if (type !== 'digest') throw new Error(type);
    return { ...base, type, mail: { subject: 'New jobs', text: 'jobs', html: '<p>jobs</p>', headers: {} } };
  }

  /** notify in a transaction; answers the channels it said and the rows it queued, per channel. */
  async function notified(type: DeliveryEventType, settings: Candidate) {
    const c = await candidate(settings);
    const said = await database.db.transaction((tx) => notify(tx, eventOf(type, c)));
    const rows = await database.db
      .select({ channel: deliveryQueue.channel, purpose: deliveryQueue.purpose })
      .from(deliveryQueue)
      .where(
        inArray(deliveryQueue.recipient, [c.email, c.phone, `${PUSH_RECIPIENT_PREFIX}${c.subscriptionId}`]),
      );
    return { said: [...said].sort(), queued: rows.map((row) => row.channel).sort() };
  }

  const cases: [DeliveryEventType, Candidate, string[]][] = [
    // a status change: e-mail with Email alerts on; push unless the company is muted
    ['application_status', {}, ['email', 'push']],
    ['application_status', { emailAlerts: false }, ['push']],
    ['application_status', { muted: true }, ['email']],
    ['application_status', { muted: false, emailAlerts: false }, ['push']],
    ['application_status', { dailyDigest: false }, ['email', 'push']],
    // a recruiter's message: both need the company unmuted; the e-mail also Email alerts
    ['chat_message', {}, ['email', 'push']],
    ['chat_message', { emailAlerts: false }, ['push']],
    ['chat_message', { muted: true }, []],
    // the digest: e-mail alone, with Daily digest on, whatever Email alerts says
    ['digest', {}, ['email']],
    ['digest', { emailAlerts: false }, ['email']],
    ['digest', { dailyDigest: false }, []],
    // an interview's invite (issue 36): e-mail always (the .ics), push unless muted
    ['interview', {}, ['email', 'push']],
    ['interview', { emailAlerts: false }, ['email', 'push']],
    ['interview', { muted: true }, ['email']],
    // its reminders: e-mail with Email alerts; push and SMS unless muted
    ['interview_reminder', {}, ['email', 'push', 'sms']],
    ['interview_reminder', { emailAlerts: false }, ['push', 'sms']],
    ['interview_reminder', { muted: true }, ['email']],
    ['interview_reminder', { status: 'inactive' }, []],
    // an account that is not active gets nothing
    ['application_status', { status: 'inactive' }, []],
    ['chat_message', { status: 'inactive' }, []],
    ['digest', { status: 'inactive' }, []],
  ];

  it.each(cases)('%s to a candidate with %o: %o', async (type, settings, channels) => {
    expect(await notified(type, settings)).toEqual({ said: channels, queued: channels });
  });

  it('a push goes to each of the candidate’s browsers; none without a subscription', async () => {
    const c = await candidate({ emailAlerts: false });
    await database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, c.candidateId));
    expect(await database.db.transaction((tx) => notify(tx, eventOf('chat_message', c)))).toEqual([]);
  });
});
