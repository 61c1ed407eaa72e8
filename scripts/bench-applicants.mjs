#!/usr/bin/env node
// `npm run bench:applicants`: a job's applicants list (issue 23) at scale. Fills a catalogue of
// BENCH_JOBS jobs (default 100,000; `npm run seed:jobs`) in a temporary DATA_DIR, or in the
// PostgreSQL database of DATABASE_URL when set, gives one job of a bench company BENCH_APPLICANTS
// applicants (default 5,000), then times the list with filters and sorts in-process
// (src/server/db/bench-applicants-cli.ts: p50 and p95 per list) and prints the plans.
// Timing goals are read here, never asserted in tests.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const jobCount = Number(process.env.BENCH_JOBS) || 100_000;
const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'rcm-bench-applicants-'));
const env = { ...process.env, NODE_ENV: 'test', ...(dataDir ? { DATA_DIR: dataDir } : {}) };
try {
  for (const args of [
    ['scripts/seed-jobs.mjs', String(jobCount)],
    ['--import', 'tsx', 'src/server/db/bench-applicants-cli.ts'],
  ]) {
    const run = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
} finally {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
