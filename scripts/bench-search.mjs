#!/usr/bin/env node
// `npm run bench:search`: job search timing at scale. Fills a catalogue of BENCH_JOBS jobs
// (default 100,000; `npm run seed:jobs`) in a temporary DATA_DIR, or in the PostgreSQL database
// of DATABASE_URL when set, starts the server on it (scripts/start.mjs, SKIP_BUILD=1), signs in
// the demo candidate, then sends a fixed mix of typical searches over HTTP (BENCH_ROUNDS rounds,
// default 40, after a warm-up) and prints p50 and p95 per search and over all of them, and the
// time of each search's first request ('first': cold, and its matches counted; the server then
// keeps the total while no job is added, see searchJobs).
// Then the search box (issue 19): free-text searches (typos, abbreviations) warm, as above, and
// cold: BENCH_COLD (default 200) distinct searches each made once, first time. `--explain` prints
// the plans (EXPLAIN ANALYZE) of a typical free-text search after the server stops.
// Timing goals are read here, never asserted in tests.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { coldTextSearches, percentile, SEARCHES, TEXT_SEARCHES } from './lib/bench.mjs';
import { startServer } from './lib/server.mjs';

const root = join(import.meta.dirname, '..');
const jobCount = Number(process.env.BENCH_JOBS) || 100_000;
const rounds = Number(process.env.BENCH_ROUNDS) || 40;
const onPostgres = Boolean(process.env.DATABASE_URL);
const coldCount = Number(process.env.BENCH_COLD) || 200;
const explain = process.argv.includes('--explain');
const env = { NODE_ENV: 'test', SEED_DEMO: 'true' };

const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);

const dataDir = onPostgres ? undefined : mkdtempSync(join(tmpdir(), 'rcm-bench-search-'));
try {
  console.log(
    `Filling the catalogue to ${jobCount} jobs on ${onPostgres ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database'}...`,
  );
  const seeded = spawnSync(process.execPath, ['scripts/seed-jobs.mjs', String(jobCount)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env, ...(dataDir ? { DATA_DIR: dataDir } : {}) },
  });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);

  const server = await startServer({ env, dataDir });
  try {
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'priya.sharma@example.com', password: 'Candidate@123', role_id: 3 }),
    });
    const token = (await login.json()).result?.token;
    if (!token) throw new Error(`login failed: ${login.status}`);
    const search = async (body) => {
      const started = performance.now();
      const answer = await fetch(`${server.baseUrl}/api/candidates/job_search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      const json = await answer.json();
      if (answer.status !== 200) throw new Error(`search answered ${answer.status}: ${JSON.stringify(json)}`);
      return { ms: performance.now() - started, total: json.total };
    };
    const header = () =>
      console.log(
        `\n${'search'.padEnd(40)} ${'matches'.padStart(8)} ${'first'.padStart(9)} ${'p50'.padStart(9)} ${'p95'.padStart(9)}`,
      );
    /** warm: a warm-up (its first answer shown as 'first'), then `rounds` rounds; p50 and p95 */
    const warm = async (searches) => {
      const totals = new Map();
      const firsts = new Map();
      for (let i = 0; i < 5; i++)
        for (const [name, body] of searches) {
          const answer = await search(body);
          totals.set(name, answer.total);
          if (i === 0) firsts.set(name, answer.ms);
        }
      const times = new Map(searches.map(([name]) => [name, []]));
      for (let round = 0; round < rounds; round++) {
        for (const [name, body] of searches) times.get(name).push((await search(body)).ms);
      }
      const all = [];
      header();
      for (const [name, list] of times) {
        list.sort((a, b) => a - b);
        all.push(...list);
        console.log(
          `${name.padEnd(40)} ${String(totals.get(name)).padStart(8)} ${ms(firsts.get(name))} ${ms(percentile(list, 50))} ${ms(percentile(list, 95))}`,
        );
      }
      all.sort((a, b) => a - b);
      const firstList = [...firsts.values()].sort((a, b) => a - b);
      console.log(
        `${'all searches'.padEnd(40)} ${''.padStart(8)} ${ms(percentile(firstList, 95))} ${ms(percentile(all, 50))} ${ms(percentile(all, 95))}`,
      );
      console.log(
        `(${rounds} rounds of ${searches.length} searches over HTTP on ${onPostgres ? 'PostgreSQL' : 'PGlite'}, ${jobCount} jobs; 'first' of all: its p95)`,
      );
    };
    await warm(SEARCHES);
    console.log('\nThe search box (q), warm:');
    await warm(TEXT_SEARCHES);
    // cold: distinct searches, each made once (its total counted, its words corrected)
    const coldRuns = [];
    for (const body of coldTextSearches(coldCount)) coldRuns.push({ ...(await search(body)), q: body.q });
    const cold = coldRuns.map((run) => run.ms).sort((a, b) => a - b);
    console.log(
      `\nThe search box (q), cold: ${coldCount} distinct searches, each once: p50 ${ms(percentile(cold, 50)).trim()}, p95 ${ms(percentile(cold, 95)).trim()}, max ${ms(cold[cold.length - 1]).trim()}`,
    );
    coldRuns.sort((a, b) => b.ms - a.ms);
    console.log(
      `the slowest: ${coldRuns
        .slice(0, 5)
        .map((run) => `"${run.q}" ${run.total} matches ${run.ms.toFixed(1)} ms`)
        .join('; ')}`,
    );
  } finally {
    await server.stop();
  }
  if (explain) {
    // the plans of a typical free-text search, on the same database (the server is stopped)
    const plans = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/server/db/explain-search-cli.ts', 'medcal coder chennai'],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, ...env, ...(dataDir ? { DATA_DIR: dataDir } : {}) },
      },
    );
    if (plans.status !== 0) process.exitCode = plans.status ?? 1;
  }
} finally {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
