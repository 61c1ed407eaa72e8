import type { Hono } from 'hono';
import { createApp } from './app';
import { type Config, testConfig } from './config';
import type { Db } from './db/client';
import { users } from './db/schema';
import type { AppDeps } from './deps';
import { createSession, type UserRow } from './services/sessions';

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
