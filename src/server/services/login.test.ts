import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db, TestDatabase } from '../db/client';
import * as schema from '../db/schema';
import type { AppDeps } from '../deps';
import { testBackends } from '../test-kits/test-backends';
import { insertUser, testClock, testDeps } from '../test-kits/test-helpers';
import { checkLogin } from './login';
import { hashPassword } from './passwords';

const PASSWORD = 'Known#Password1';

describe.each(testBackends())('a login’s statements on $name', (backend) => {
  let database: TestDatabase;
  let deps: AppDeps;
  const clock = testClock();

  beforeAll(async () => {
    database = await backend.open();
    deps = testDeps(database.db, {}, clock.now);
  });
  afterAll(async () => {
    await database?.close();
  });

  /** The same database with every statement drizzle sends written down. */
  function recorded(): { db: Db; statements: string[] } {
    const statements: string[] = [];
    const logger: Logger = { logQuery: (query) => statements.push(query) };
    const client = (database.db as unknown as { $client: never }).$client;
    const db = (backend.name === 'pglite'
      ? drizzlePglite({ client, schema, logger })
      : drizzlePg({ client, schema, logger })) as unknown as Db;
    return { db, statements };
  }

  it('counts the attempt, reads the account and forgets the failures in few statements, no transaction on the embedded database', async () => {
    const user = await insertUser(deps, { passwordHash: await hashPassword(PASSWORD) });
    const { db, statements } = recorded();
    const transaction = vi.spyOn(db, 'transaction');

    const signedIn = await checkLogin(
      { ...deps, db },
      { email: user.email, password: PASSWORD, ip: '203.0.113.7' },
    );
    expect(signedIn.id).toBe(user.id);

    const work = statements.filter((s) => !/^(begin|commit|rollback)\b/i.test(s));
    if (backend.name === 'pglite') {
      // one statement counts and records the attempt; a transaction would hold every other
      // request's queries on the database thread for its round trips
      expect(transaction).not.toHaveBeenCalled();
      expect(work).toHaveLength(3);
    } else {
      // PostgreSQL: the advisory lock, then the same statement, in one transaction
      expect(transaction).toHaveBeenCalledTimes(1);
      expect(work).toHaveLength(4);
    }
  });
});
