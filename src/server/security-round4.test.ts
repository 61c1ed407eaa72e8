import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { rateEvents } from './db/schema';
import { RATE_KINDS } from './services/rate-limit';
import { KNOWN_PASSWORD } from './test-kits/auth-test-kit';
import { useOnboardingKit } from './test-kits/onboarding-test-kit';
import { testBackends } from './test-kits/test-backends';

/**
 * Security round 4 (issue 22): one test per finding, each failing on the code before its fix.
 */

vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

const SECOND = 1000;
const OWNER = 'owner@example.com';
const OWNER_IP = '198.51.100.7';

describe.each(testBackends())('security round 4 ($name)', (backend) => {
  const kit = useOnboardingKit(backend);

  /** send_otp from `ip` by the browser `client` (its cookies kept). */
  const sendCode = (otpType: string, contact: string, ip: string, client: string | null) =>
    kit.post('/user/send_otp', { contact_value: contact, otp_type: otpType }, { ip, client });
  const verifyCode = (otpType: string, contact: string, code: string, ip: string, client: string | null) =>
    kit.post(
      '/user/verify_otp',
      { contact_value: contact, otp_type: otpType, otp_code: code },
      { ip, client },
    );
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  describe('G1: strangers cannot lock the owner out', () => {
    it('G1 after ~140 strangers’ requests from other addresses the owner still gets in', async () => {
      await kit.insertUser({ email: OWNER, phoneNo: '9876500001' });
      const { loginAccountMaxFailures, loginMaxFailures, otpContactMaxPerHour } = kit.deps.config;
      // the account's login ceiling, filled from as many addresses as it takes
      for (let i = 0; i < loginAccountMaxFailures; i++) {
        const ip = `203.0.113.${Math.floor(i / loginMaxFailures) + 1}`;
        const wrong = await kit.post('/auth/login', { email: OWNER, password: 'wrong-guess' }, { ip });
        expect(wrong.status).toBe(401);
      }
      // then the per-contact ceilings of login and reset codes, each code guessed at till it dies
      for (const purpose of ['login', 'password_reset']) {
        for (let i = 0; i < otpContactMaxPerHour; i++) {
          const ip = `192.0.2.${i + 1}`;
          const client = `stranger-${i}`;
          expect((await sendCode(purpose, OWNER, ip, client)).status).toBe(200);
          for (let t = 0; t < 5; t++) await verifyCode(purpose, OWNER, '123456', ip, client);
        }
      }
      // the ceiling still asks the owner for the second factor...
      const blocked = await kit.post(
        '/auth/login',
        { email: OWNER, password: KNOWN_PASSWORD },
        { ip: OWNER_IP },
      );
      expect(blocked.body.code).toBe('login_code_required');
      // ...which the owner gets from their own address and signs in with
      const sent = await sendCode('login', OWNER, OWNER_IP, 'owner');
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const verified = await verifyCode('login', OWNER, await kit.latestCode(OWNER), OWNER_IP, 'owner');
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      const signedIn = await kit.post(
        '/auth/login',
        { email: OWNER, password: KNOWN_PASSWORD, login_token: verified.body.result?.verification_token },
        { ip: OWNER_IP },
      );
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
      // and a password reset works too
      const resetSent = await sendCode('password_reset', OWNER, OWNER_IP, 'owner');
      expect(resetSent.status, JSON.stringify(resetSent.body)).toBe(200);
      const resetVerified = await verifyCode(
        'password_reset',
        OWNER,
        await kit.latestCode(OWNER),
        OWNER_IP,
        'owner',
      );
      expect(resetVerified.status, JSON.stringify(resetVerified.body)).toBe(200);
      const reset = await kit.post(
        '/user/forgot_password',
        {
          email: OWNER,
          password: 'Owner2026x',
          confirm_password: 'Owner2026x',
          reset_token: resetVerified.body.result?.verification_token,
        },
        { ip: OWNER_IP },
      );
      expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    });

    it('G1 a stranger’s code request and wrong guesses leave the owner’s code working', async () => {
      await kit.insertUser({ email: OWNER, phoneNo: '9876500001' });
      for (const purpose of ['login', 'password_reset']) {
        expect((await sendCode(purpose, OWNER, OWNER_IP, 'owner')).status).toBe(200);
        const ownCode = await kit.latestCode(OWNER);
        // a stranger asks a code of their own (it goes to the owner's inbox), then guesses at it
        expect((await sendCode(purpose, OWNER, '203.0.113.1', 'stranger')).status).toBe(200);
        const strangersCode = await kit.latestCode(OWNER);
        for (let t = 0; t < 5; t++) {
          await verifyCode(purpose, OWNER, wrongFor(ownCode), '203.0.113.1', 'stranger');
        }
        // without any cookie, and with the cookie of a browser that asked nothing
        for (const client of [null, 'onlooker']) {
          for (let t = 0; t < 5; t++) {
            const guess = await verifyCode(purpose, OWNER, wrongFor(ownCode), '203.0.113.2', client);
            expect(guess.status).toBe(400);
          }
        }
        // even the code the stranger's request sent does not serve the stranger's guessing browser
        // once it is dead, and the owner's own code still works for the owner
        expect((await verifyCode(purpose, OWNER, strangersCode, '203.0.113.1', 'stranger')).status).toBe(429);
        const owners = await verifyCode(purpose, OWNER, ownCode, OWNER_IP, 'owner');
        expect(owners.status, JSON.stringify(owners.body)).toBe(200);
      }
    });

    it('G1 a code serves only the browser that asked for it', async () => {
      await kit.insertUser({ email: OWNER, phoneNo: '9876500001' });
      expect((await sendCode('password_reset', OWNER, OWNER_IP, 'owner')).status).toBe(200);
      const code = await kit.latestCode(OWNER);
      expect((await verifyCode('password_reset', OWNER, code, OWNER_IP, 'another')).status).toBe(400);
      expect((await verifyCode('password_reset', OWNER, code, OWNER_IP, null)).status).toBe(400);
      expect((await verifyCode('password_reset', OWNER, code, OWNER_IP, 'owner')).status).toBe(200);
    });

    it('G1 past a contact’s budget of wrong answers from all browsers, a code gets one guess; the owner still passes', async () => {
      await kit.reset({ otpContactMaxPerHour: 2, otpMaxAttempts: 3 });
      await kit.insertUser({ email: OWNER, phoneNo: '9876500001' });
      expect((await sendCode('password_reset', OWNER, OWNER_IP, 'owner')).status).toBe(200);
      const ownCode = await kit.latestCode(OWNER);
      // two strangers use up the budget (2 codes' worth of 3 wrong answers) at their own codes
      for (const i of [1, 2]) {
        expect((await sendCode('password_reset', OWNER, `203.0.113.${i}`, `stranger-${i}`)).status).toBe(200);
        const answers = [];
        for (let t = 0; t < 3; t++) {
          answers.push(
            (await verifyCode('password_reset', OWNER, wrongFor(ownCode), `203.0.113.${i}`, `stranger-${i}`))
              .status,
          );
        }
        expect(answers).toEqual([400, 400, 429]);
      }
      // a third stranger's code dies at its first wrong answer
      expect((await sendCode('password_reset', OWNER, '203.0.113.3', 'stranger-3')).status).toBe(200);
      const strangersCode = await kit.latestCode(OWNER);
      const guess = await verifyCode(
        'password_reset',
        OWNER,
        wrongFor(strangersCode),
        '203.0.113.3',
        'stranger-3',
      );
      expect(guess.status).toBe(429);
      expect(
        (await verifyCode('password_reset', OWNER, strangersCode, '203.0.113.3', 'stranger-3')).status,
      ).toBe(429);
      // the owner's code, untouched, still verifies
      expect((await verifyCode('password_reset', OWNER, ownCode, OWNER_IP, 'owner')).status).toBe(200);
    });

    it('G1 the ceiling per contact from all addresses counts only the codes that were verified', async () => {
      await kit.reset({ otpContactMaxPerHour: 2 });
      await kit.insertUser({ email: OWNER, phoneNo: '9876500001' });
      for (let i = 1; i <= 6; i++) {
        expect((await sendCode('login', OWNER, `203.0.113.${i}`, `stranger-${i}`)).status).toBe(200);
      }
      for (let i = 0; i < 2; i++) {
        expect((await sendCode('login', OWNER, OWNER_IP, 'owner')).status).toBe(200);
        const verified = await verifyCode('login', OWNER, await kit.latestCode(OWNER), OWNER_IP, 'owner');
        expect(verified.status).toBe(200);
        kit.advance(31 * SECOND);
      }
      const third = await sendCode('login', OWNER, '198.51.100.8', 'owner');
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(/^Too many codes requested/);
    });
  });

  describe('G2: credential changes are serialised per account', () => {
    const ROUNDS = 8;
    const alive = async (token: string) => (await kit.get('/candidates/dashboard', { token })).status;
    const passwordOf = (round: number) => `Round${round}pass`;
    const passwordChecks = async (userId: number) =>
      (
        await kit.deps.db
          .select({ id: rateEvents.id })
          .from(rateEvents)
          .where(and(eq(rateEvents.kind, RATE_KINDS.passwordCheck), eq(rateEvents.key, `user:${userId}`)))
      ).length;

    it('G2 five parallel changes with the same old password: exactly one succeeds', async () => {
      const me = await kit.candidate();
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map((i) =>
          kit.post(
            '/users/reset_password',
            { old_password: KNOWN_PASSWORD, password: passwordOf(i), confirm_password: passwordOf(i) },
            { token: me.token },
          ),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, 400, 400, 400, 400]);
      for (const refused of answers.filter((a) => a.status === 400)) {
        expect(refused.body.code).toBe('old_password_incorrect');
      }
      // the password is the one of the change that succeeded
      const winner = answers.findIndex((a) => a.status === 200) + 1;
      const signedIn = await kit.post('/auth/login', { email: me.email, password: passwordOf(winner) });
      expect(signedIn.status).toBe(200);
    });

    it('G2 a login with the old password racing a password change keeps no session', async () => {
      const me = await kit.candidate();
      for (let round = 0; round < ROUNDS; round++) {
        const old = round === 0 ? KNOWN_PASSWORD : passwordOf(round);
        const changing = kit.post(
          '/users/reset_password',
          { old_password: old, password: passwordOf(round + 1), confirm_password: passwordOf(round + 1) },
          { token: me.token },
        );
        // the login starts once the change has checked the old password (its counted check is
        // forgotten again) and hashes the new one: the login reads the old hash meanwhile
        let seen = false;
        let settled = false;
        void changing.finally(() => {
          settled = true;
        });
        await expect
          .poll(
            async () => {
              const counted = await passwordChecks(me.userId);
              seen ||= counted > 0;
              return settled || (seen && counted === 0);
            },
            { interval: 1, timeout: 60_000 },
          )
          .toBe(true);
        const [login, change] = await Promise.all([
          kit.post('/auth/login', { email: me.email, password: old }),
          changing,
        ]);
        expect(change.status, JSON.stringify(change.body)).toBe(200);
        if (login.status === 200) {
          const token = login.body.result?.token as string;
          expect(await alive(token), `round ${round}`).toBe(403);
        } else expect(login.status).toBe(401);
      }
    });

    it('G2 a login with the old password racing a password reset keeps no session', async () => {
      await kit.reset({ otpMaxPerHour: 100, resetMaxPerHour: 100 });
      const me = await kit.candidate();
      for (let round = 0; round < ROUNDS; round++) {
        const old = round === 0 ? KNOWN_PASSWORD : passwordOf(round);
        const resetToken = await kit.verifyContact('password_reset', me.email);
        kit.advance(31 * SECOND);
        const [login, reset] = await Promise.all([
          kit.post('/auth/login', { email: me.email, password: old }),
          kit.post('/user/forgot_password', {
            email: me.email,
            password: passwordOf(round + 1),
            confirm_password: passwordOf(round + 1),
            reset_token: resetToken,
          }),
        ]);
        expect(reset.status, JSON.stringify(reset.body)).toBe(200);
        if (login.status === 200) {
          const token = login.body.result?.token as string;
          expect(await alive(token), `round ${round}`).toBe(403);
        } else expect(login.status).toBe(401);
      }
    });
  });

  describe('G3: an empty body with an Idempotency-Key', () => {
    for (const path of [
      '/candidates/save_job',
      '/candidates/save_search',
      '/candidates/delete_saved_search',
      '/candidates/submit_assessment',
    ]) {
      it(`G3 answers 400 with a clear message on ${path}, as without the key`, async () => {
        const me = await kit.candidate();
        const keyed = await kit.postRaw(path, '', 'application/json', {
          token: me.token,
          headers: { 'Idempotency-Key': 'empty-body' },
        });
        expect(keyed).toEqual({
          status: 400,
          body: { success: false, message: 'Request body is required', code: 'malformed_json' },
        });
        expect(await kit.postRaw(path, '', 'application/json', { token: me.token })).toEqual(keyed);
        // without a Content-Type: refused alike, with the key or without
        const typeless = await kit.postRaw(path, '', null, {
          token: me.token,
          headers: { 'Idempotency-Key': 'empty-body-2' },
        });
        expect(typeless.status).toBeLessThan(500);
        expect(await kit.postRaw(path, '', null, { token: me.token })).toEqual(typeless);
      });
    }
  });
});
