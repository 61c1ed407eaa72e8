#!/usr/bin/env node
// `npm run bench:saved-searches`: the dashboard's saved-search list (20 searches, each with its
// count of new matches) at scale. Fills a catalogue of BENCH_JOBS jobs (default 100,000; `npm run
// seed:jobs`) in a temporary DATA_DIR, or in the PostgreSQL database of DATABASE_URL when set, then
// times the list in-process (src/server/db/bench-saved-searches-cli.ts) and prints one count's plan.
// Timing goals are read here, never asserted in tests.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const jobCount = Number(process.env.BENCH_JOBS) || 100_000;
const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'rcm-bench-saved-'));
const env = { ...process.env, NODE_ENV: 'test', ...(dataDir ? { DATA_DIR: dataDir } : {}) };
try {
  for (const args of [
    ['scripts/seed-jobs.mjs', String(jobCount)],
    ['--import', 'tsx', 'src/server/db/bench-saved-searches-cli.ts'],
  ]) {
    const run = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
} finally {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
