import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { testConfig } from '../config';
import { deliveryQueue } from '../db/schema';
import { enqueueNow } from '../services/delivery/queue';
import { useAuthKit } from '../test-kits/auth-test-kit';
import { sqlBackends } from '../test-kits/test-backends';
import { LOOPBACK_ENV } from '../test-kits/test-helpers';
import { devSentMessagesRoutes } from './dev-sent-messages';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

describe.each(sqlBackends())('GET /api/dev/sent-messages ($name)', (backend) => {
  const kit = useAuthKit(backend);

  it('lists the messages of one contact, newest first, with the documented fields', async () => {
    const message = (to: string, code: string) =>
      enqueueNow(kit.deps, {
        to,
        channel: 'email',
        purpose: 'email_verification',
        code,
        text: `code ${code}`,
      });
    await message('Ana@Example.com', '111111');
    kit.advance(1000);
    await message('someone@example.com', '222222');
    kit.advance(1000);
    await message('Ana@Example.com', '333333');

    const answer = await kit.get('/dev/sent-messages?to=ana%40example.com');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      messages: [
        {
          to: 'Ana@Example.com',
          channel: 'email',
          otp_type: 'email_verification',
          code: '333333',
          text: 'code 333333',
          created_at: '2026-03-02T10:00:02.000Z',
          status: 'queued',
          attempts: 0,
          last_error: null,
          sent_at: null,
        },
        {
          to: 'Ana@Example.com',
          channel: 'email',
          otp_type: 'email_verification',
          code: '111111',
          text: 'code 111111',
          created_at: '2026-03-02T10:00:00.000Z',
          status: 'queued',
          attempts: 0,
          last_error: null,
          sent_at: null,
        },
      ],
    });
    expect((await kit.get('/dev/sent-messages?to=nobody%40example.com')).body).toEqual({ messages: [] });
    expect(((await kit.get('/dev/sent-messages')).body.messages as unknown[]).length).toBe(3);
    expect((await kit.get(`/dev/sent-messages?to=${'x'.repeat(300)}`)).status).toBe(400);
  });

  it('shows each message’s delivery: queued, sending, sent (when), dead (why)', async () => {
    const to = 'delivery@example.com';
    for (const code of ['1', '2', '3', '4']) {
      await enqueueNow(kit.deps, { to, channel: 'email', purpose: 'status', code, text: code });
    }
    const at = new Date('2026-03-02T11:00:00.000Z');
    const set = (code: string, fields: Partial<typeof deliveryQueue.$inferInsert>) =>
      kit.deps.db.update(deliveryQueue).set(fields).where(eq(deliveryQueue.code, code));
    await set('2', { status: 'sending', attempts: 1 });
    await set('3', { status: 'sent', attempts: 1, sentAt: at });
    await set('4', { status: 'dead', attempts: 8, lastError: '550 Mailbox unavailable' });
    const { messages } = (await kit.get(`/dev/sent-messages?to=${to}`)).body as {
      messages: Record<string, unknown>[];
    };
    const byCode = Object.fromEntries(messages.map((m) => [m.code, m]));
    expect(byCode['1']).toMatchObject({ status: 'queued', attempts: 0, last_error: null, sent_at: null });
    expect(byCode['2']).toMatchObject({ status: 'sending', attempts: 1, last_error: null, sent_at: null });
    expect(byCode['3']).toMatchObject({ status: 'sent', attempts: 1, sent_at: at.toISOString() });
    expect(byCode['4']).toMatchObject({ status: 'dead', attempts: 8, last_error: '550 Mailbox unavailable' });
  });

  it('shows phone codes under the 10-digit number', async () => {
    await kit.post('/user/send_otp', {
      user_type: 'candidate',
      contact_value: '9876500001',
      otp_type: 'mobile_verification',
    });
    const [m] = (await kit.get('/dev/sent-messages?to=9876500001')).body.messages as Array<
      Record<string, string>
    >;
    expect(m).toMatchObject({ to: '9876500001', channel: 'sms', otp_type: 'mobile_verification' });
  });

  it('answers 404 to a client on another machine', async () => {
    expect(await kit.get('/dev/sent-messages?to=a%40b.co', { ip: '192.168.1.20' })).toEqual({
      status: 404,
      body: { success: false, message: 'Not found', code: 'not_found' },
    });
    expect((await kit.get('/dev/sent-messages?to=a%40b.co', { ip: '127.0.0.1' })).status).toBe(200);
  });

  it('does not exist in production', async () => {
    const production = { ...kit.deps, config: testConfig({ nodeEnv: 'production', isProduction: true }) };
    const app = createApp(production, { serveSite: false });
    const answer = await app.request('/api/dev/sent-messages?to=a%40b.co', {}, LOOPBACK_ENV);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ success: false, message: expect.any(String), code: 'not_found' });
    // even mounted by mistake, the router has no route in production
    const router = devSentMessagesRoutes(production);
    expect((await router.request('/dev/sent-messages')).status).toBe(404);
    // outside production it answers
    expect((await devSentMessagesRoutes(kit.deps).request('/dev/sent-messages')).status).toBe(200);
  });
});
