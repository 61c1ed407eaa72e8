import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { oneTimeCodes } from '../db/schema';
import { useAuthKit } from '../test-kits/auth-test-kit';
import { testBackends } from '../test-kits/test-backends';

// Opening a database and hashing with scrypt take seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe.each(testBackends())('one-time codes ($name)', (backend) => {
  const kit = useAuthKit(backend);

  const send = (contact_value: unknown, otp_type: unknown = 'email_verification', ip?: string) =>
    kit.post('/user/send_otp', { user_type: 'candidate', contact_value, otp_type }, { ip });
  const verify = (contact_value: string, otp_code: string, otp_type = 'email_verification', token?: string) =>
    kit.post('/user/verify_otp', { contact_value, otp_type, otp_code, user_type: 'candidate' }, { token });
  const sentTo = async (to: string) =>
    (await kit.get(`/dev/sent-messages?to=${encodeURIComponent(to)}`)).body.messages as Array<
      Record<string, string>
    >;

  describe('send_otp', () => {
    it('sends an e-mail code, kept with the sent messages, addressed exactly as the client sent it', async () => {
      const answer = await send('  New.User@Example.com ');
      expect(answer).toEqual({ status: 200, body: { success: true, message: 'OTP sent successfully' } });
      const messages = await sentTo('New.User@Example.com');
      expect(messages).toHaveLength(1);
      const [m] = messages;
      expect(m.to).toBe('New.User@Example.com');
      expect(m.channel).toBe('email');
      expect(m.otp_type).toBe('email_verification');
      expect(m.code).toMatch(/^\d{6}$/);
      expect(m.text).toBe(`Your RCM Careers verification code is ${m.code}. It expires in 2 minutes.`);
      expect(m.created_at).toBe('2026-03-02T10:00:00.000Z');
      // the lookup ignores case, the stored contact is normalised
      expect(await sentTo('new.user@example.com')).toHaveLength(1);
      const [row] = await kit.deps.db.select().from(oneTimeCodes);
      expect(row.contact).toBe('new.user@example.com');
      expect(row.codeHash).not.toContain(m.code);
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(120 * SECOND);
    });

    it('sends a phone code by SMS to its 10 digits (as pasted: +91, spaces) and requires exactly 10', async () => {
      expect((await send('9876500001', 'mobile_verification')).status).toBe(200);
      const [m] = await sentTo('9876500001');
      expect(m.channel).toBe('sms');
      expect(m.otp_type).toBe('mobile_verification');
      expect((await send('+91 98765 00002', 'mobile_verification')).status).toBe(200);
      expect((await sentTo('9876500002')).length).toBe(1);
      for (const bad of ['98765', '98765000011', '98765abcde', '+91987650000', '98765 0000']) {
        const answer = await send(bad, 'mobile_verification');
        expect(answer.status, bad).toBe(400);
        expect(answer.body).toEqual({
          success: false,
          message: 'Phone number must be exactly 10 digits',
          code: 'validation_failed',
        });
      }
    });

    it('refuses an e-mail that is not one for e-mail purposes', async () => {
      for (const type of ['email_verification', 'password_reset']) {
        const answer = await send('not-an-email', type);
        expect(answer).toEqual({
          status: 400,
          body: { success: false, message: 'Please enter a valid email address', code: 'validation_failed' },
        });
      }
    });

    it('refuses bad payloads with 4xx and a message, never echoing the input', async () => {
      const cases: unknown[] = [
        {},
        { contact_value: 'a@b.co' },
        { otp_type: 'email_verification' },
        { contact_value: 12345, otp_type: 'email_verification' },
        { contact_value: 'a@b.co', otp_type: 'sms_login' },
        { contact_value: 'a@b.co', otp_type: 7 },
        { contact_value: `${'x'.repeat(300)}@b.co`, otp_type: 'email_verification' },
        { contact_value: 'a@b.co', otp_type: 'email_verification', user_type: 'employer' },
        { contact_value: '   ', otp_type: 'email_verification' },
        null,
        [],
        'a@b.co',
      ];
      for (const body of cases) {
        const answer = await kit.post('/user/send_otp', body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.success).toBe(false);
        expect(typeof answer.body.message).toBe('string');
        expect(answer.body.message).not.toContain('xxxxxxxx');
        expect(answer.body.message).not.toContain('sms_login');
      }
      expect((await kit.postRaw('/user/send_otp', '{"contact_value":', 'application/json')).status).toBe(400);
      expect((await kit.postRaw('/user/send_otp', '', 'application/json')).status).toBe(400);
      expect((await kit.postRaw('/user/send_otp', 'contact_value=a', 'text/plain')).status).toBe(415);
      expect(await sentTo('')).toHaveLength(0);
    });

    it('refuses sign-up codes for a contact that already has an account', async () => {
      await kit.insertUser({ email: 'taken@example.com', phoneNo: '9876500009' });
      expect(await send('Taken@Example.com')).toEqual({
        status: 409,
        body: {
          success: false,
          message: 'This email is already registered. Please log in.',
          code: 'email_exists',
        },
      });
      expect(await send('9876500009', 'mobile_verification')).toEqual({
        status: 409,
        body: {
          success: false,
          message: 'This phone number is already registered. Please log in.',
          code: 'phone_exists',
        },
      });
      expect(await sentTo('')).toHaveLength(0);
    });

    it('password_reset answers the same for unknown e-mails but sends only to accounts', async () => {
      await kit.insertUser({ email: 'known@example.com', phoneNo: '9876500008' });
      const known = await send('known@example.com', 'password_reset');
      const unknown = await send('nobody@example.com', 'password_reset');
      expect(unknown).toEqual(known);
      expect(known).toEqual({ status: 200, body: { success: true, message: 'OTP sent successfully' } });
      const [m] = await sentTo('known@example.com');
      expect(m.text).toBe(`Your RCM Careers password reset code is ${m.code}. It expires in 2 minutes.`);
      expect(await sentTo('nobody@example.com')).toHaveLength(0);
      // the resend limit behaves alike too
      const knownAgain = await send('known@example.com', 'password_reset');
      const unknownAgain = await send('nobody@example.com', 'password_reset');
      expect(knownAgain.status).toBe(429);
      expect(unknownAgain).toEqual(knownAgain);
    });

    it('waits 30 s between codes for the same contact and purpose', async () => {
      expect((await send('wait@example.com')).status).toBe(200);
      expect(await send('wait@example.com')).toEqual({
        status: 429,
        body: {
          success: false,
          message: 'Please wait 30 seconds before requesting a new code.',
          code: 'rate_limited',
        },
      });
      kit.advance(21 * SECOND);
      expect((await send('wait@example.com')).body.message).toBe(
        'Please wait 9 seconds before requesting a new code.',
      );
      // another purpose or contact is not held up
      expect((await send('wait@example.com', 'password_reset')).status).toBe(200);
      expect((await send('other@example.com')).status).toBe(200);
      kit.advance(9 * SECOND);
      expect((await send('wait@example.com')).status).toBe(200);
    });

    it('sends at most 5 codes an hour per contact and purpose', async () => {
      for (let i = 0; i < 5; i++) {
        expect((await send('hourly@example.com')).status).toBe(200);
        kit.advance(31 * SECOND);
      }
      const sixth = await send('hourly@example.com');
      expect(sixth.status).toBe(429);
      expect(sixth.body.message).toBe('Too many codes requested. Please try again in 58 minutes.');
      kit.advance(58 * MINUTE);
      expect((await send('hourly@example.com')).status).toBe(200);
    });

    it('caps sends per network address (configurable)', async () => {
      await kit.reset({ otpIpMaxPerHour: 3 });
      for (let i = 0; i < 3; i++)
        expect((await send(`ip${i}@example.com`, undefined, '10.0.0.1')).status).toBe(200);
      expect(await send('ip9@example.com', undefined, '10.0.0.1')).toEqual({
        status: 429,
        body: {
          success: false,
          message: 'Too many code requests from your network. Please try again later.',
          code: 'rate_limited',
        },
      });
      expect((await send('ip9@example.com', undefined, '10.0.0.2')).status).toBe(200);
      kit.advance(61 * MINUTE);
      expect((await send('ip8@example.com', undefined, '10.0.0.1')).status).toBe(200);
    });

    it('counts refused probes of registered contacts per address and per contact', async () => {
      await kit.reset({ otpIpMaxPerHour: 3 });
      for (let i = 0; i < 4; i++) {
        await kit.insertUser({ email: `taken${i}@example.com`, phoneNo: `987650000${i}` });
      }
      for (let i = 0; i < 3; i++) {
        expect((await send(`taken${i}@example.com`, undefined, '10.0.0.1')).status).toBe(409);
      }
      expect(await send('taken3@example.com', undefined, '10.0.0.1')).toEqual({
        status: 429,
        body: {
          success: false,
          message: 'Too many code requests from your network. Please try again later.',
          code: 'rate_limited',
        },
      });
      // per contact: as many refusals an hour as codes (OTP_MAX_PER_HOUR), from any address
      await kit.reset();
      await kit.insertUser({ email: 'taken@example.com', phoneNo: '9876500009' });
      for (let i = 0; i < 5; i++) {
        expect((await send('9876500009', 'mobile_verification', `10.0.1.${i}`)).status).toBe(409);
      }
      const sixth = await send('9876500009', 'mobile_verification', '10.0.2.1');
      expect(sixth.status).toBe(429);
      expect(sixth.body.message).toBe('Too many codes requested. Please try again in 60 minutes.');
    });

    it('the default address cap is generous (at least 200 an hour)', () => {
      expect(kit.deps.config.otpIpMaxPerHour).toBeGreaterThanOrEqual(200);
    });

    it("ends an SMS code with the WebOTP line: a blank line, '@' the site's host, ' #' the code", async () => {
      await kit.reset({ publicUrl: 'https://careers.example.in' });
      await send('9876500011', 'mobile_verification');
      const [m] = await sentTo('9876500011');
      expect(m.text).toBe(
        `Your RCM Careers verification code is ${m.code}. It expires in 2 minutes.\n\n@careers.example.in #${m.code}`,
      );
      // the host alone, never the port
      await kit.reset({ publicUrl: 'http://localhost:4173' });
      await send('9876500012', 'mobile_verification');
      const [local] = await sentTo('9876500012');
      expect(local.text.endsWith(`\n\n@localhost #${local.code}`)).toBe(true);
    });

    it('says the configured lifetime in the message', async () => {
      await kit.reset({ otpTtlSeconds: 45 });
      await send('ttl@example.com');
      const [m] = await sentTo('ttl@example.com');
      expect(m.text).toBe(`Your RCM Careers verification code is ${m.code}. It expires in 45 seconds.`);
    });
  });

  describe('verify_otp', () => {
    it('verifies the right code once; reuse is invalid', async () => {
      await send('v@example.com');
      const [m] = await sentTo('v@example.com');
      const verified = await verify('v@example.com', m.code);
      expect(verified).toEqual({
        status: 200,
        body: {
          success: true,
          message: 'OTP verified successfully',
          result: { verification_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
        },
      });
      // a new token for every verification
      await kit.post('/user/send_otp', { contact_value: 'w@example.com', otp_type: 'email_verification' });
      const [w] = await sentTo('w@example.com');
      const other = await verify('w@example.com', w.code);
      expect(other.body.result?.verification_token).not.toBe(verified.body.result?.verification_token);
      expect(await verify('v@example.com', m.code)).toEqual({
        status: 400,
        body: { success: false, message: 'Invalid OTP. Please try again.', code: 'otp_invalid' },
      });
      const [row] = await kit.deps.db
        .select()
        .from(oneTimeCodes)
        .where(eq(oneTimeCodes.contact, 'v@example.com'));
      expect(row.consumedAt).not.toBeNull();
      expect(row.verifiedUntil?.getTime()).toBe(
        kit.deps.now().getTime() + kit.deps.config.verifiedContactTtlSeconds * SECOND,
      );
    });

    it('matches the contact however it is cased or padded, and binds the purpose', async () => {
      await send('Mixed@Example.com');
      const [m] = await sentTo('Mixed@Example.com');
      expect((await verify('mixed@example.com', m.code, 'password_reset')).status).toBe(400);
      expect((await verify('  MIXED@example.com ', m.code)).status).toBe(200);
    });

    it('answers invalid when no code was ever sent', async () => {
      expect((await verify('never@example.com', '123456')).body.message).toBe(
        'Invalid OTP. Please try again.',
      );
    });

    it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
      await send('tries@example.com');
      const [m] = await sentTo('tries@example.com');
      const wrong = m.code === '000000' ? '111111' : '000000';
      for (let i = 1; i <= 4; i++) {
        expect(await verify('tries@example.com', wrong)).toEqual({
          status: 400,
          body: { success: false, message: 'Invalid OTP. Please try again.', code: 'otp_invalid' },
        });
      }
      const fifth = await verify('tries@example.com', wrong);
      expect(fifth).toEqual({
        status: 429,
        body: {
          success: false,
          message: 'Too many wrong attempts. Please request a new code.',
          code: 'otp_attempts_exceeded',
        },
      });
      expect((await verify('tries@example.com', m.code)).body.message).toBe(
        'Too many wrong attempts. Please request a new code.',
      );
      // a new code (after the resend wait) works again
      kit.advance(30 * SECOND);
      await send('tries@example.com');
      const [fresh] = await sentTo('tries@example.com');
      expect((await verify('tries@example.com', fresh.code)).status).toBe(200);
    });

    it('parallel wrong tries never exceed the limit', async () => {
      await send('parallel@example.com');
      const [m] = await sentTo('parallel@example.com');
      const wrong = m.code === '000000' ? '111111' : '000000';
      await Promise.all(Array.from({ length: 12 }, () => verify('parallel@example.com', wrong)));
      const [row] = await kit.deps.db.select().from(oneTimeCodes);
      expect(row.attempts).toBe(5);
      expect((await verify('parallel@example.com', m.code)).status).toBe(429);
    });

    it('answers the expiry text after 120 s', async () => {
      await send('late@example.com');
      const [m] = await sentTo('late@example.com');
      kit.advance(119 * SECOND);
      kit.advance(1 * SECOND);
      expect(await verify('late@example.com', m.code)).toEqual({
        status: 400,
        body: { success: false, message: 'OTP has expired. Please request a new one.', code: 'otp_expired' },
      });
    });

    it('honours a short OTP_TTL_SECONDS', async () => {
      await kit.reset({ otpTtlSeconds: 5 });
      await send('short@example.com');
      const [m] = await sentTo('short@example.com');
      kit.advance(4 * SECOND);
      await send('short2@example.com');
      const [m2] = await sentTo('short2@example.com');
      expect((await verify('short2@example.com', m2.code)).status).toBe(200);
      kit.advance(1 * SECOND);
      expect((await verify('short@example.com', m.code)).body.message).toBe(
        'OTP has expired. Please request a new one.',
      );
    });

    it('a new code replaces the earlier one', async () => {
      await send('again@example.com');
      const [first] = await sentTo('again@example.com');
      kit.advance(30 * SECOND);
      await send('again@example.com');
      const [second] = await sentTo('again@example.com');
      expect(second.code).toMatch(/^\d{6}$/);
      const stillLive = await kit.deps.db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.contact, 'again@example.com')));
      expect(stillLive.filter((r) => r.expiresAt.getTime() > kit.deps.now().getTime())).toHaveLength(1);
      if (first.code !== second.code) {
        expect((await verify('again@example.com', first.code)).status).toBe(400);
      }
      expect((await verify('again@example.com', second.code)).status).toBe(200);
    });

    it('ignores a bearer header, even a bad one', async () => {
      await send('9876500002', 'mobile_verification');
      const [m] = await sentTo('9876500002');
      expect((await verify('9876500002', m.code, 'mobile_verification', 'not-a-session')).status).toBe(200);
    });

    it('refuses bad payloads with 400 and a message', async () => {
      const cases: unknown[] = [
        {},
        { contact_value: 'a@b.co', otp_type: 'email_verification' },
        { contact_value: 'a@b.co', otp_type: 'email_verification', otp_code: '12345' },
        { contact_value: 'a@b.co', otp_type: 'email_verification', otp_code: '1234567' },
        { contact_value: 'a@b.co', otp_type: 'email_verification', otp_code: 'abcdef' },
        { contact_value: 'a@b.co', otp_type: 'email_verification', otp_code: 123456 },
        { contact_value: 'a@b.co', otp_type: 'unknown', otp_code: '123456' },
        { contact_value: 'x'.repeat(1000), otp_type: 'email_verification', otp_code: '123456' },
        { contact_value: '12345', otp_type: 'mobile_verification', otp_code: '123456' },
        { contact_value: 'a@b.co', otp_type: 'email_verification', otp_code: '123456', user_type: 1 },
      ];
      for (const body of cases) {
        const answer = await kit.post('/user/verify_otp', body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.success).toBe(false);
        expect(typeof answer.body.message).toBe('string');
      }
      const digits = await kit.post('/user/verify_otp', {
        contact_value: 'a@b.co',
        otp_type: 'email_verification',
        otp_code: '12',
      });
      expect(digits.body.message).toBe('Please enter all six digits of the OTP.');
      expect((await kit.postRaw('/user/verify_otp', 'nope', 'application/json')).status).toBe(400);
    });
  });
});
