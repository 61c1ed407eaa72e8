import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createApp } from '../app';
import { type Config, testConfig } from '../config';
import type { Db, TestDatabase } from '../db/client';
import { users } from '../db/schema';
import type { AppDeps } from '../deps';
import { createSession, type UserRow } from '../services/sessions';
import type { TestBackend } from './test-backends';

/** Test-only helpers for server tests (not a test file itself). */

/** A clock tests can move: `clock.now()` and `clock.advance(ms)`. */
export function testClock(start = new Date('2026-03-01T10:00:00.000Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

export function testDeps(db: Db, config: Partial<Config> = {}, now: () => Date = () => new Date()): AppDeps {
  return { db, config: testConfig({ seedDemo: false, distDir: '/nonexistent-dist', ...config }), now };
}

/** The `env` of `app.request` for a client on this machine (the dev routes answer only those). */
export const LOOPBACK_ENV = {
  incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 40000, remoteFamily: 'IPv4' } },
} as const;

export function testApp(deps: AppDeps): Hono {
  return createApp(deps, { serveSite: false });
}

let counter = 0;

/** Inserts an active candidate (with a placeholder password hash) and answers the row. */
export async function insertUser(
  deps: AppDeps,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  counter += 1;
  const unique = `${process.pid}${counter}${Math.floor(Math.random() * 1e6)}`;
  const [row] = await deps.db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: 'Candidate',
      email: `candidate${unique}@example.com`,
      phoneNo: unique.padStart(10, '9').slice(-10),
      passwordHash: 'scrypt$not-a-real-hash',
      emailVerified: true,
      phoneVerified: true,
      ...fields,
    })
    .returning();
  return row;
}

/** A candidate with a live session: the row and its bearer token. */
export async function signedInUser(
  deps: AppDeps,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<{ user: UserRow; token: string; auth: { Authorization: string } }> {
  const user = await insertUser(deps, fields);
  const token = await createSession(deps, user.id);
  return { user, token, auth: { Authorization: `Bearer ${token}` } };
}

/** Answer JSON of a Hono test request. */
export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/**
 * The hooks of a service test on the database: opens it before all tests and closes it after all;
 * before each test runs `clear`, sets the clock back to `start` and gives `deps` a fresh test config.
 * `deps` stays the same object, so it may be destructured.
 */
export function useServiceDatabase(
  backend: TestBackend,
  clear: (db: Db) => Promise<unknown>,
  start = '2026-03-02T10:00:00Z',
): { deps: AppDeps; advance: (ms: number) => void } {
  let database: TestDatabase | undefined;
  let time = Date.parse(start);
  const deps = { now: () => new Date(time) } as AppDeps;
  beforeAll(async () => {
    database = await backend.open();
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    if (!database) throw new Error('the test database opens in beforeAll');
    await clear(database.db);
    time = Date.parse(start);
    Object.assign(deps, { db: database.db, config: testConfig() });
  });
  return {
    deps,
    advance: (ms) => {
      time += ms;
    },
  };
}
