import type { SmsGatewayConfig } from '@server/config';
import { deliveryQueue } from '@server/db/schema';
import { useAuthKit } from '@server/test-kits/auth-test-kit';
import { type Msg91TestServer, startMsg91TestServer } from '@server/test-kits/msg91-test-server';
import { sqlBackends } from '@server/test-kits/test-backends';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dltVariable } from '../../interviews/interview-reminders';
import { enqueueNow } from '../queue';
import { DEFAULT_SENDER_RULES, deliverDueMail } from '../sender';
import { msg91Mobile, msg91Transport, NO_REMINDER_TEMPLATE } from './msg91';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const ACCOUNT = {
  authKey: '425582AYgJrio073668438dcP1',
  templateId: '6650a1b2c3d4e5f601234567',
  dltTemplateId: '1707169744934483345',
};
/** The reminders' template (README, SMS). */
const REMINDER = { templateId: '6650a1b2c3d4e5f601234599', dltTemplateId: '1707169744934489999' };

it("writes the queued 10 digits as MSG91's international form", () => {
  expect(msg91Mobile('9876500001')).toBe('919876500001');
  expect(() => msg91Mobile('98765')).toThrow(/not a 10-digit/);
});

describe('the MSG91 test server checks the documented format', () => {
  let gateway: Msg91TestServer;
  beforeAll(async () => {
    gateway = await startMsg91TestServer(ACCOUNT);
  });
  afterAll(async () => {
    await gateway?.close();
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${gateway.baseUrl}/api/v5/flow`, {
      method: 'POST',
      headers: { authkey: ACCOUNT.authKey, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('refuses a number without the country code, a missing DLT id and a wrong key, as MSG91 answers', async () => {
    const wrong = await post({
      template_id: ACCOUNT.templateId,
      short_url: '0',
      recipients: [{ mobiles: '9876500001', otp: '123456' }],
    });
    expect(wrong.status).toBe(400);
    const body = await wrong.json();
    expect(body).toMatchObject({ type: 'error' });
    expect(body.message).toContain('DLT_TE_ID undefined');
    expect(body.message).toContain('mobiles 9876500001 is not 91 and a 10-digit Indian mobile number');

    const unknownKey = await post({}, { authkey: 'not-the-key' });
    expect(unknownKey.status).toBe(401);
    expect(await unknownKey.json()).toEqual({
      type: 'error',
      message: 'Authentication failure',
      code: '201',
    });
    expect(gateway.delivered).toHaveLength(0);
  });
});

describe.each(sqlBackends())('SMS through MSG91 ($name)', (backend) => {
  const kit = useAuthKit(backend);
  let gateway: Msg91TestServer;
  let config: SmsGatewayConfig;
  beforeAll(async () => {
    gateway = await startMsg91TestServer({ ...ACCOUNT, reminder: REMINDER });
    config = { provider: 'msg91', baseUrl: gateway.baseUrl, ...ACCOUNT };
  });
  afterAll(async () => {
    await gateway?.close();
  });

  const sendCode = (contact_value: string) =>
    kit.post('/user/send_otp', { user_type: 'candidate', contact_value, otp_type: 'mobile_verification' });
  const rowOf = async (to: string) =>
    (await kit.deps.db.select().from(deliveryQueue).where(eq(deliveryQueue.recipient, to)))[0];

  it('sends a phone code through the queue in the documented request, and that code verifies', async () => {
    await kit.reset({ publicUrl: 'https://careers.example.in' });
    const before = gateway.requests.length;
    expect((await sendCode('+91 98765 00001')).status).toBe(200);
    // an e-mail in the queue is the SMTP sender's, never the gateway's
    await kit.post('/user/send_otp', {
      user_type: 'candidate',
      contact_value: 'mail@example.com',
      otp_type: 'email_verification',
    });
    const row = await rowOf('9876500001');
    const code = row.code ?? '';
    expect(row.body).toBe(
      `Your RCM Careers verification code is ${code}. It expires in 2 minutes.\n\n@careers.example.in #${code}`,
    );

    expect(await deliverDueMail(kit.deps, msg91Transport(config))).toEqual({
      claimed: 1,
      sent: 1,
      retried: 0,
      dead: 0,
    });
    const [request] = gateway.requests.slice(before);
    expect(request.problems).toEqual([]);
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/v5/flow');
    expect(request.headers.authkey).toBe(ACCOUNT.authKey);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      template_id: ACCOUNT.templateId,
      short_url: '0',
      DLT_TE_ID: ACCOUNT.dltTemplateId,
      recipients: [{ mobiles: '919876500001', otp: code }],
    });
    expect(await rowOf('9876500001')).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect((await rowOf('mail@example.com')).status).toBe('queued');

    const verified = await kit.post('/user/verify_otp', {
      contact_value: '9876500001',
      otp_type: 'mobile_verification',
      otp_code: gateway.delivered.at(-1)?.otp,
      user_type: 'candidate',
    });
    expect(verified.status).toBe(200);
  });

  it('tries again after an outage (5xx) or a timeout, then sends', async () => {
    await kit.reset();
    await sendCode('9876500002');
    const transport = msg91Transport(config, { timeoutMs: 300 });

    gateway.failNext(503);
    expect(await deliverDueMail(kit.deps, transport)).toMatchObject({ claimed: 1, retried: 1 });
    let row = await rowOf('9876500002');
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'MSG91 answered 503: Service temporarily unavailable (code 503)',
    });

    gateway.failNext('hang');
    kit.advance(DEFAULT_SENDER_RULES.backoffBaseMs);
    expect(await deliverDueMail(kit.deps, transport)).toMatchObject({ claimed: 1, retried: 1 });
    row = await rowOf('9876500002');
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 2,
      lastError: 'MSG91 did not answer: timed out',
    });

    kit.advance(2 * DEFAULT_SENDER_RULES.backoffBaseMs);
    expect(await deliverDueMail(kit.deps, transport)).toMatchObject({ claimed: 1, sent: 1 });
    expect(await rowOf('9876500002')).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(gateway.delivered.at(-1)).toEqual({
      template_id: ACCOUNT.templateId,
      mobiles: '919876500002',
      otp: row.code,
    });
  });

  it('gives a refused request (4xx) up at once, with MSG91’s reason', async () => {
    await kit.reset();
    await sendCode('9876500003');
    const wrongKey = msg91Transport({ ...config, authKey: 'SomeOtherKey123' });
    expect(await deliverDueMail(kit.deps, wrongKey)).toMatchObject({ claimed: 1, dead: 1 });
    expect(await rowOf('9876500003')).toMatchObject({
      status: 'dead',
      attempts: 1,
      lastError: 'MSG91 answered 401: Authentication failure (code 201)',
    });
    // dead is dead: no other try later
    kit.advance(60 * 60_000);
    expect((await deliverDueMail(kit.deps, msg91Transport(config))).claimed).toBe(0);
  });

  /** An interview reminder's SMS in the queue, as notify writes it (interview-reminders.ts). */
  const queueReminder = (to: string) =>
    enqueueNow(kit.deps, {
      to,
      channel: 'sms',
      purpose: 'interview_reminder',
      code: null,
      text: 'Reminder: your interview with Sunrise Health RCM for Medical Coder is on Tue, 3 Mar 2026, 9:30 pm IST',
      smsVariables: {
        company: 'Sunrise Health RCM',
        job: 'Medical Coder',
        time: 'Tue, 3 Mar 2026, 9:30 pm IST',
      },
    });

  it("sends an interview reminder in the reminders' own DLT template, its variables filled", async () => {
    await kit.reset();
    await queueReminder('9876500004');
    const withReminder = { ...config, reminder: REMINDER };
    expect(await deliverDueMail(kit.deps, msg91Transport(withReminder))).toMatchObject({
      claimed: 1,
      sent: 1,
    });
    const request = gateway.requests.at(-1);
    expect(request?.problems).toEqual([]);
    expect(request?.body).toEqual({
      template_id: REMINDER.templateId,
      short_url: '0',
      DLT_TE_ID: REMINDER.dltTemplateId,
      recipients: [
        {
          mobiles: '919876500004',
          company: 'Sunrise Health RCM',
          job: 'Medical Coder',
          time: 'Tue, 3 Mar 2026, 9:30 pm IST',
        },
      ],
    });
    expect(await rowOf('9876500004')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('gives a reminder up, saying which settings it needs, on an account without its template', async () => {
    await kit.reset();
    const before = gateway.requests.length;
    await queueReminder('9876500005');
    expect(await deliverDueMail(kit.deps, msg91Transport(config))).toMatchObject({ claimed: 1, dead: 1 });
    expect(await rowOf('9876500005')).toMatchObject({ status: 'dead', lastError: NO_REMINDER_TEMPLATE });
    expect(gateway.requests.length).toBe(before);
  });
});

it('cuts a reminder variable to the 30 characters DLT allows, marking the cut', () => {
  expect(dltVariable('Medical Coder')).toBe('Medical Coder');
  const long = dltVariable('Senior Medical Coder (Inpatient DRG) - Night Shift');
  expect([...long]).toHaveLength(30);
  expect(long).toBe('Senior Medical Coder (Inpatie…');
});
