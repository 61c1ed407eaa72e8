#!/usr/bin/env node
// `npm run bench:login`: login throughput. Starts the server (scripts/start.mjs, SKIP_BUILD=1)
// on a free port with a temporary DATA_DIR and the demo seed, then, over loopback:
//   1. single logins one after another (BENCH_SINGLE, default 20): p50 and p95 of one login;
//   2. BENCH_COUNT logins (default 200) at concurrency BENCH_CONCURRENCY (default 20):
//      p50, p95 and logins per second;
// prints the numbers and stops the server. Timing goals are read here, never asserted in tests.
import { performance } from 'node:perf_hooks';
import { percentile } from './lib/bench.mjs';
import { startServer } from './lib/server.mjs';

const single = Number(process.env.BENCH_SINGLE) || 20;
const count = Number(process.env.BENCH_COUNT) || 200;
const concurrency = Number(process.env.BENCH_CONCURRENCY) || 20;
const body = JSON.stringify({ email: 'priya.sharma@example.com', password: 'Candidate@123', role_id: 3 });

const ms = (value) => `${value.toFixed(1)} ms`;

const server = await startServer({ env: { NODE_ENV: 'test', SEED_DEMO: 'true' } });
try {
  const login = async () => {
    const started = performance.now();
    const answer = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const text = await answer.text();
    if (answer.status !== 200) throw new Error(`login answered ${answer.status}: ${text}`);
    return performance.now() - started;
  };

  await login(); // warm-up (first hash, connections)
  const one = [];
  for (let i = 0; i < single; i++) one.push(await login());
  one.sort((a, b) => a - b);

  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        times.push(await login());
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);

  console.log(
    `one login at a time (${single}): p50 ${ms(percentile(one, 50))}, p95 ${ms(percentile(one, 95))}`,
  );
  console.log(
    `${count} logins at concurrency ${concurrency}: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, ` +
      `${(count / seconds).toFixed(1)} logins/s (${seconds.toFixed(1)} s)`,
  );
} finally {
  await server.stop();
}
