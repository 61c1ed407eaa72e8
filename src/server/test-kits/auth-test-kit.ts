import { API_PREFIX } from '@contract/endpoint';
import type { OtpType } from '@contract/limits';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createApp } from '../app';
import { type Config, testConfig } from '../config';
import type { TestDatabase } from '../db/client';
import { referralCodes, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { hashPassword } from '../services/passwords';
import type { TestBackend } from './test-backends';

/**
 * Test helpers for the auth and one-time-code routes: one database per test file (opening one
 * takes seconds), emptied before each test; a clock the test moves; requests with a chosen
 * client address and bearer token.
 */

export const START = new Date('2026-03-02T10:00:00.000Z');
export const KNOWN_PASSWORD = 'Candidate@123';

let knownHash: Promise<string> | undefined;
/** One scrypt hash of KNOWN_PASSWORD per test process (hashing costs about half a second). */
export function knownPasswordHash(): Promise<string> {
  knownHash ??= hashPassword(KNOWN_PASSWORD);
  return knownHash;
}

export interface RequestOptions {
  /** the client's address (default 127.0.0.1) */
  ip?: string;
  token?: string;
  headers?: Record<string, string>;
  /**
   * The client (a browser) sending the request: its cookies are kept and sent back, as a
   * browser does (default 'default': one browser for the whole test). Name another client for a
   * stranger, or pass null for a request without cookies.
   */
  client?: string | null;
}

export interface AnswerOf {
  status: number;
  body: Record<string, unknown> & { success?: boolean; message?: string; result?: Record<string, unknown> };
}

export interface AuthKit {
  backend: TestBackend['name'];
  deps: AppDeps;
  app: Hono;
  /** Moves the clock forward. */
  advance(ms: number): void;
  /** Empties the tables and sets the clock back; pass config overrides for this test. */
  reset(overrides?: Partial<Config>): Promise<void>;
  post(path: string, body: unknown, options?: RequestOptions): Promise<AnswerOf>;
  /** POST with a raw body and content type. */
  postRaw(path: string, raw: string, contentType: string | null, options?: RequestOptions): Promise<AnswerOf>;
  get(path: string, options?: RequestOptions): Promise<AnswerOf>;
  /** The newest code sent to a contact (the dev sent-messages route). */
  latestCode(to: string): Promise<string>;
  /**
   * Sends and verifies a code for the contact (a verified sign-up contact or reset e-mail);
   * answers the verification token verify_otp gave.
   */
  verifyContact(purpose: OtpType, contact: string, ip?: string): Promise<string>;
  /** Inserts an account with KNOWN_PASSWORD (no HTTP), answering its id. */
  insertUser(fields: {
    email: string;
    phoneNo: string;
    onboardingCompleted?: boolean;
    status?: string;
  }): Promise<number>;
  close(): Promise<void>;
}

/** The client address of a request: `ip`, or this machine's (the dev routes answer only that). */
function envWithIp(ip = '127.0.0.1') {
  return { incoming: { socket: { remoteAddress: ip, remotePort: 40000, remoteFamily: 'IPv4' } } };
}

export async function openAuthKit(backend: TestBackend): Promise<AuthKit> {
  const database: TestDatabase = await backend.open();
  let time = START.getTime();
  const configWith = (overrides: Partial<Config>) =>
    testConfig({ seedDemo: false, distDir: '/nonexistent-dist', ...overrides });
  const deps: AppDeps = { db: database.db, config: configWith({}), now: () => new Date(time) };
  let app = createApp(deps, { serveSite: false });
  /** The cookies each client holds, by client and cookie name. */
  const cookieJars = new Map<string, Map<string, string>>();

  const request = async (
    path: string,
    init: RequestInit,
    options: RequestOptions = {},
  ): Promise<AnswerOf> => {
    const headers = new Headers(init.headers);
    if (options.token) headers.set('authorization', `Bearer ${options.token}`);
    const client = options.client === undefined ? 'default' : options.client;
    const jar = client === null ? undefined : (cookieJars.get(client) ?? new Map<string, string>());
    if (client !== null && jar) cookieJars.set(client, jar);
    if (jar?.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    const response = await app.request(`${API_PREFIX}${path}`, { ...init, headers }, envWithIp(options.ip));
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      if (at > 0) jar?.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const text = await response.text();
    let body: AnswerOf['body'];
    try {
      body = JSON.parse(text);
    } catch {
      body = { raw: text };
    }
    return { status: response.status, body };
  };

  const kit: AuthKit = {
    backend: backend.name,
    deps,
    get app() {
      return app;
    },
    advance(ms) {
      time += ms;
    },
    async reset(overrides = {}) {
      time = START.getTime();
      cookieJars.clear();
      deps.config = configWith(overrides);
      app = createApp(deps, { serveSite: false });
      await database.db.execute(
        sql`truncate table sessions, one_time_codes, delivery_queue, rate_events, referral_codes, idempotency_keys, users restart identity cascade`,
      );
      await database.db.insert(referralCodes).values([
        { code: 'RCM2026', active: true },
        { code: 'EXPIRED2024', active: true, expiresAt: new Date('2025-01-01T00:00:00Z') },
        { code: 'PAUSED', active: false },
      ]);
    },
    post(path, body, options) {
      return request(
        path,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        options,
      );
    },
    postRaw(path, raw, contentType, options) {
      const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
      return request(path, { method: 'POST', headers, body: raw }, options);
    },
    get(path, options) {
      return request(path, { method: 'GET' }, options);
    },
    async latestCode(to) {
      const answer = await request(`/dev/sent-messages?to=${encodeURIComponent(to)}`, { method: 'GET' });
      const messages = answer.body.messages as Array<{ code: string }> | undefined;
      if (!messages?.length) throw new Error(`no message for ${to}`);
      return messages[0].code;
    },
    async verifyContact(purpose, contact, ip) {
      const sent = await kit.post(
        '/user/send_otp',
        { user_type: 'candidate', contact_value: contact, otp_type: purpose },
        { ip },
      );
      if (sent.status !== 200) throw new Error(`send_otp ${sent.status} ${sent.body.message}`);
      const code = await kit.latestCode(contact);
      const verified = await kit.post('/user/verify_otp', {
        contact_value: contact,
        otp_type: purpose,
        otp_code: code,
      });
      if (verified.status !== 200) throw new Error(`verify_otp ${verified.status} ${verified.body.message}`);
      const token = verified.body.result?.verification_token;
      if (typeof token !== 'string') throw new Error('verify_otp answered no verification_token');
      return token;
    },
    async insertUser(fields) {
      const [row] = await database.db
        .insert(users)
        .values({
          firstName: 'Test',
          lastName: 'Candidate',
          email: fields.email,
          phoneNo: fields.phoneNo,
          passwordHash: await knownPasswordHash(),
          onboardingCompleted: fields.onboardingCompleted ?? false,
          status: fields.status ?? 'active',
          emailVerified: true,
          phoneVerified: true,
        })
        .returning({ id: users.id });
      return row.id;
    },
    async close() {
      // the event bus's LISTEN connection first (the test database is dropped after)
      await deps.bus?.close();
      await database.close();
    },
  };
  return kit;
}

/**
 * The usual hooks of a route test file: opens the kit before all tests, empties it before each
 * and closes it after all. The answer stands for the kit opened in beforeAll.
 */
export function useAuthKit(backend: TestBackend): AuthKit {
  let current: AuthKit | undefined;
  beforeAll(async () => {
    current = await openAuthKit(backend);
  });
  afterAll(async () => {
    await current?.close();
  });
  beforeEach(async () => {
    await opened().reset();
  });
  const opened = (): AuthKit => {
    if (!current) throw new Error('the auth kit opens in beforeAll');
    return current;
  };
  return new Proxy({} as AuthKit, {
    get: (_target, key) => Reflect.get(opened(), key),
  });
}
