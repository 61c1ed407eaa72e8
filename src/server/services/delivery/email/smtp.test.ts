import { deliveryQueue } from '@server/db/schema';
import { useAuthKit } from '@server/test-kits/auth-test-kit';
import { type SmtpTestServer, startSmtpTestServer } from '@server/test-kits/smtp-test-server';
import { sqlBackends } from '@server/test-kits/test-backends';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enqueue } from '../queue';
import { DEFAULT_SENDER_RULES, deliverDueMail, type MailTransport } from '../sender';
import { composeMail } from './compose';
import { smtpTransport } from './smtp';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const FROM = 'RCM Careers <jobs@example.in>';

describe.each(sqlBackends())('e-mail through SMTP ($name)', (backend) => {
  const kit = useAuthKit(backend);
  let smtp: SmtpTestServer;
  let transport: MailTransport;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    transport = smtpTransport(smtp.url, FROM);
  });
  afterAll(async () => {
    transport?.close();
    await smtp?.close();
  });

  const sendCode = (contact_value: string) =>
    kit.post('/user/send_otp', { user_type: 'candidate', contact_value, otp_type: 'email_verification' });

  it('delivers a one-time code through the queue to a real SMTP server, and that code verifies', async () => {
    expect((await sendCode('Asha.Code@Example.com')).status).toBe(200);
    expect(smtp.receivedBy('Asha.Code@Example.com')).toHaveLength(0);
    expect(await deliverDueMail(kit.deps, transport)).toMatchObject({ claimed: 1, sent: 1 });

    const [mail] = smtp.receivedBy('asha.code@example.com');
    expect(mail.from).toBe('jobs@example.in');
    const code = /^(\d{6}) is your RCM Careers code$/.exec(mail.subject)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text.trim()).toBe(`Your RCM Careers verification code is ${code}. It expires in 2 minutes.`);
    expect(mail.html).toContain(
      `<p>Your RCM Careers verification code is ${code}. It expires in 2 minutes.</p>`,
    );
    expect(mail.raw).toMatch(/^From: RCM Careers <jobs@example\.in>/m);
    expect(mail.raw).toContain('multipart/alternative');

    const verified = await kit.post('/user/verify_otp', {
      contact_value: 'Asha.Code@Example.com',
      otp_type: 'email_verification',
      otp_code: code,
      user_type: 'candidate',
    });
    expect(verified.status).toBe(200);
    const [row] = await kit.deps.db.select().from(deliveryQueue);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('retries what the server defers (4xx) and gives up at once on what it refuses (5xx)', async () => {
    await sendCode('later@example.com');
    await sendCode('nobody@example.com');
    smtp.refuse({ match: (address) => address === 'later@example.com', code: 451 });
    const first = await deliverDueMail(kit.deps, transport);
    expect(first).toMatchObject({ claimed: 2, sent: 1, retried: 1 });
    const later = (
      await kit.deps.db.select().from(deliveryQueue).where(eq(deliveryQueue.recipient, 'later@example.com'))
    )[0];
    expect(later).toMatchObject({ status: 'queued', attempts: 1 });
    expect(later.lastError).toContain('451');

    smtp.refuse({ match: (address) => address === 'later@example.com', code: 550 });
    kit.advance(DEFAULT_SENDER_RULES.backoffBaseMs);
    expect(await deliverDueMail(kit.deps, transport)).toMatchObject({ claimed: 1, dead: 1 });
    const dead = (
      await kit.deps.db.select().from(deliveryQueue).where(eq(deliveryQueue.recipient, 'later@example.com'))
    )[0];
    expect(dead).toMatchObject({ status: 'dead', attempts: 2 });
    expect(dead.lastError).toContain('550');
    smtp.refuse(null);
    expect(smtp.receivedBy('later@example.com')).toHaveLength(0);
    expect(smtp.receivedBy('nobody@example.com')).toHaveLength(1);
  });

  it('sends an e-mail’s attachment with its full type (an interview’s .ics, text/calendar; method=REQUEST)', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    await enqueue(kit.deps.db, kit.deps.now(), {
      to: 'invitee@example.com',
      channel: 'email',
      purpose: 'interview',
      code: null,
      ...composeMail({
        subject: 'Interview',
        paragraphs: ['See you'],
        attachments: [
          {
            filename: 'invite.ics',
            contentType: 'text/calendar; charset=utf-8; method=REQUEST',
            content: ics,
          },
        ],
      }),
    });
    expect(await deliverDueMail(kit.deps, transport)).toMatchObject({ sent: 1 });
    const [mail] = smtp.receivedBy('invitee@example.com');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'invite.ics', content: ics });
    expect(mail.attachments[0].contentType).toMatch(/^text\/calendar; charset=utf-8; method=REQUEST(;|$)/);
    expect(mail.text.trim()).toBe('See you');
  });
});
