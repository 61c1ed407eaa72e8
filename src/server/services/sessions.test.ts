import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../db/client';
import { sessions, users } from '../db/schema';
import { type AppDeps, eventBusOf } from '../deps';
import { testBackends } from '../test-kits/test-backends';
import { insertUser, testClock, testDeps } from '../test-kits/test-helpers';
import { createSession, findSessionUser, hashToken, revokeAllSessions, revokeSession } from './sessions';

describe.each(testBackends())('sessions on $name', (backend) => {
  let database: TestDatabase;
  let deps: AppDeps;
  const clock = testClock();

  beforeAll(async () => {
    database = await backend.open();
    deps = testDeps(database.db, { sessionTtlDays: 30 }, clock.now);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('issues a random 32-byte token and stores only its hash', async () => {
    const user = await insertUser(deps);
    const token = await createSession(deps, user.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await createSession(deps, user.id)).not.toBe(token);
    const rows = await deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.tokenHash)).toContain(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('finds the user of a live session until it expires', async () => {
    const user = await insertUser(deps);
    const token = await createSession(deps, user.id);
    expect((await findSessionUser(deps, token))?.id).toBe(user.id);
    clock.advance(30 * 24 * 3600 * 1000 - 1000);
    expect((await findSessionUser(deps, token))?.id).toBe(user.id);
    clock.advance(2000);
    expect(await findSessionUser(deps, token)).toBeNull();
  });

  it('finds nobody for unknown, empty or absurd tokens', async () => {
    expect(await findSessionUser(deps, 'unknown')).toBeNull();
    expect(await findSessionUser(deps, '')).toBeNull();
    expect(await findSessionUser(deps, 'x'.repeat(10_000))).toBeNull();
  });

  it('revokes one session, leaving the others', async () => {
    const user = await insertUser(deps);
    const a = await createSession(deps, user.id);
    const b = await createSession(deps, user.id);
    await revokeSession(deps, a);
    expect(await findSessionUser(deps, a)).toBeNull();
    expect((await findSessionUser(deps, b))?.id).toBe(user.id);
  });

  it('revokes every session of one user only', async () => {
    const user = await insertUser(deps);
    const other = await insertUser(deps);
    const a = await createSession(deps, user.id);
    const b = await createSession(deps, user.id);
    const c = await createSession(deps, other.id);
    await eventBusOf(deps).transaction((tx) => revokeAllSessions(deps, tx, user.id));
    expect(await findSessionUser(deps, a)).toBeNull();
    expect(await findSessionUser(deps, b)).toBeNull();
    expect((await findSessionUser(deps, c))?.id).toBe(other.id);
  });

  it('finds nobody once the account is deactivated or deleted', async () => {
    for (const status of ['deactivated', 'deleted']) {
      const user = await insertUser(deps);
      const token = await createSession(deps, user.id);
      await deps.db.update(users).set({ status }).where(eq(users.id, user.id));
      expect(await findSessionUser(deps, token)).toBeNull();
    }
  });
});
