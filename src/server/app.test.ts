import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardResult, dashboard } from '../contract/dashboard';
import { devQueueProbeWrite, devRunDigests, devSentMessages } from '../contract/dev';
import { health } from '../contract/health';
import { type City, cityState, type OnboardingLists, onboardingLists } from '../contract/lists';
import type { TestDatabase } from './db/client';
import { sessions, users } from './db/schema';
import { seedIfEmpty } from './db/seed';
import { CITIES, EHR_SYSTEMS, NON_VOICE_SUB_CATEGORIES, VOICE_SUB_CATEGORIES } from './db/seed-data';
import type { AppDeps } from './deps';
import { revokeSession } from './services/sessions';
import { sqlBackends } from './test-kits/test-backends';
import { json, LOOPBACK_ENV, signedInUser, testApp, testDeps } from './test-kits/test-helpers';
import { JSON_BODY_MAX_BYTES } from './validate';

const api = (path: string) => `/api${path}`;
const MARKER = 'ECHO-MARKER-7f3a91';

describe.each(sqlBackends())('API server on $name', (backend) => {
  let database: TestDatabase;
  let deps: AppDeps;
  let app: Hono;
  /** `app.request` from a loopback client */
  const request = (path: string, init?: RequestInit) => app.request(path, init, LOOPBACK_ENV);

  beforeAll(async () => {
    database = await backend.open();
    deps = testDeps(database.db);
    await seedIfEmpty(deps);
    app = testApp(deps);
  });
  afterAll(async () => {
    await database?.close();
  });

  describe('health and errors', () => {
    it('answers health with the database kind', async () => {
      const response = await request(api(health.path));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, status: 'ok', database: backend.name });
    });

    it('answers an unknown API path with JSON 404', async () => {
      for (const [method, path] of [
        ['GET', '/api/nowhere'],
        ['POST', '/api/candidates/nothing-here'],
        ['GET', '/api'],
      ]) {
        const response = await request(path, { method });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(response.headers.get('content-type')).toContain('application/json');
        expect(await response.json()).toEqual({ success: false, message: 'Not found', code: 'not_found' });
      }
    });

    it('answers malformed JSON with 400 and never echoes the body', async () => {
      const response = await request(api(devQueueProbeWrite.path), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: `{"note": "${MARKER}", oops`,
      });
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        success: false,
        message: 'Malformed JSON body',
        code: 'malformed_json',
      });
      expect(text).not.toContain(MARKER);
    });

    it('answers a schema failure with the message only, not the value sent', async () => {
      const response = await request(api(devQueueProbeWrite.path), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify([MARKER]),
      });
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        success: false,
        message: 'The payload must be a JSON object',
        code: 'validation_failed',
      });
      expect(text).not.toContain(MARKER);
    });

    it('refuses a body that is not JSON with 415', async () => {
      const response = await request(api(devQueueProbeWrite.path), {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: MARKER,
      });
      expect(response.status).toBe(415);
      const text = await response.text();
      expect(JSON.parse(text).success).toBe(false);
      expect(text).not.toContain(MARKER);
    });

    it('refuses an oversize body with JSON 413', async () => {
      const body = JSON.stringify({ filler: 'x'.repeat(JSON_BODY_MAX_BYTES), marker: MARKER });
      const response = await request(api(devQueueProbeWrite.path), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(response.status).toBe(413);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        success: false,
        message: 'Request body is too large',
        code: 'body_too_large',
      });
      expect(text).not.toContain(MARKER);
    });

    /**
     * POSTs a chunked body (no Content-Length) of `total` bytes in `chunkBytes` pieces to the
     * queue probe; answers the response and how many bytes the server pulled from the stream.
     */
    async function postChunked(chunkBytes: number, total: number) {
      const chunk = new Uint8Array(chunkBytes).fill(0x61);
      const sent = { bytes: 0 };
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent.bytes >= total) controller.close();
          else {
            sent.bytes += chunk.byteLength;
            controller.enqueue(chunk);
          }
        },
      });
      const response = await request(api(devQueueProbeWrite.path), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      return { response, pulled: sent.bytes };
    }
    const tooLarge = { success: false, message: 'Request body is too large', code: 'body_too_large' };

    it('refuses a body over the request limit before reading it all, with JSON 413', async () => {
      const { response } = await postChunked(1024 * 1024, 40 * 1024 * 1024);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual(tooLarge);
    });

    it('stops reading a chunked JSON body without Content-Length near the 1 MB limit, with JSON 413', async () => {
      const { response, pulled } = await postChunked(64 * 1024, 25 * 1024 * 1024);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual(tooLarge);
      expect(pulled).toBeLessThan(JSON_BODY_MAX_BYTES + 512 * 1024);
    });

    it('refuses JSON nested 50,000 deep with 400, never 500', async () => {
      for (const body of [
        `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
        '['.repeat(50_000) + ']'.repeat(50_000),
      ]) {
        const response = await request(api(devQueueProbeWrite.path), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          success: false,
          message: 'JSON is nested too deeply (at most 32 levels)',
          code: 'validation_failed',
        });
      }
      // 32 levels are fine
      const fine = await request(api(devQueueProbeWrite.path), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: `{"a":${'['.repeat(31)}"{[x"${']'.repeat(31)}}`,
      });
      expect(fine.status).toBe(200);
    });

    it('refuses a NUL byte anywhere in the queue probe payload with 400', async () => {
      const response = await request(api(devQueueProbeWrite.path), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ note: { text: `A\u0000B${MARKER}` } }),
      });
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        success: false,
        message: 'note.text: Text must not contain control characters',
        code: 'validation_failed',
      });
      expect(text).not.toContain(MARKER);
    });

    it('puts the security headers on API answers', async () => {
      const response = await request(api(health.path));
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('cache-control')).toBe('no-store');
    });
  });

  describe('GET /auth/city_state', () => {
    it('answers every city with id, name and state, without a session', async () => {
      const response = await request(api(cityState.path));
      expect(response.status).toBe(200);
      const body = await json<{ success: boolean; message: string; result: City[] }>(response);
      expect(body.success).toBe(true);
      expect(typeof body.message).toBe('string');
      expect(body.result).toHaveLength(CITIES.length);
      for (const city of body.result) {
        expect(Object.keys(city).sort()).toEqual(['id', 'name', 'state']);
        expect(typeof city.id).toBe('number');
      }
      expect(body.result).toContainEqual(expect.objectContaining({ name: 'Chennai', state: 'Tamil Nadu' }));
      const names = body.result.map((c) => c.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    });
  });

  describe('GET /candidates/onboarding/lists', () => {
    const path = api(onboardingLists.path);

    it('answers 401 without a token', async () => {
      const response = await request(path);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        success: false,
        message: 'Authentication required',
        code: 'unauthenticated',
      });
    });

    it('answers 403 with an unknown token', async () => {
      const response = await request(path, { headers: { Authorization: 'Bearer not-a-real-token' } });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        success: false,
        message: 'Invalid session',
        code: 'invalid_session',
      });
    });

    it('answers 403 with a revoked token', async () => {
      const { token, auth } = await signedInUser(deps);
      expect((await request(path, { headers: auth })).status).toBe(200);
      await revokeSession(deps, token);
      const response = await request(path, { headers: auth });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        success: false,
        message: 'Invalid session',
        code: 'invalid_session',
      });
    });

    it('answers 403 with an expired token', async () => {
      const { user, auth } = await signedInUser(deps);
      await deps.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, user.id));
      expect((await request(path, { headers: auth })).status).toBe(403);
    });

    it('answers 403 for a deactivated account', async () => {
      const { user, auth } = await signedInUser(deps);
      await deps.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, user.id));
      expect((await request(path, { headers: auth })).status).toBe(403);
    });

    it('answers every list in the contract shape, in seeded order', async () => {
      const { auth } = await signedInUser(deps);
      const response = await request(path, { headers: auth });
      expect(response.status).toBe(200);
      const body = await json<{ success: boolean; message: string; result: OnboardingLists }>(response);
      expect(body.success).toBe(true);
      expect(typeof body.message).toBe('string');
      expect(Object.keys(body.result).sort()).toEqual(
        [
          'certificateInstitutes',
          'certifications',
          'companies',
          'ehrSpecializations',
          'ehrSystems',
          'educations',
          'institutes',
          'subCategories',
        ].sort(),
      );
      for (const [name, list] of Object.entries(body.result)) {
        expect(list.length, name).toBeGreaterThan(0);
        for (const item of list) {
          const keys = name === 'subCategories' ? ['category_id', 'id', 'name'] : ['id', 'name'];
          expect(Object.keys(item).sort(), name).toEqual(keys);
          expect(typeof item.id).toBe('number');
          expect(typeof item.name).toBe('string');
        }
      }
      expect(body.result.ehrSystems.map((i) => i.name)).toEqual(EHR_SYSTEMS);
      const voice = body.result.subCategories.filter((s) => s.category_id === 1).map((s) => s.name);
      const nonVoice = body.result.subCategories.filter((s) => s.category_id === 2).map((s) => s.name);
      expect(voice).toEqual(VOICE_SUB_CATEGORIES);
      expect(nonVoice).toEqual(NON_VOICE_SUB_CATEGORIES);
      expect(body.result.certifications.map((c) => c.name)).toEqual(
        expect.arrayContaining(['CPC', 'CCS', 'COC', 'CRC', 'CPB', 'CIC', 'Other']),
      );
    });
  });

  describe('GET /candidates/dashboard', () => {
    const path = api(dashboard.path);

    it('needs a session', async () => {
      expect((await request(path)).status).toBe(401);
      expect((await request(path, { headers: { Authorization: 'Bearer nope' } })).status).toBe(403);
    });

    it('answers user_details from the account and the rest of the dashboard', async () => {
      const { user, auth } = await signedInUser(deps, { firstName: 'Meena', lastName: 'Iyer' });
      const response = await request(path, { headers: auth });
      expect(response.status).toBe(200);
      const body = await json<{ success: boolean; result: DashboardResult }>(response);
      expect(body.success).toBe(true);
      expect(body.result.user_details).toEqual({
        user_id: user.id,
        first_name: 'Meena',
        last_name: 'Iyer',
        phone_no: user.phoneNo,
        email: user.email,
        employment_list: [],
        profile_picture: null,
        active_since: user.createdAt.toISOString(),
        activity_status: 'Highly Active',
      });
      // a new account with nothing filled: the account's 10 percent; no jobs in an empty catalogue
      expect(body.result.profile_completion).toBe(10);
      expect(body.result.applied_count).toBe(0);
      expect(body.result.recruiter_views).toBe(0);
      expect(body.result.recent_jobs).toEqual([]);
    });
  });
});

describe('production mode', () => {
  it('has no dev routes', async () => {
    const [backend] = sqlBackends();
    const database = await backend.open();
    try {
      const app = testApp(testDeps(database.db, { nodeEnv: 'production', isProduction: true }));
      const post = await app.request(
        api(devQueueProbeWrite.path),
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        },
        LOOPBACK_ENV,
      );
      expect(post.status).toBe(404);
      expect((await app.request(api(devQueueProbeWrite.path), {}, LOOPBACK_ENV)).status).toBe(404);
      expect((await app.request(api(`${devSentMessages.path}?to=a@b.co`), {}, LOOPBACK_ENV)).status).toBe(
        404,
      );
      expect((await app.request(api(devRunDigests.path), { method: 'POST' }, LOOPBACK_ENV)).status).toBe(404);
    } finally {
      await database.close();
    }
  });
});

describe('dev routes', () => {
  it('answer only clients on this machine (404 from the network, or through a proxy)', async () => {
    const [backend] = sqlBackends();
    const database = await backend.open();
    try {
      const app = testApp(testDeps(database.db));
      const from = (remoteAddress: string, headers: Record<string, string> = {}) => ({
        path: api(`${devSentMessages.path}?to=a@b.co`),
        init: { headers },
        env: { incoming: { socket: { remoteAddress, remotePort: 40000, remoteFamily: 'IPv4' } } },
      });
      const status = async (r: ReturnType<typeof from>) => (await app.request(r.path, r.init, r.env)).status;
      expect(await status(from('127.0.0.1'))).toBe(200);
      expect(await status(from('::1'))).toBe(200);
      expect(await status(from('::ffff:127.0.0.1'))).toBe(200);
      const away = await app.request(api(`${devSentMessages.path}?to=a@b.co`), {}, from('192.168.1.20').env);
      expect(away.status).toBe(404);
      expect(await away.json()).toEqual({ success: false, message: 'Not found', code: 'not_found' });
      expect(await status(from('10.0.0.7'))).toBe(404);
      const probe = await app.request(
        api(devQueueProbeWrite.path),
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' },
        from('192.168.1.20').env,
      );
      expect(probe.status).toBe(404);
      // a local reverse proxy forwarding a network client
      expect(await status(from('127.0.0.1', { 'x-forwarded-for': '192.168.1.20' }))).toBe(404);
      const behindProxy = testApp(testDeps(database.db, { trustProxy: 1 }));
      const r = from('127.0.0.1', { 'x-forwarded-for': '192.168.1.20' });
      expect((await behindProxy.request(r.path, r.init, r.env)).status).toBe(404);
      const local = from('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' });
      expect((await behindProxy.request(local.path, local.init, local.env)).status).toBe(200);
    } finally {
      await database.close();
    }
  });
});
