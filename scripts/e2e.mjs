#!/usr/bin/env node
// `npm run test:e2e [-- name ...]`: the end-to-end journeys (tests/e2e/*.spec.ts) under node's
// test runner with playwright-core and Debian's Chromium. Builds dist/ first when stale; each
// journey file starts its own server (tests/e2e/harness.ts). Files run one after another.
// Arguments filter the files by name (`npm run test:e2e -- guards pwa`).
//
// Writes the counts to .tmp/e2e-results.json for `npm test`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuild, root } from './lib/build.mjs';

process.chdir(root);
const testDir = 'tests/e2e';
const suffix = '.spec.ts';
const resultsFile = join(root, '.tmp/e2e-results.json');
mkdirSync(join(root, '.tmp'), { recursive: true });
rmSync(resultsFile, { force: true });

const filters = process.argv.slice(2);
const files = readdirSync(testDir)
  .filter((name) => name.endsWith(suffix))
  .filter((name) => filters.length === 0 || filters.some((f) => name.includes(f)))
  .sort()
  .map((name) => join(testDir, name));

if (files.length === 0) {
  console.log(`No journey files in ${testDir}${filters.length ? ` matching ${filters.join(', ')}` : ''}.`);
  process.exit(filters.length ? 1 : 0);
}

if (!ensureBuild({ quiet: true })) {
  console.error('e2e: the build failed, so no journey ran.');
  process.exit(1);
}

const testTimeoutMs = Number(process.env.E2E_TEST_TIMEOUT_MS) || 180_000;
const run = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    `--test-timeout=${testTimeoutMs}`,
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    `--test-reporter=${join(root, 'scripts/lib/count-reporter.mjs')}`,
    `--test-reporter-destination=${resultsFile}`,
    ...files,
  ],
  // dist/ was just checked: the servers of the journeys serve it as it is.
  { stdio: 'inherit', env: { ...process.env, SKIP_BUILD: '1' } },
);

let counts;
try {
  counts = JSON.parse(readFileSync(resultsFile, 'utf8'));
} catch {
  counts = undefined;
}
if (counts) {
  console.log(
    `\ne2e: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
  );
  for (const failure of counts.failures)
    console.log(`  failed: ${failure.name} (${failure.file.replace(root, '')})`);
}
process.exit(run.status ?? 1);
