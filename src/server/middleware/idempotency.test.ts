import { devQueueProbeWrite } from '@contract/dev';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_TTL_SECONDS } from '@contract/headers';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../db/client';
import { idempotencyKeys, queueProbe } from '../db/schema';
import type { AppDeps } from '../deps';
import { purgeExpiredIdempotencyKeys } from '../services/idempotency';
import { testBackends } from '../test-kits/test-backends';
import { json, LOOPBACK_ENV, signedInUser, testApp, testClock, testDeps } from '../test-kits/test-helpers';
import { bodyHash, IDEMPOTENT_REPLAY_HEADER, idempotency } from './idempotency';

describe('bodyHash', () => {
  const requestHash = async (request: Request) =>
    bodyHash(new Uint8Array(await request.arrayBuffer()), request.headers.get('content-type') ?? '');
  const formRequest = (parts: [string, string | File][]) => {
    const data = new FormData();
    for (const [name, value] of parts) data.append(name, value);
    return new Request('http://localhost/', { method: 'POST', body: data });
  };
  const recording = (byte: number) => new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, byte])], 'a.webm');

  it('hashes a multipart body by its parts, whatever the boundary', async () => {
    const parts: [string, string | File][] = [
      ['job_id', '2'],
      ['voice_files', recording(1)],
    ];
    const first = formRequest(parts);
    const second = formRequest(parts);
    expect(first.headers.get('content-type')).not.toBe(second.headers.get('content-type'));
    expect(await requestHash(first)).toBe(await requestHash(second));
  });

  it('tells apart other texts, other file bytes, other order and a part moved between names', async () => {
    const base = await requestHash(
      formRequest([
        ['a', 'x'],
        ['b', 'y'],
      ]),
    );
    expect(
      await requestHash(
        formRequest([
          ['a', 'x'],
          ['b', 'z'],
        ]),
      ),
    ).not.toBe(base);
    expect(
      await requestHash(
        formRequest([
          ['b', 'y'],
          ['a', 'x'],
        ]),
      ),
    ).not.toBe(base);
    expect(
      await requestHash(
        formRequest([
          ['a', 'xb'],
          ['', 'y'],
        ]),
      ),
    ).not.toBe(base);
    expect(await requestHash(formRequest([['f', recording(1)]]))).not.toBe(
      await requestHash(formRequest([['f', recording(2)]])),
    );
  });

  it('hashes other bodies, and a multipart body that does not parse, by their bytes', async () => {
    const json = (text: string) =>
      new Request('http://localhost/', {
        method: 'POST',
        body: text,
        headers: { 'content-type': 'application/json' },
      });
    expect(await requestHash(json('{"a":1}'))).toBe(await requestHash(json('{"a":1}')));
    expect(await requestHash(json('{"a":1}'))).not.toBe(await requestHash(json('{"a": 1}')));
    const broken = (text: string) =>
      new Request('http://localhost/', {
        method: 'POST',
        body: text,
        headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      });
    expect(await requestHash(broken('--nope'))).toBe(await requestHash(broken('--nope')));
    expect(await requestHash(broken('--nope'))).not.toBe(await requestHash(broken('--nope2')));
  });
});

const probe = `/api${devQueueProbeWrite.path}`;

interface ProbeAnswer {
  success: boolean;
  result: { id: number; count: number };
}
interface ProbeList {
  success: boolean;
  result: { count: number; items: { id: number; payload: unknown; created_at: string }[] };
}

