import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '../contract/headers';
import type { TestDatabase } from './db/client';
import { seedCatalogueIfEmpty } from './db/seed-catalogue';
import { IDEMPOTENT_REPLAY_HEADER } from './middleware/idempotency';
import { hashPassword } from './services/passwords';
import { testBackends } from './test-kits/test-backends';
import { insertUser, json, LOOPBACK_ENV, testApp, testDeps } from './test-kits/test-helpers';

/**
 * Several server processes (WORKERS=N, or several `npm start`s) answer one candidate's requests
 * in turn: a server keeps no state of its own, only the database's. Two apps built apart over
 * one database stand in for two processes here (scripts/bench-load.mjs with BENCH_SERVERS=2
 * checks the same across real processes).
 */
describe.each(testBackends())('two servers on one database ($name)', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await backend.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('share sessions, remembered answers and sign-outs', async () => {
    const one = testApp(testDeps(database.db));
    const two = testApp(testDeps(database.db));
    await seedCatalogueIfEmpty(testDeps(database.db));
    const password = 'Shared@12345';
    const user = await insertUser(testDeps(database.db), { passwordHash: await hashPassword(password) });
    const call = (
      app: typeof one,
      method: string,
      path: string,
      {
        token,
        body,
        headers = {},
      }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
    ) =>
      app.request(
        `/api${path}`,
        {
          method,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        },
        LOOPBACK_ENV,
      );

    // signed in on one, known on the other
    const login = await call(one, 'POST', '/auth/login', {
      body: { email: user.email, password, role_id: 3 },
    });
    expect(login.status).toBe(200);
    const token = (await json<{ result: { token: string } }>(login)).result.token;
    expect((await call(two, 'POST', '/candidates/job_search', { token, body: {} })).status).toBe(200);

    // a write with an Idempotency-Key on one, retried on the other: the first answer, once
    const save = { token, body: { job_id: 1, saved: true }, headers: { [IDEMPOTENCY_KEY_HEADER]: 'k-1' } };
    const first = await call(one, 'POST', '/candidates/save_job', save);
    expect(first.status).toBe(200);
    const again = await call(two, 'POST', '/candidates/save_job', save);
    expect(again.status).toBe(200);
    expect(again.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(await again.text()).toBe(await first.text());

    // signed out on two, refused on one
    expect((await call(two, 'POST', '/auth/logout', { token, body: {} })).status).toBe(200);
    expect((await call(one, 'POST', '/candidates/job_search', { token, body: {} })).status).toBe(403);
  });
});
