import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { idempotencyKeys, oneTimeCodes, sessions, users } from '../db/schema';
import { hashPasswordScrypt } from '../services/passwords';
import { hashToken } from '../services/sessions';
import { KNOWN_PASSWORD, useAuthKit } from '../test-kits/auth-test-kit';
import { testBackends } from '../test-kits/test-backends';

// Opening a database and hashing with scrypt take seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe.each(testBackends())('auth routes ($name)', (backend) => {
  const kit = useAuthKit(backend);

  const login = (email: unknown, password: unknown, ip?: string) =>
    kit.post('/auth/login', { email, password, role_id: 3 }, { ip });
  const dashboard = (token: string) => kit.get('/candidates/dashboard', { token });

  describe('POST /auth/login', () => {
    it('signs in a candidate who finished onboarding: new token, no tempToken', async () => {
      const id = await kit.insertUser({
        email: 'priya@example.com',
        phoneNo: '9876543210',
        onboardingCompleted: true,
      });
      const answer = await login('  Priya@Example.com ', KNOWN_PASSWORD);
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(true);
      expect(answer.body.message).toBe('Login successful');
      const result = answer.body.result as Record<string, unknown>;
      expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(result.tempToken).toBeNull();
      expect(result.onboarding_status).toBe(true);
      expect(result.userDetails).toEqual({
        user_id: id,
        first_name: 'Test',
        last_name: 'Candidate',
        email: 'priya@example.com',
        phone_no: '9876543210',
        role_id: 3,
        profile_picture: null,
      });
      // stored hashed only
      const rows = await kit.deps.db.select().from(sessions);
      expect(rows).toHaveLength(1);
      expect(rows[0].tokenHash).toBe(hashToken(result.token as string));
      expect(rows[0].tokenHash).not.toBe(result.token);
      expect((await dashboard(result.token as string)).status).toBe(200);
    });

    it('carries the dashboard’s answer for a candidate who finished onboarding (no second round trip)', async () => {
      await kit.insertUser({ email: 'priya@example.com', phoneNo: '9876543210', onboardingCompleted: true });
      const result = (await login('priya@example.com', KNOWN_PASSWORD)).body.result as Record<
        string,
        unknown
      >;
      const asked = await dashboard(result.token as string);
      expect(asked.status).toBe(200);
      expect(result.dashboard).toEqual((asked.body.result as Record<string, unknown>) ?? null);
      // unfinished onboarding goes there, not to the dashboard: nothing carried
      await kit.insertUser({ email: 'rahul@example.com', phoneNo: '9876543211' });
      const unfinished = (await login('rahul@example.com', KNOWN_PASSWORD)).body.result as Record<
        string,
        unknown
      >;
      expect(unfinished).not.toHaveProperty('dashboard');
    });

    it('gives a candidate with unfinished onboarding tempToken = token, and a new token each time', async () => {
      await kit.insertUser({ email: 'rahul@example.com', phoneNo: '9876543211' });
      const first = (await login('rahul@example.com', KNOWN_PASSWORD)).body.result as Record<string, unknown>;
      expect(first.onboarding_status).toBe(false);
      expect(first.tempToken).toBe(first.token);
      const second = (await login('rahul@example.com', KNOWN_PASSWORD)).body.result as Record<
        string,
        unknown
      >;
      expect(second.token).not.toBe(first.token);
    });

    it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
      await kit.insertUser({ email: 'priya@example.com', phoneNo: '9876543210' });
      const wrong = await login('priya@example.com', 'Candidate@124');
      const unknown = await login('nobody@example.com', KNOWN_PASSWORD);
      expect(wrong).toEqual({
        status: 401,
        body: { success: false, message: 'Invalid email or password', code: 'invalid_credentials' },
      });
      expect(unknown).toEqual(wrong);
    });

    it('refuses deactivated and deleted accounts with 401 (never 403), only after the right password', async () => {
      await kit.insertUser({ email: 'off@example.com', phoneNo: '9876500001', status: 'deactivated' });
      await kit.insertUser({ email: 'gone@example.com', phoneNo: '9876500002', status: 'deleted' });
      expect(await login('off@example.com', KNOWN_PASSWORD)).toEqual({
        status: 401,
        body: { success: false, message: 'This account is deactivated.', code: 'account_deactivated' },
      });
      expect(await login('gone@example.com', KNOWN_PASSWORD)).toEqual({
        status: 401,
        body: { success: false, message: 'This account has been deleted.', code: 'account_deleted' },
      });
      expect((await login('off@example.com', 'wrong-one')).body.message).toBe('Invalid email or password');
      expect(await kit.deps.db.select().from(sessions)).toHaveLength(0);
    });

    it('refuses bad payloads with 4xx and a message', async () => {
      const cases: unknown[] = [
        {},
        { email: 'a@b.co' },
        { password: 'secret1' },
        { email: 'a@b.co', password: 123456 },
        { email: 42, password: 'secret1' },
        { email: 'not-an-email', password: 'secret1' },
        { email: 'a@b.co', password: '' },
        { email: 'a@b.co', password: 'secret1', role_id: 1 },
        { email: 'a@b.co', password: 'secret1', role_id: '3' },
        { email: `${'a'.repeat(300)}@b.co`, password: 'secret1' },
        { email: 'a@b.co', password: 'p'.repeat(129) },
        null,
        [],
      ];
      for (const body of cases) {
        const answer = await kit.post('/auth/login', body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.success).toBe(false);
        expect(typeof answer.body.message).toBe('string');
      }
      expect((await kit.post('/auth/login', { email: '', password: 'secret1' })).body.message).toBe(
        'Email is required',
      );
      expect((await kit.post('/auth/login', { password: 'secret1' })).body.message).toMatch(/^email /);
      expect((await kit.post('/auth/login', { email: 'x', password: 'secret1' })).body.message).toBe(
        'Please enter a valid email address',
      );
      expect((await kit.postRaw('/auth/login', '{"email":"a@b.co",', 'application/json')).status).toBe(400);
    });

    it('locks an account after LOGIN_MAX_FAILURES failures in the window, then lets it in again', async () => {
      await kit.reset({ loginMaxFailures: 3, loginWindowMinutes: 15 });
      await kit.insertUser({ email: 'priya@example.com', phoneNo: '9876543210' });
      for (let i = 0; i < 3; i++) {
        expect((await login('priya@example.com', `wrong-${i}`)).status).toBe(401);
        kit.advance(MINUTE);
      }
      // even the right password is refused while locked; the wait counts from the oldest failure
      expect(await login('Priya@example.com', KNOWN_PASSWORD)).toEqual({
        status: 429,
        body: {
          success: false,
          message: 'Too many failed login attempts. Please try again in 12 minutes.',
          code: 'rate_limited',
        },
      });
      // another account is not affected
      await kit.insertUser({ email: 'rahul@example.com', phoneNo: '9876543211' });
      expect((await login('rahul@example.com', KNOWN_PASSWORD)).status).toBe(200);
      kit.advance(12 * MINUTE);
      expect((await login('priya@example.com', KNOWN_PASSWORD)).status).toBe(200);
    });

    it('a successful login clears the failures of the account', async () => {
      await kit.reset({ loginMaxFailures: 2 });
      await kit.insertUser({ email: 'priya@example.com', phoneNo: '9876543210' });
      expect((await login('priya@example.com', 'wrong-1')).status).toBe(401);
      expect((await login('priya@example.com', KNOWN_PASSWORD)).status).toBe(200);
      expect((await login('priya@example.com', 'wrong-2')).status).toBe(401);
      expect((await login('priya@example.com', KNOWN_PASSWORD)).status).toBe(200);
    });

    it('limits failures per network address, generously by default', async () => {
      expect(kit.deps.config.loginIpMaxPerHour).toBeGreaterThanOrEqual(200);
      expect(kit.deps.config.loginMaxFailures).toBe(10);
      expect(kit.deps.config.loginWindowMinutes).toBe(15);
      await kit.reset({ loginIpMaxPerHour: 2 });
      expect((await login('a@example.com', 'wrong-pass', '10.1.1.1')).status).toBe(401);
      expect((await login('b@example.com', 'wrong-pass', '10.1.1.1')).status).toBe(401);
      expect(await login('c@example.com', 'wrong-pass', '10.1.1.1')).toEqual({
        status: 429,
        body: {
          success: false,
          message: 'Too many failed login attempts from your network. Please try again later.',
          code: 'rate_limited',
        },
      });
      expect((await login('c@example.com', 'wrong-pass', '10.1.1.2')).status).toBe(401);
      kit.advance(61 * MINUTE);
      expect((await login('c@example.com', 'wrong-pass', '10.1.1.1')).status).toBe(401);
    });
    it('a replayed Idempotency-Key with other credentials does not get the first client’s token', async () => {
      await kit.insertUser({ email: 'priya@example.com', phoneNo: '9876543210' });
      await kit.insertUser({ email: 'rahul@example.com', phoneNo: '9876543211' });
      const key = { 'Idempotency-Key': 'shared-login-key' };
      const first = await kit.post(
        '/auth/login',
        { email: 'priya@example.com', password: KNOWN_PASSWORD },
        { headers: key, ip: '10.0.0.1' },
      );
      const second = await kit.post(
        '/auth/login',
        { email: 'rahul@example.com', password: KNOWN_PASSWORD },
        { headers: key, ip: '10.0.0.2' },
      );
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      const a = first.body.result as { token: string; userDetails: { email: string } };
      const b = second.body.result as { token: string; userDetails: { email: string } };
      expect(b.userDetails.email).toBe('rahul@example.com');
      expect(b.token).not.toBe(a.token);
      // and nothing with a token is kept
      expect(await kit.deps.db.select().from(idempotencyKeys)).toHaveLength(0);
      // a wrong password first does not poison the key for the right one
      const wrong = await kit.post(
        '/auth/login',
        { email: 'priya@example.com', password: 'wrong-password' },
        { headers: { 'Idempotency-Key': 'retry-key' } },
      );
      expect(wrong.status).toBe(401);
      const right = await kit.post(
        '/auth/login',
        { email: 'priya@example.com', password: KNOWN_PASSWORD },
        { headers: { 'Idempotency-Key': 'retry-key' } },
      );
      expect(right.status).toBe(200);
    });

    it('counts an attempt before hashing: 20 parallel wrong passwords get at most the limit of 401s', async () => {
      await kit.insertUser({ email: 'priya@example.com', phoneNo: '9876543210' });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => login('priya@example.com', `wrong-${i}`, '10.9.9.9')),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
      expect(statuses.filter((s) => s === 401).length + statuses.filter((s) => s === 429).length).toBe(20);
      // the right password from that address is refused too, while locked
      expect((await login('priya@example.com', KNOWN_PASSWORD, '10.9.9.9')).status).toBe(429);
    });

    it('locks an account per address, so guesses from one place do not lock the owner out elsewhere', async () => {
      await kit.reset({ loginMaxFailures: 3 });
      await kit.insertUser({ email: 'priya@example.com', phoneNo: '9876543210' });
      for (let i = 0; i < 3; i++) {
        expect((await login('priya@example.com', `wrong-${i}`, '198.51.100.1')).status).toBe(401);
      }
      expect((await login('priya@example.com', KNOWN_PASSWORD, '198.51.100.1')).status).toBe(429);
      expect((await login('priya@example.com', KNOWN_PASSWORD, '203.0.113.5')).status).toBe(200);
    });

    it('has a looser per-account ceiling over all addresses (LOGIN_ACCOUNT_MAX_FAILURES)', async () => {
      expect(kit.deps.config.loginAccountMaxFailures).toBeGreaterThan(kit.deps.config.loginMaxFailures);
      await kit.reset({ loginMaxFailures: 3, loginAccountMaxFailures: 5 });
      await kit.insertUser({ email: 'priya@example.com', phoneNo: '9876543210' });
      for (let i = 0; i < 5; i++) {
        expect((await login('priya@example.com', `wrong-${i}`, `198.51.100.${i + 1}`)).status).toBe(401);
      }
      // full, the ceiling asks for a second factor (a login code: security-round3.test.ts F3)
      expect(await login('priya@example.com', KNOWN_PASSWORD, '203.0.113.5')).toEqual({
        status: 429,
        body: {
          success: false,
          message:
            'Too many failed login attempts on this account. Request a sign-in code to your email to log in.',
          code: 'login_code_required',
        },
      });
      kit.advance(15 * MINUTE);
      expect((await login('priya@example.com', KNOWN_PASSWORD, '203.0.113.5')).status).toBe(200);
    });

    it('reads the client address from X-Forwarded-For only behind TRUST_PROXY hops', async () => {
      const viaProxy = (password: string, forwardedFor: string) =>
        kit.post(
          '/auth/login',
          { email: 'priya@example.com', password },
          { ip: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor } },
        );
      await kit.insertUser({ email: 'priya@example.com', phoneNo: '9876543210' });
      // TRUST_PROXY=0 (default): the header is ignored, every client is the proxy's address
      await kit.reset({ loginMaxFailures: 2 });
      await kit.insertUser({ email: 'priya@example.com', phoneNo: '9876543210' });
      expect((await viaProxy('wrong-1', '198.51.100.1')).status).toBe(401);
      expect((await viaProxy('wrong-2', '198.51.100.1')).status).toBe(401);
      expect((await viaProxy(KNOWN_PASSWORD, '203.0.113.5')).status).toBe(429);
      // TRUST_PROXY=1: the last forwarded address is the client
      await kit.reset({ loginMaxFailures: 2, trustProxy: 1 });
      await kit.insertUser({ email: 'priya@example.com', phoneNo: '9876543210' });
      expect((await viaProxy('wrong-1', '198.51.100.1')).status).toBe(401);
      expect((await viaProxy('wrong-2', '6.6.6.6, 198.51.100.1')).status).toBe(401);
      expect((await viaProxy(KNOWN_PASSWORD, '198.51.100.1')).status).toBe(429);
      expect((await viaProxy(KNOWN_PASSWORD, '198.51.100.1, 203.0.113.5')).status).toBe(200);
    });

    it('verifies a legacy scrypt hash and stores argon2id at that successful login', async () => {
      const id = await kit.insertUser({ email: 'old@example.com', phoneNo: '9876543299' });
      const legacy = await hashPasswordScrypt(KNOWN_PASSWORD, 1024);
      await kit.deps.db.update(users).set({ passwordHash: legacy }).where(eq(users.id, id));
      expect((await login('old@example.com', 'wrong-password')).status).toBe(401);
      const [still] = await kit.deps.db.select().from(users).where(eq(users.id, id));
      expect(still.passwordHash).toBe(legacy);
      expect((await login('old@example.com', KNOWN_PASSWORD)).status).toBe(200);
      const [after] = await kit.deps.db.select().from(users).where(eq(users.id, id));
      expect(after.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect((await login('old@example.com', KNOWN_PASSWORD)).status).toBe(200);
      expect((await login('old@example.com', 'wrong-password')).status).toBe(401);
    });
  });

  describe('POST /auth/referral_verify', () => {
    const verifyReferral = (code: unknown) => kit.post('/auth/referral_verify', { code });

    it('accepts an active code, trimmed and upper-cased', async () => {
      const ok = { status: 200, body: { success: true, valid: true, message: 'Referral code activated' } };
      expect(await verifyReferral('RCM2026')).toEqual(ok);
      expect(await verifyReferral('  rcm2026 ')).toEqual(ok);
    });

    it('refuses a NUL in the code with 400, never 500', async () => {
      expect(await verifyReferral('A\u0000B')).toEqual({
        status: 400,
        body: {
          success: false,
          message: 'code: Text must not contain control characters',
          code: 'validation_failed',
        },
      });
    });

    it('refuses unknown, expired and inactive codes', async () => {
      const bad = {
        status: 400,
        body: { success: false, valid: false, message: 'Referral code is invalid', code: 'referral_invalid' },
      };
      expect(await verifyReferral('NOPE')).toEqual(bad);
      expect(await verifyReferral('EXPIRED2024')).toEqual(bad);
      expect(await verifyReferral('PAUSED')).toEqual(bad);
      expect(await verifyReferral('X'.repeat(33))).toEqual({
        status: 400,
        body: { success: false, message: 'Referral code is invalid', code: 'validation_failed' },
      });
      for (const code of ['', '   ', 42, null, undefined]) {
        const answer = await verifyReferral(code);
        expect(answer.status, String(code)).toBe(400);
        expect(answer.body.success).toBe(false);
      }
    });
  });

  describe('POST /auth/register', () => {
    const payload = (overrides: Record<string, unknown> = {}) => ({
      first_name: 'Anita',
      last_name: 'Rao',
      role_id: 3,
      phone_no: 9876501234,
      email: 'Anita.Rao@Example.com',
      password: 'Welcome123',
      email_verified: 1,
      phone_verified: 1,
      referral_code: '',
      ...tokens,
      ...overrides,
    });
    const register = (body: unknown) => kit.post('/auth/register', body);
    /** the verification tokens of the last verifyBoth, sent by payload() */
    let tokens: { phone_verification_token?: string; email_verification_token?: string } = {};
    beforeEach(() => {
      tokens = {};
    });
    const verifyBoth = async (email = 'Anita.Rao@Example.com', phone = '9876501234', ip?: string) => {
      tokens = {
        phone_verification_token: await kit.verifyContact('mobile_verification', phone, ip),
        email_verification_token: await kit.verifyContact('email_verification', email, ip),
      };
      return tokens;
    };

    it('creates the account from verified contacts and signs it in', async () => {
      await verifyBoth();
      const answer = await register(payload({ referral_code: ' rcm2026 ' }));
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(true);
      expect(answer.body.message).toBe('Registration successful');
      const result = answer.body.result as { tempToken: string; userDetails: Record<string, unknown> };
      expect(result.tempToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(result.userDetails).toMatchObject({
        first_name: 'Anita',
        last_name: 'Rao',
        email: 'anita.rao@example.com',
        phone_no: '9876501234',
        role_id: 3,
        profile_picture: null,
      });
      expect((await dashboard(result.tempToken)).status).toBe(200);
      const [user] = await kit.deps.db.select().from(users);
      expect(user.referralCode).toBe('RCM2026');
      expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(user.onboardingCompleted).toBe(false);
      // the verifications are used up
      const live = await kit.deps.db.select().from(oneTimeCodes);
      expect(live.every((row) => row.verifiedUntil === null)).toBe(true);
      // and the new password logs in
      const signedIn = await login('anita.rao@example.com', 'Welcome123');
      expect(signedIn.status).toBe(200);
      expect((signedIn.body.result as Record<string, unknown>).onboarding_status).toBe(false);
    });

    it('reads the phone as Indian candidates paste it: the code goes to the 10 digits, which are stored', async () => {
      const pasted = '+91 98765 01234';
      const sent = await kit.post('/user/send_otp', {
        user_type: 'candidate',
        contact_value: pasted,
        otp_type: 'mobile_verification',
      });
      expect(sent.status).toBe(200);
      const code = await kit.latestCode('9876501234');
      const verified = await kit.post('/user/verify_otp', {
        contact_value: '919876501234',
        otp_type: 'mobile_verification',
        otp_code: code,
      });
      expect(verified.status).toBe(200);
      tokens = {
        phone_verification_token: (verified.body.result as { verification_token: string }).verification_token,
        email_verification_token: await kit.verifyContact('email_verification', 'Anita.Rao@Example.com'),
      };
      const answer = await register(payload({ phone_no: '(+91) 98765-01234' }));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const [user] = await kit.deps.db.select().from(users);
      expect(user.phoneNo).toBe('9876501234');
      expect((await register(payload({ phone_no: '+91 58765 01234' }))).body.message).toBe(
        'Please enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9',
      );
    });

    it('refuses contacts that were not verified through a code, whatever the flags say', async () => {
      expect(await register(payload())).toEqual({
        status: 400,
        body: {
          success: false,
          message: 'Please verify your mobile number before proceeding',
          code: 'phone_not_verified',
        },
      });
      const phoneToken = await kit.verifyContact('mobile_verification', '9876501234');
      expect(await register(payload({ phone_verification_token: phoneToken }))).toEqual({
        status: 400,
        body: {
          success: false,
          message: 'Please verify your email before proceeding',
          code: 'email_not_verified',
        },
      });
      // a password_reset verification of the same e-mail does not count
      await kit.insertUser({ email: 'someone@example.com', phoneNo: '9876509999' });
      const resetToken = await kit.verifyContact('password_reset', 'someone@example.com');
      expect(
        (
          await register(
            payload({
              email: 'someone@example.com',
              phone_verification_token: phoneToken,
              email_verification_token: resetToken,
            }),
          )
        ).status,
      ).toBe(409);
      expect(
        (
          await register(
            payload({
              email: 'someone2@example.com',
              phone_verification_token: phoneToken,
              email_verification_token: resetToken,
            }),
          )
        ).body.message,
      ).toBe('Please verify your email before proceeding');
      expect(await kit.deps.db.select().from(users)).toHaveLength(1);
    });

    it('refuses a verification older than VERIFIED_CONTACT_TTL_SECONDS', async () => {
      await kit.reset({ verifiedContactTtlSeconds: 600 });
      await verifyBoth();
      kit.advance(600 * SECOND);
      expect((await register(payload())).body.message).toBe(
        'Please verify your mobile number before proceeding',
      );
    });

    it('refuses a registered e-mail or phone with the texts the client maps', async () => {
      await kit.insertUser({ email: 'anita.rao@example.com', phoneNo: '9876500000' });
      await kit.insertUser({ email: 'other@example.com', phoneNo: '9876501234' });
      expect(await register(payload())).toEqual({
        status: 409,
        body: { success: false, message: 'Email already exists', code: 'email_exists' },
      });
      expect(await register(payload({ email: 'new@example.com' }))).toEqual({
        status: 409,
        body: { success: false, message: 'Phone number already exists', code: 'phone_exists' },
      });
    });

    it('refuses an invalid or expired referral code with a message naming the referral', async () => {
      await verifyBoth();
      for (const referral_code of ['NOPE', 'expired2024', 'PAUSED']) {
        expect(await register(payload({ referral_code }))).toEqual({
          status: 400,
          body: { success: false, message: 'Invalid referral code', code: 'referral_invalid' },
        });
      }
      expect(await kit.deps.db.select().from(users)).toHaveLength(0);
    });

    it('two parallel registrations of the same account: one 200, one 409, no 500', async () => {
      await verifyBoth();
      const answers = await Promise.all([register(payload()), register(payload())]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)?.body.message).toBe('Email already exists');
      expect(await kit.deps.db.select().from(users)).toHaveLength(1);
      expect(await kit.deps.db.select().from(sessions)).toHaveLength(1);
    });

    it('refuses a registration without the verification tokens, or with another client’s', async () => {
      // client A verifies its phone and e-mail
      const a = await verifyBoth('anita.rao@example.com', '9876501234', '10.0.0.1');
      // client B sends A's contacts without tokens, with made-up ones, or with tokens swapped
      tokens = {};
      for (const attempt of [
        {},
        { phone_verification_token: 'x'.repeat(43), email_verification_token: 'y'.repeat(43) },
        {
          phone_verification_token: a.email_verification_token,
          email_verification_token: a.phone_verification_token,
        },
      ]) {
        const answer = await kit.post('/auth/register', payload(attempt), { ip: '10.0.0.2' });
        expect(answer).toEqual({
          status: 400,
          body: {
            success: false,
            message: 'Please verify your mobile number before proceeding',
            code: 'phone_not_verified',
          },
        });
      }
      // B cannot use A's tokens for B's own contacts either (they are bound to A's)
      const bContacts = { email: 'bee@example.com', phone_no: '9876507777' };
      expect(
        (await kit.post('/auth/register', payload({ ...bContacts, ...a }), { ip: '10.0.0.2' })).status,
      ).toBe(400);
      expect(await kit.deps.db.select().from(users)).toHaveLength(0);
      // A still registers with its own tokens, once
      expect((await kit.post('/auth/register', payload(a), { ip: '10.0.0.1' })).status).toBe(200);
      expect(await kit.deps.db.select().from(users)).toHaveLength(1);
    });

    it('refuses a NUL in referral_code with 400, never 500', async () => {
      await verifyBoth();
      const answer = await register(payload({ referral_code: 'RCM\u00002026' }));
      expect(answer).toEqual({
        status: 400,
        body: {
          success: false,
          message: 'referral_code: Text must not contain control characters',
          code: 'validation_failed',
        },
      });
    });

    it('limits registration attempts per address and per contact from that address (probes of taken contacts too)', async () => {
      await kit.reset({ registerIpMaxPerHour: 3, registerMaxPerHour: 2 });
      for (let i = 0; i < 4; i++) {
        await kit.insertUser({ email: `taken${i}@example.com`, phoneNo: `987650000${i}` });
      }
      const probe = (email: string, phone: string, ip: string) =>
        kit.post('/auth/register', payload({ email, phone_no: phone }), { ip });
      // attempts without proof count against the address, not the contact: three addresses
      // naming one phone do not fill that phone's limit
      for (let i = 0; i < 3; i++) {
        expect((await probe(`taken${i}@example.com`, '9876511111', `10.0.0.${i}`)).status).toBe(409);
      }
      expect((await probe('taken3@example.com', '9876522222', '10.0.0.9')).status).toBe(409);
      expect((await probe('taken3@example.com', '9876522223', '10.0.0.9')).status).toBe(409);
      expect((await probe('taken3@example.com', '9876522224', '10.0.0.9')).body).toEqual({
        success: false,
        message: 'Too many attempts. Please try again in 60 minutes.',
        code: 'rate_limited',
      });
      // per address
      await kit.reset({ registerIpMaxPerHour: 3 });
      for (let i = 0; i < 3; i++) {
        await kit.insertUser({ email: `taken${i}@example.com`, phoneNo: `987650000${i}` });
        expect((await probe(`taken${i}@example.com`, `98765300${i}0`, '10.0.0.1')).status).toBe(409);
      }
      expect(await probe('free@example.com', '9876540000', '10.0.0.1')).toEqual({
        status: 429,
        body: {
          success: false,
          message: 'Too many requests from your network. Please try again later.',
          code: 'rate_limited',
        },
      });
      expect((await probe('taken0@example.com', '9876540000', '10.0.0.2')).status).toBe(409);
    });

    it('refuses bad payloads with 400 and a message', async () => {
      const cases: Record<string, unknown>[] = [
        payload({ first_name: undefined }),
        payload({ first_name: 'Anita2' }),
        payload({ first_name: 'A'.repeat(36) }),
        payload({ last_name: '' }),
        payload({ phone_no: 98765 }),
        payload({ phone_no: '98765012345' }),
        payload({ phone_no: '98765abcde' }),
        payload({ phone_no: null }),
        payload({ email: 'nope' }),
        payload({ email: 7 }),
        payload({ password: undefined }),
        payload({ password: 'x'.repeat(129) }),
        payload({ role_id: 1 }),
        payload({ role_id: undefined }),
        payload({ email_verified: 2 }),
        payload({ phone_verified: 'yes' }),
        payload({ referral_code: 12 }),
        payload({ referral_code: 'R'.repeat(40) }),
      ];
      for (const body of cases) {
        const answer = await register(body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.success).toBe(false);
        expect(typeof answer.body.message).toBe('string');
      }
      expect((await register(payload({ first_name: '' }))).body.message).toBe('First name is required');
      expect((await register(payload({ phone_no: '123' }))).body.message).toBe(
        'Phone number must be exactly 10 digits',
      );
    });
  });

  describe('POST /user/forgot_password', () => {
    const reset = (body: unknown) => kit.post('/user/forgot_password', body);
    const newPassword = {
      email: 'priya@example.com',
      password: 'Brand-new-1',
      confirm_password: 'Brand-new-1',
    };

    it('sets the new password after a verified code and ends every session', async () => {
      await kit.insertUser({ email: 'priya@example.com', phoneNo: '9876543210', onboardingCompleted: true });
      const tokens = await Promise.all(
        [1, 2].map(async () => {
          const answer = await login('priya@example.com', KNOWN_PASSWORD);
          return (answer.body.result as { token: string }).token;
        }),
      );
      for (const token of tokens) expect((await dashboard(token)).status).toBe(200);

      const reset_token = await kit.verifyContact('password_reset', 'Priya@Example.com');
      expect(await reset({ ...newPassword, email: ' Priya@Example.com', reset_token })).toEqual({
        status: 200,
        body: { success: true, message: 'Password reset successfully' },
      });
      for (const token of tokens) {
        expect(await dashboard(token)).toEqual({
          status: 403,
          body: { success: false, message: 'Invalid session', code: 'invalid_session' },
        });
      }
      expect((await login('priya@example.com', KNOWN_PASSWORD)).status).toBe(401);
      expect((await login('priya@example.com', 'Brand-new-1')).status).toBe(200);
      // the verification served once
      expect(await reset({ ...newPassword, reset_token })).toEqual({
        status: 400,
        body: {
          success: false,
          message: 'Please verify the code sent to your email before resetting your password.',
          code: 'reset_not_verified',
        },
      });
    });

    it('needs a verified password_reset code for that e-mail, within the window', async () => {
      await kit.insertUser({ email: 'priya@example.com', phoneNo: '9876543210' });
      expect((await reset(newPassword)).status).toBe(400);
      // sent but not verified
      await kit.post('/user/send_otp', { contact_value: 'priya@example.com', otp_type: 'password_reset' });
      expect((await reset(newPassword)).status).toBe(400);
      // verified, but too long ago
      await kit.reset({ verifiedContactTtlSeconds: 300 });
      await kit.insertUser({ email: 'priya@example.com', phoneNo: '9876543210' });
      const reset_token = await kit.verifyContact('password_reset', 'priya@example.com');
      kit.advance(300 * SECOND);
      expect((await reset({ ...newPassword, reset_token })).body.message).toBe(
        'Please verify the code sent to your email before resetting your password.',
      );
      const [user] = await kit.deps.db.select().from(users).where(eq(users.email, 'priya@example.com'));
      expect(user.updatedAt.getTime()).not.toBe(kit.deps.now().getTime());
    });

    it('two clients racing the reset: the one without the verification token is refused', async () => {
      await kit.insertUser({ email: 'priya@example.com', phoneNo: '9876543210' });
      const attacker = (body: Record<string, unknown>) =>
        kit.post(
          '/user/forgot_password',
          { email: 'priya@example.com', password: 'Attacker-1', confirm_password: 'Attacker-1', ...body },
          { ip: '203.0.113.66' },
        );
      const refused = {
        status: 400,
        body: {
          success: false,
          message: 'Please verify the code sent to your email before resetting your password.',
          code: 'reset_not_verified',
        },
      };
      // the owner asks for a code and verifies it
      const ownerToken = await kit.verifyContact('password_reset', 'priya@example.com', '198.51.100.7');
      // the attacker polls right after, without the token or with a guessed one, in parallel
      const raced = await Promise.all([
        attacker({}),
        attacker({ reset_token: 'A'.repeat(43) }),
        attacker({ reset_token: '' }),
        kit.post(
          '/user/forgot_password',
          { ...newPassword, reset_token: ownerToken },
          { ip: '198.51.100.7' },
        ),
      ]);
      expect(raced.slice(0, 3)).toEqual([refused, refused, refused]);
      expect(raced[3]).toEqual({
        status: 200,
        body: { success: true, message: 'Password reset successfully' },
      });
      expect((await login('priya@example.com', 'Attacker-1')).status).toBe(401);
      expect((await login('priya@example.com', 'Brand-new-1')).status).toBe(200);
      // and the owner's token is spent
      expect(await attacker({ reset_token: ownerToken })).toEqual(refused);
    });

    it('an unknown e-mail can never be reset', async () => {
      await kit.post('/user/send_otp', { contact_value: 'ghost@example.com', otp_type: 'password_reset' });
      expect((await reset({ ...newPassword, email: 'ghost@example.com' })).status).toBe(400);
    });

    it('counts resets without a valid token per address (RESET_IP_MAX_PER_HOUR), never per e-mail', async () => {
      await kit.reset({ resetMaxPerHour: 3, resetIpMaxPerHour: 5 });
      // a wrong token counts against the address that sent it: the e-mail's limit stays free
      for (let i = 0; i < 4; i++) {
        expect((await kit.post('/user/forgot_password', newPassword, { ip: `10.0.0.${i}` })).status).toBe(
          400,
        );
      }
      // 10.0.0.1 made one of those; four more fill its five
      for (let i = 0; i < 4; i++) {
        const other = { ...newPassword, email: `other${i}@example.com` };
        expect((await kit.post('/user/forgot_password', other, { ip: '10.0.0.1' })).status).toBe(400);
      }
      const more = { ...newPassword, email: 'more@example.com' };
      expect((await kit.post('/user/forgot_password', more, { ip: '10.0.0.1' })).status).toBe(429);
      expect((await kit.post('/user/forgot_password', more, { ip: '10.0.0.3' })).status).toBe(400);
    });

    it('checks the two fields', async () => {
      expect(await reset({ ...newPassword, confirm_password: 'Brand-new-2' })).toEqual({
        status: 400,
        body: { success: false, message: 'Passwords do not match', code: 'passwords_differ' },
      });
      expect((await reset({ ...newPassword, confirm_password: '' })).body.message).toBe(
        'Both password fields are required',
      );
      // the one password rule of every call that sets a password (contract/password-rule.ts)
      expect((await reset({ ...newPassword, password: 'Abc1', confirm_password: 'Abc1' })).body.message).toBe(
        'Password must be at least 8 characters long',
      );
      for (const body of [
        {},
        { email: 'priya@example.com' },
        { ...newPassword, email: 'nope' },
        { ...newPassword, password: 12345678 },
        { ...newPassword, confirm_password: undefined },
        { ...newPassword, password: 'p'.repeat(129), confirm_password: 'p'.repeat(129) },
      ]) {
        const answer = await reset(body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.success).toBe(false);
      }
    });
  });

  describe('POST /auth/logout', () => {
    it('revokes the presented session only', async () => {
      await kit.insertUser({ email: 'priya@example.com', phoneNo: '9876543210', onboardingCompleted: true });
      const a = ((await login('priya@example.com', KNOWN_PASSWORD)).body.result as { token: string }).token;
      const b = ((await login('priya@example.com', KNOWN_PASSWORD)).body.result as { token: string }).token;
      expect(await kit.post('/auth/logout', {}, { token: a })).toEqual({
        status: 200,
        body: { success: true, message: 'Signed out' },
      });
      expect(await dashboard(a)).toEqual({
        status: 403,
        body: { success: false, message: 'Invalid session', code: 'invalid_session' },
      });
      expect((await dashboard(b)).status).toBe(200);
    });

    it('answers a repeat for an ended session as done: the phone’s queued sign-out replayed (issue 35 H13)', async () => {
      await kit.insertUser({ email: 'ravi@example.com', phoneNo: '9876543211', onboardingCompleted: true });
      const a = ((await login('ravi@example.com', KNOWN_PASSWORD)).body.result as { token: string }).token;
      const signedOut = { status: 200, body: { success: true, message: 'Signed out' } };
      expect(await kit.post('/auth/logout', {}, { token: a })).toEqual(signedOut);
      // the replay of a sign-out whose first try reached the server, or a second tab's
      expect(await kit.post('/auth/logout', {}, { token: a })).toEqual(signedOut);
      expect((await dashboard(a)).status).toBe(403);
    });

    it('401 without a token, 403 with a made-up one', async () => {
      expect((await kit.post('/auth/logout', {})).status).toBe(401);
      expect((await kit.post('/auth/logout', {}, { token: 'made-up' })).status).toBe(403);
    });
  });

  describe('never a 500 for bad input', () => {
    const paths = [
      '/auth/login',
      '/auth/register',
      '/auth/referral_verify',
      '/auth/logout',
      '/user/send_otp',
      '/user/verify_otp',
      '/user/forgot_password',
    ];
    const evil = 'EVIL<script>alert(1)</script>';
    const bodies: Array<[string, string | null]> = [
      ['', 'application/json'],
      ['{', 'application/json'],
      ['null', 'application/json'],
      ['[]', 'application/json'],
      ['"text"', 'application/json'],
      ['12', 'application/json'],
      ['true', 'application/json'],
      [
        JSON.stringify({ email: { $ne: 1 }, password: [evil], contact_value: { a: 1 }, code: [evil] }),
        'application/json',
      ],
      [
        JSON.stringify({
          email: evil,
          password: evil,
          otp_type: evil,
          contact_value: evil,
          otp_code: evil,
          code: evil,
        }),
        'application/json',
      ],
      [
        JSON.stringify({
          first_name: '\u0000',
          last_name: '\uD800',
          phone_no: 1e308,
          email: 'a@b.co',
          password: 'x',
        }),
        'application/json',
      ],
      [
        JSON.stringify({ contact_value: 'a@b.co', otp_type: '__proto__', otp_code: '123456' }),
        'application/json',
      ],
      ['{"__proto__":{"polluted":true},"email":"a@b.co","password":"secret1"}', 'application/json'],
      [
        JSON.stringify({ code: 'x'.repeat(100_000), email: `${'y'.repeat(100_000)}@b.co` }),
        'application/json',
      ],
      ['email=a@b.co&password=x', 'application/x-www-form-urlencoded'],
      ['<xml/>', 'text/xml'],
      ['{}', null],
    ];

    it('answers 4xx JSON with a message for every malformed call, and never echoes the input', async () => {
      for (const path of paths) {
        for (const [raw, type] of bodies) {
          const answer = await kit.postRaw(path, raw, type, {
            token: path === '/auth/logout' ? 'bad' : undefined,
          });
          const label = `${path} ${type} ${raw.slice(0, 60)}`;
          expect(answer.status, label).toBeGreaterThanOrEqual(400);
          expect(answer.status, label).toBeLessThan(500);
          expect(answer.body.success, label).toBe(false);
          expect(typeof answer.body.message, label).toBe('string');
          expect(JSON.stringify(answer.body), label).not.toContain('EVIL');
        }
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('answers 404 JSON for unknown auth paths and wrong methods', async () => {
      expect((await kit.get('/auth/login')).status).toBe(404);
      expect((await kit.post('/auth/nothing', {})).status).toBe(404);
    });
  });
});
