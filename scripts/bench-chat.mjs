#!/usr/bin/env node
// `npm run bench:chat` (issue 24): the chat stream with BENCH_CANDIDATES connected candidates
// (default 200) on PostgreSQL. Makes a temporary database on the PostgreSQL server of
// DATABASE_URL (or TEST_DATABASE_URL; the role needs CREATEDB) and drops it at the end, starts the
// server on it as `npm start` does (WORKERS=BENCH_WORKERS processes, default 2: a message written
// through one process reaches a stream held by another through LISTEN/NOTIFY), gives each
// candidate a conversation and a session (src/server/db/bench-chat-setup-cli.ts), opens every
// candidate's GET /api/events, then the recruiters write BENCH_MESSAGES messages (default 1,000,
// BENCH_CONCURRENCY at a time, default 10) and the time from each POST being sent to the event
// reaching the right candidate's stream is measured: p50, p95, max, and how many never arrived
// (within 10 s after the last write) or reached another stream. Goal: p95 < 1 s, 0 missed.
// Timing goals are read here, never asserted in tests.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { percentile } from './lib/bench.mjs';
import { startServer } from './lib/server.mjs';

const root = join(import.meta.dirname, '..');
const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error(
    'bench:chat runs on PostgreSQL: set DATABASE_URL (e.g. postgres://rcm:rcm@127.0.0.1:5432/rcm_test); ' +
      'a temporary database is made on that server and dropped after.',
  );
  process.exit(2);
}
const candidates = Number(process.env.BENCH_CANDIDATES) || 200;
const messageCount = Number(process.env.BENCH_MESSAGES) || 1000;
const concurrency = Number(process.env.BENCH_CONCURRENCY) || 10;
const workers = Number(process.env.BENCH_WORKERS) || 2;
const LATE_MS = 10_000;

const name = `rcm_bench_chat_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
await admin.end();
const benchUrl = new URL(adminUrl);
benchUrl.pathname = `/${name}`;
const databaseUrl = benchUrl.toString();

const work = mkdtempSync(join(tmpdir(), 'rcm-bench-chat-'));
let server;
const streams = [];
try {
  server = await startServer({
    env: { NODE_ENV: 'test', DATABASE_URL: databaseUrl, WORKERS: String(workers), SEED_DEMO: 'false' },
  });
  const file = join(work, 'accounts.json');
  const setup = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/db/bench-chat-setup-cli.ts', String(candidates), file],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl } },
  );
  if (setup.status !== 0) throw new Error('the bench setup failed');
  const accounts = JSON.parse(readFileSync(file, 'utf8'));

  /** body -> { sentAt, reader index, receivedAt } */
  const pending = new Map();
  let misrouted = 0;
  const latencies = [];

  const openStream = async (account, index) => {
    const controller = new AbortController();
    const response = await fetch(`${server.baseUrl}/api/events`, {
      headers: { authorization: `Bearer ${account.candidate_token}` },
      signal: controller.signal,
    });
    if (response.status !== 200) throw new Error(`stream ${index}: ${response.status}`);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    let ready;
    const isReady = new Promise((resolve) => {
      ready = resolve;
    });
    (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const now = performance.now();
          buffer += decoder.decode(value, { stream: true });
          let at = buffer.indexOf('\n\n');
          while (at >= 0) {
            const block = buffer.slice(0, at);
            buffer = buffer.slice(at + 2);
            at = buffer.indexOf('\n\n');
            const event = /^event: (.*)$/m.exec(block)?.[1];
            if (event === 'ready') ready();
            if (event !== 'message') continue;
            const data = JSON.parse(
              block
                .split('\n')
                .filter((line) => line.startsWith('data: '))
                .map((line) => line.slice(6))
                .join('\n'),
            );
            const sent = pending.get(data.message.body);
            if (!sent) continue; // the setup's first message
            if (sent.reader !== index) misrouted++;
            else if (sent.receivedAt === undefined) {
              sent.receivedAt = now;
              latencies.push(now - sent.sentAt);
            }
          }
        }
      } catch {
        // aborted at the end
      }
    })();
    streams.push(controller);
    await isReady;
  };

  const openStarted = performance.now();
  for (let i = 0; i < accounts.length; i += 20) {
    await Promise.all(accounts.slice(i, i + 20).map((account, j) => openStream(account, i + j)));
  }
  console.log(
    `${accounts.length} streams open and ready in ${((performance.now() - openStarted) / 1000).toFixed(1)} s`,
  );

  let next = 0;
  let failed = 0;
  const writeStarted = performance.now();
  const writer = async () => {
    while (next < messageCount) {
      const k = next++;
      const index = k % accounts.length;
      const account = accounts[index];
      const body = `bench message ${k}`;
      pending.set(body, { sentAt: performance.now(), reader: index });
      const response = await fetch(
        `${server.baseUrl}/api/recruiters/applications/${account.application_id}/messages`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${account.recruiter_token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ body }),
        },
      );
      if (response.status !== 200) failed++;
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, writer));
  const writeSeconds = (performance.now() - writeStarted) / 1000;
  const deadline = Date.now() + LATE_MS;
  while (latencies.length < messageCount - failed && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const missed = [...pending.values()].filter((sent) => sent.receivedAt === undefined).length - failed;
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (value) => (value === undefined ? 'n/a' : `${value.toFixed(1)} ms`);
  console.log(
    `bench:chat: ${accounts.length} connected candidates, ${messageCount} messages by ${concurrency} writers ` +
      `(${(messageCount / writeSeconds).toFixed(0)} messages/s), ${workers} server process${workers === 1 ? '' : 'es'}`,
  );
  console.log(
    `  POST sent -> event at the candidate's stream: p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1))}`,
  );
  console.log(`  missed ${missed}, reached another stream ${misrouted}, refused writes ${failed}`);
  console.log(
    `  goal p95 < 1 s and 0 missed: ${percentile(sorted, 95) < 1000 && missed === 0 && misrouted === 0 && failed === 0 ? 'met' : 'NOT met'}`,
  );
  process.exitCode = missed === 0 && misrouted === 0 && failed === 0 ? 0 : 1;
} finally {
  for (const controller of streams) controller.abort();
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
  const cleaner = new pg.Client({ connectionString: adminUrl });
  await cleaner.connect();
  await cleaner
    .query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    .catch((error) => console.error(error.message));
  await cleaner.end();
}
