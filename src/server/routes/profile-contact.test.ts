import { EMAIL_TAKEN, PHONE_TAKEN, VERIFY_NEW_EMAIL, VERIFY_NEW_PHONE } from '@contract/profile';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../db/schema';
import { useOnboardingKit } from '../test-kits/onboarding-test-kit';
import {
  DETAILS,
  defaultFiles,
  newCandidate,
  profileForm,
  profileParts,
  refused,
} from '../test-kits/profile-test-kit';
import { sqlBackends } from '../test-kits/test-backends';
import { ALREADY_YOUR_EMAIL } from './otp';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });

/**
 * POST /candidates/profile_details with a new e-mail or phone: another account's refused, a code
 * of this candidate needed, once.
 */
describe.each(sqlBackends())('profile: a changed e-mail or phone ($name)', (backend) => {
  const kit = useOnboardingKit(backend);

  describe('a changed e-mail or phone', () => {
    const change = async (me: Awaited<ReturnType<typeof newCandidate>>, user: Record<string, unknown>) =>
      kit.postForm(DETAILS, profileForm(profileParts(me, { user_details: user }), defaultFiles()), me.token);

    async function changeCode(token: string, purpose: 'email_change' | 'mobile_change', contact: string) {
      const sent = await kit.post('/user/send_otp', { contact_value: contact, otp_type: purpose }, { token });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const code = await kit.latestCode(contact);
      const verified = await kit.post(
        '/user/verify_otp',
        { contact_value: contact, otp_type: purpose, otp_code: code },
        { token },
      );
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      return String(verified.body.result?.verification_token);
    }

    it('refuses an e-mail or phone of another account, naming which (409)', async () => {
      const other = await newCandidate(kit);
      const me = await newCandidate(kit);
      refused(await change(me, { email: other.email.toUpperCase() }), 409, EMAIL_TAKEN, 'email_exists');
      refused(await change(me, { phone_no: other.phone }), 409, PHONE_TAKEN, 'phone_exists');
      // nor can a code be asked for them
      refused(
        await kit.post(
          '/user/send_otp',
          { contact_value: other.email, otp_type: 'email_change' },
          { token: me.token },
        ),
        409,
        EMAIL_TAKEN,
        'email_exists',
      );
      refused(
        await kit.post(
          '/user/send_otp',
          { contact_value: other.phone, otp_type: 'mobile_change' },
          { token: me.token },
        ),
        409,
        PHONE_TAKEN,
        'phone_exists',
      );
    });

    it('reads a pasted phone ("+91 91234 56780") as its 10 digits: code, proof and the stored number', async () => {
      const me = await newCandidate(kit);
      const sent = await kit.post(
        '/user/send_otp',
        { contact_value: '+91 91234 56780', otp_type: 'mobile_change' },
        { token: me.token },
      );
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const code = await kit.latestCode('9123456780');
      const verified = await kit.post(
        '/user/verify_otp',
        { contact_value: '091234-56780', otp_type: 'mobile_change', otp_code: code },
        { token: me.token },
      );
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      const token = String(verified.body.result?.verification_token);
      const ok = await change(me, { phone_no: '+91 91234 56780', phone_verification_token: token });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      const [row] = await kit.deps.db.select().from(users).where(eq(users.id, me.userId));
      expect(row.phoneNo).toBe('9123456780');
    });

    it('needs a verification token of this candidate for the new contact, once', async () => {
      const me = await newCandidate(kit);
      const someone = await newCandidate(kit);
      refused(
        await change(me, { email: 'kavya.new@example.com' }),
        400,
        VERIFY_NEW_EMAIL,
        'email_not_verified',
      );
      refused(
        await change(me, { email: 'kavya.new@example.com', email_verification_token: 'made-up' }),
        400,
        VERIFY_NEW_EMAIL,
        'email_not_verified',
      );
      refused(await change(me, { phone_no: '9123456780' }), 400, VERIFY_NEW_PHONE, 'phone_not_verified');
      // a code needs the session, and is not for the candidate's own contact
      refused(
        await kit.post('/user/send_otp', {
          contact_value: 'kavya.new@example.com',
          otp_type: 'email_change',
        }),
        401,
        'Authentication required',
        'unauthenticated',
      );
      refused(
        await kit.post(
          '/user/send_otp',
          { contact_value: me.email, otp_type: 'email_change' },
          { token: me.token },
        ),
        400,
        ALREADY_YOUR_EMAIL,
      );
      // someone else's token for the same new e-mail does not serve me
      const theirs = await changeCode(someone.token, 'email_change', 'kavya.new@example.com');
      refused(
        await change(me, { email: 'kavya.new@example.com', email_verification_token: theirs }),
        400,
        VERIFY_NEW_EMAIL,
        'email_not_verified',
      );
      // nor can someone else check my code
      kit.advance(31_000);
      await kit.post(
        '/user/send_otp',
        { contact_value: 'kavya.new@example.com', otp_type: 'email_change' },
        { token: me.token },
      );
      const myCode = await kit.latestCode('kavya.new@example.com');
      const stolen = await kit.post(
        '/user/verify_otp',
        { contact_value: 'kavya.new@example.com', otp_type: 'email_change', otp_code: myCode },
        { token: someone.token },
      );
      expect(stolen.body.code).toBe('otp_invalid');
      const mine = await kit.post(
        '/user/verify_otp',
        { contact_value: 'kavya.new@example.com', otp_type: 'email_change', otp_code: myCode },
        { token: me.token },
      );
      const token = String(mine.body.result?.verification_token);
      // a token for the e-mail does not prove the phone
      refused(
        await change(me, { phone_no: '9123456780', phone_verification_token: token }),
        400,
        VERIFY_NEW_PHONE,
        'phone_not_verified',
      );
      const ok = await change(me, { email: 'Kavya.New@example.com', email_verification_token: token });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      const [row] = await kit.deps.db.select().from(users).where(eq(users.id, me.userId));
      expect(row.email).toBe('kavya.new@example.com');
      // once: back to the old e-mail (proven), then the used token cannot take the new one again
      kit.advance(31_000);
      const back = await changeCode(me.token, 'email_change', me.email);
      expect((await change(me, { email: me.email, email_verification_token: back })).status).toBe(200);
      refused(
        await change(me, { email: 'kavya.new@example.com', email_verification_token: token }),
        400,
        VERIFY_NEW_EMAIL,
        'email_not_verified',
      );
      // the phone, proven
      const phoneToken = await changeCode(me.token, 'mobile_change', '9123456780');
      expect(
        (await change(me, { phone_no: '9123456780', phone_verification_token: phoneToken })).status,
      ).toBe(200);
      const [after] = await kit.deps.db.select().from(users).where(eq(users.id, me.userId));
      expect(after.phoneNo).toBe('9123456780');
    });
  });
});
