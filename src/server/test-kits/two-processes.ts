import { EVENTS_PATH } from '@contract/events';
import { afterAll, beforeAll, expect } from 'vitest';
import { startServer, type TestServer } from '../../../tests/e2e/server';
import type { TestDatabase } from '../db/client';
import { type SseReader, sseReader } from './sse-reader';
import type { TestBackend } from './test-backends';

/** The two processes of `useTwoProcesses`, and the calls a test makes through either. */
export interface TwoProcesses {
  first(): TestServer;
  second(): TestServer;
  /** One call through `server`, expected to answer 200; answers its `result`. */
  call(
    server: TestServer,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    token: string | null,
    body?: unknown,
  ): Promise<Record<string, unknown>>;
  /** A login through `server` (role 3 a candidate, 2 a recruiter): its token. */
  login(server: TestServer, email: string, password: string, roleId: 2 | 3): Promise<string>;
  /** The account's event stream on `server`, read past its `ready`; closed after the file. */
  stream(server: TestServer, token: string): Promise<SseReader>;
}

/**
 * Two real server processes, started as `npm start` runs them (one worker each), on one database
 * of `backend` (PostgreSQL: the processes meet through its LISTEN/NOTIFY), for the tests of a
 * describe block that prove what crosses from one process to the other.
 */
export function useTwoProcesses(backend: TestBackend): TwoProcesses {
  let database: TestDatabase;
  let first: TestServer | undefined;
  let second: TestServer | undefined;
  const readers: SseReader[] = [];

  beforeAll(async () => {
    database = await backend.open();
    const env = { DATABASE_URL: database.url ?? '', WORKERS: '1' };
    // one after the other: the first seeds the empty database, the second finds it seeded
    first = await startServer({ env });
    second = await startServer({ env });
  }, 300_000);
  afterAll(async () => {
    for (const reader of readers) await reader.close();
    await first?.stop();
    await second?.stop();
    await database?.close();
  }, 60_000);

  const started = (server: TestServer | undefined) => {
    if (!server) throw new Error('the two processes have not started');
    return server;
  };
  const call: TwoProcesses['call'] = async (server, method, path, token, body) => {
    const response = await fetch(`${server.baseUrl}/api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as { result?: Record<string, unknown> };
    expect(response.status, JSON.stringify(answer)).toBe(200);
    return answer.result ?? {};
  };
  return {
    first: () => started(first),
    second: () => started(second),
    call,
    login: async (server, email, password, roleId) =>
      (await call(server, 'POST', '/auth/login', null, { email, password, role_id: roleId })).token as string,
    stream: async (server, token) => {
      const response = await fetch(`${server.baseUrl}/api${EVENTS_PATH}`, {
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
      });
      expect(response.status).toBe(200);
      // the stream is never compressed (each event must reach the reader as it is written)
      expect(response.headers.get('content-encoding')).toBeNull();
      const reader = sseReader(response);
      readers.push(reader);
      expect((await reader.next({ timeoutMs: 20_000 })).event).toBe('ready');
      return reader;
    },
  };
}