describe.each(testBackends())('idempotent writes on $name', (backend) => {
  let database: TestDatabase;
  let deps: AppDeps;
  let app: Hono;
  /** `app.request` from a loopback client */
  const request = (path: string, init?: RequestInit) => app.request(path, init, LOOPBACK_ENV);
  const clock = testClock();

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    request(probe, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(payload),
    });
  const stored = async () => (await json<ProbeList>(await request(probe))).result;

  beforeAll(async () => {
    database = await backend.open();
    deps = testDeps(database.db, {}, clock.now);
    app = testApp(deps);
  });
  beforeEach(async () => {
    await deps.db.delete(queueProbe);
    await deps.db.delete(idempotencyKeys);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('stores each write without a key', async () => {
    const first = await post({ n: 1 });
    expect(first.status).toBe(200);
    expect((await json<ProbeAnswer>(first)).result.count).toBe(1);
    expect((await json<ProbeAnswer>(await post({ n: 1 }))).result.count).toBe(2);
    const list = await stored();
    expect(list.count).toBe(2);
    expect(list.items.map((i) => i.payload)).toEqual([{ n: 1 }, { n: 1 }]);
  });

  it('answers a repeated key with the first answer and applies the write once', async () => {
    const headers = { [IDEMPOTENCY_KEY_HEADER]: 'key-repeat-1' };
    const first = await post({ note: 'first' }, headers);
    const firstBody = await first.json();
    expect(first.status).toBe(200);
    expect(first.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();

    const second = await post({ note: 'first' }, headers);
    expect(second.status).toBe(200);
    expect(second.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(second.headers.get('content-type')).toContain('application/json');
    // Byte for byte the first answer.
    expect(await second.text()).toBe(JSON.stringify(firstBody));

    const list = await stored();
    expect(list.count).toBe(1);
    expect(list.items[0].payload).toEqual({ note: 'first' });
  });

  it('answers 422 to the same key with another body, and applies nothing', async () => {
    const headers = { [IDEMPOTENCY_KEY_HEADER]: 'key-other-body' };
    expect((await post({ note: 'first' }, headers)).status).toBe(200);
    const other = await post({ note: 'second' }, headers);
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({
      success: false,
      message: 'This Idempotency-Key was used with a different request',
      code: 'idempotency_key_reused',
    });
    expect((await stored()).count).toBe(1);
  });

  it('applies concurrent duplicates once and answers both alike', async () => {
    const headers = { [IDEMPOTENCY_KEY_HEADER]: 'key-concurrent' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post({ note: 'same' }, headers)));
    const bodies = await Promise.all(answers.map((a) => a.json()));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect((await stored()).count).toBe(1);
  });

  it('keeps keys of different users and calls apart', async () => {
    const a = await signedInUser(deps);
    const b = await signedInUser(deps);
    const key = { [IDEMPOTENCY_KEY_HEADER]: 'shared-key' };
    const fromA = await json<ProbeAnswer>(await post({ who: 'a' }, { ...key, ...a.auth }));
    const fromB = await json<ProbeAnswer>(await post({ who: 'b' }, { ...key, ...b.auth }));
    const anonymous = await json<ProbeAnswer>(await post({ who: 'anonymous' }, key));
    expect(new Set([fromA.result.id, fromB.result.id, anonymous.result.id]).size).toBe(3);
    expect((await stored()).count).toBe(3);
    // A's repeat still gets A's answer.
    expect(await json<ProbeAnswer>(await post({ who: 'a' }, { ...key, ...a.auth }))).toEqual(fromA);
    expect((await stored()).count).toBe(3);
  });

  it('forgets a key after 24 hours', async () => {
    const headers = { [IDEMPOTENCY_KEY_HEADER]: 'key-expiring' };
    await post({ n: 1 }, headers);
    clock.advance(IDEMPOTENCY_TTL_SECONDS * 1000 - 1000);
    await post({ n: 1 }, headers);
    expect((await stored()).count).toBe(1);
    clock.advance(2000);
    await post({ n: 2 }, headers);
    expect((await stored()).count).toBe(2);
  });

  it('purges keys older than 24 hours', async () => {
    await post({ n: 1 }, { [IDEMPOTENCY_KEY_HEADER]: 'old' });
    clock.advance(IDEMPOTENCY_TTL_SECONDS * 1000 + 1);
    await post({ n: 2 }, { [IDEMPOTENCY_KEY_HEADER]: 'new' });
    expect(await purgeExpiredIdempotencyKeys(deps)).toBe(1);
    expect(await deps.db.select().from(idempotencyKeys)).toHaveLength(1);
  });

  it('purges rows of the earlier format, which could hold a login token in plain text', async () => {
    await post({ n: 1 }, { [IDEMPOTENCY_KEY_HEADER]: 'current' });
    await deps.db.insert(idempotencyKeys).values({
      key: 'legacy-row',
      scope: 'anonymous POST /api/auth/login',
      status: 200,
      body: { success: true, result: { token: 'plain-token' } },
      createdAt: clock.now(),
    });
    expect(await purgeExpiredIdempotencyKeys(deps)).toBe(1);
    const rows = await deps.db.select().from(idempotencyKeys);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('plain-token');
  });

  it('refuses a key over 200 characters and an empty one', async () => {
    for (const key of ['k'.repeat(201), ' ']) {
      const response = await post({ n: 1 }, { [IDEMPOTENCY_KEY_HEADER]: key });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        message: 'Idempotency-Key must be 1 to 200 characters',
        code: 'idempotency_key_invalid',
      });
    }
    expect((await post({ n: 1 }, { [IDEMPOTENCY_KEY_HEADER]: 'k'.repeat(200) })).status).toBe(200);
    expect((await stored()).count).toBe(1);
  });

  it('remembers only successful answers, so a retry of a failure or a refusal runs again', async () => {
    let runs = 0;
    const flaky = new Hono();
    flaky.use('*', idempotency(deps));
    flaky.post('/flaky', (c) => {
      runs += 1;
      if (runs === 1) throw new Error('database hiccup');
      if (runs === 2) return c.json({ success: false, message: 'overloaded' }, 503);
      return c.json({ success: true, run: runs });
    });
    flaky.post('/bad', (c) => {
      runs += 1;
      return c.json({ success: false, message: 'bad input' }, 400);
    });
    flaky.onError((_error, c) => c.json({ success: false, message: 'Something went wrong' }, 500));
    const send = (path: string) =>
      flaky.request(path, { method: 'POST', headers: { [IDEMPOTENCY_KEY_HEADER]: 'retry-me' } });

    expect((await send('/flaky')).status).toBe(500);
    expect((await send('/flaky')).status).toBe(503);
    expect(await (await send('/flaky')).json()).toEqual({ success: true, run: 3 });
    expect(await (await send('/flaky')).json()).toEqual({ success: true, run: 3 });
    expect(runs).toBe(3);

    // a bad first request does not poison the key: the corrected one runs
    expect((await send('/bad')).status).toBe(400);
    expect((await send('/bad')).status).toBe(400);
    expect(runs).toBe(5);
  });

  it('never remembers an answer carrying a token', async () => {
    let runs = 0;
    const secretive = new Hono();
    secretive.use('*', idempotency(deps));
    secretive.post('/session', (c) => {
      runs += 1;
      return c.json({ success: true, result: { token: `secret-${runs}`, tempToken: null } });
    });
    const send = () =>
      secretive.request('/session', { method: 'POST', headers: { [IDEMPOTENCY_KEY_HEADER]: 'secret-key' } });
    expect(await (await send()).json()).toMatchObject({ result: { token: 'secret-1' } });
    expect(await (await send()).json()).toMatchObject({ result: { token: 'secret-2' } });
    expect(await deps.db.select().from(idempotencyKeys)).toHaveLength(0);
  });

  it('lets GET requests through untouched', async () => {
    await post({ n: 1 });
    const response = await request(probe, { headers: { [IDEMPOTENCY_KEY_HEADER]: 'get-key' } });
    expect(response.status).toBe(200);
    expect(await deps.db.select().from(idempotencyKeys)).toHaveLength(0);
  });
});
