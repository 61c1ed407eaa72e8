#!/usr/bin/env node
// `npm test`: every check, in order: typecheck, lint, knip (unused files, exports and
// dependencies), unit (Vitest), build, size, e2e (Chromium journeys), offline trials
// (scripts/trial-offline.mjs), Lighthouse CI. A failing step does not stop the ones after it,
// except that e2e and Lighthouse need a build. Prints the failed unit tests and journeys by name
// ("failed:"), then a table of each step's counts and seconds and, on the last line, `N passed, N failed`.
//
// What counts as a test: each Vitest test, each e2e test, each Lighthouse category assertion;
// typecheck, lint, knip and build count as one test each. A test file that fails to load counts as
// one failure (and the journeys it stopped from running as failed: scripts/lib/e2e-counts.mjs);
// a step that needs a build that failed counts as one failure.
//
// Server unit tests run on PGlite and, when PostgreSQL is reachable, on it too: set
// TEST_DATABASE_URL, or run a local server with the role .ci/run makes
// (postgres://rcm:rcm@127.0.0.1:5432/rcm_test), which is then found by itself.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/build.mjs';
import { countJourneys } from './lib/e2e-counts.mjs';
import { unitFailures } from './lib/failed-tests.mjs';

process.chdir(root);
mkdirSync(join(root, '.tmp'), { recursive: true });
const LOCAL_PG_URL = 'postgres://rcm:rcm@127.0.0.1:5432/rcm_test';

/** Runs `npm run <script> -- args` with the output shown; returns the exit status. */
function npmRun(script, args = [], env = {}) {
  const npmArgs = ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])];
  const result = spawnSync('npm', npmArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/**
 * Prints each failed journey's error context (the page as the accessibility tree saw it when the
 * assertion failed; Playwright only names the file) and browser console: in CI the files are gone
 * with the machine.
 */
function printErrorContexts(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir, { recursive: true })) {
    // (tests/e2e/fixtures.ts writes the browser console as browser-console.txt)
    if (!/(error-context\.md|browser-console\.txt)$/.test(String(name))) continue;
    const text = readFileSync(join(dir, String(name)), 'utf8');
    console.log(`\n--- ${name}\n${text.length > 8000 ? `${text.slice(0, 8000)}\n[...]` : text}`);
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Is a PostgreSQL server reachable with this URL? */
async function postgresReachable(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

let testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || '';
if (!testDatabaseUrl && (await postgresReachable(LOCAL_PG_URL))) testDatabaseUrl = LOCAL_PG_URL;
if (testDatabaseUrl && !(await postgresReachable(testDatabaseUrl))) {
  console.log(`PostgreSQL at TEST_DATABASE_URL does not answer; server tests run on PGlite only.`);
  testDatabaseUrl = '';
}

/** @type {{name: string, passed: number, failed: number, seconds: number, note: string}[]} */
const rows = [];
/** The failed tests' names by step, printed just before the table (CI shows the output's tail). */
const failedNames = [];
let buildOk = false;

function step(name, run) {
  console.log(`\n=== ${name} ${'='.repeat(Math.max(0, 70 - name.length))}`);
  const started = Date.now();
  const { passed, failed, note = '', failures = [] } = run();
  for (const failure of failures) failedNames.push(`${name}: ${failure}`);
  const seconds = (Date.now() - started) / 1000;
  rows.push({ name, passed, failed, seconds, note });
  console.log(`--- ${name}: ${passed} passed, ${failed} failed (${seconds.toFixed(1)} s)`);
}

const single = (status, note = '') =>
  status === 0 ? { passed: 1, failed: 0, note } : { passed: 0, failed: 1, note };

step('typecheck', () => single(npmRun('typecheck')));
step('lint', () => single(npmRun('lint')));
step('knip', () => single(npmRun('knip')));

step(testDatabaseUrl ? 'unit (PGlite + PostgreSQL)' : 'unit (PGlite)', () => {
  const report = join(root, '.tmp/vitest-results.json');
  rmSync(report, { force: true });
  const status = npmRun(
    'test:unit',
    ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    testDatabaseUrl ? { TEST_DATABASE_URL: testDatabaseUrl } : {},
  );
  const json = readJson(report);
  if (!json) return { passed: 0, failed: 1, note: `no report (exit ${status})` };
  // A file that failed to load has no test results of its own: one failure each.
  const brokenFiles = json.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  );
  let failed = json.numFailedTests + brokenFiles.length;
  if (status !== 0 && failed === 0) failed = 1; // Vitest failed for a reason of its own
  const skipped = json.numPendingTests + json.numTodoTests;
  const failures = unitFailures(json, root);
  return { passed: json.numPassedTests, failed, note: skipped ? `${skipped} skipped` : '', failures };
});

step('build', () => {
  const result = single(npmRun('build'));
  buildOk = result.failed === 0 && existsSync(join(root, 'dist/index.html'));
  return result;
});

// `npm run size`: one test per signed-out route within size-budget.json.
step('size', () => {
  if (!buildOk) return { passed: 0, failed: 1, note: 'not run: the build failed' };
  const status = npmRun('size');
  const counts = readJson(join(root, '.tmp/size-results.json'));
  if (!counts) return { passed: 0, failed: 1, note: `no results (exit ${status})` };
  return { passed: counts.passed, failed: counts.failed || (status !== 0 ? 1 : 0) };
});

step('e2e', () => {
  if (!buildOk) return { passed: 0, failed: 1, note: 'not run: the build failed' };
  const results = join(root, '.tmp/e2e-results.json');
  rmSync(results, { force: true });
  const status = npmRun('test:e2e');
  printErrorContexts(join(root, 'test-results'));
  return countJourneys(root, results, status);
});

// `npm run trial:offline -- 5`: five randomised offline trials of assessment writes (issue 9);
// each trial that arrived exactly once and intact passes.
step('offline trials', () => {
  if (!buildOk) return { passed: 0, failed: 1, note: 'not run: the build failed' };
  const results = join(root, '.tmp/trial-offline.json');
  rmSync(results, { force: true });
  const status = npmRun('trial:offline', ['5']);
  const counts = readJson(results);
  if (!counts) return { passed: 0, failed: 1, note: `no results (exit ${status})` };
  const failed = counts.failures.length || (status !== 0 ? 1 : 0);
  return { passed: counts.trials - counts.failures.length, failed, note: `seed ${counts.seed}` };
});

step('lighthouse', () => {
  if (!buildOk) return { passed: 0, failed: 1, note: 'not run: the build failed' };
  const results = join(root, '.tmp/lhci-results.json');
  const status = npmRun('lhci');
  const counts = readJson(results);
  if (!counts) return { passed: 0, failed: 1, note: `no results (exit ${status})` };
  return { passed: counts.passed, failed: counts.failed || (status !== 0 ? 1 : 0) };
});

const passed = rows.reduce((sum, row) => sum + row.passed, 0);
const failed = rows.reduce((sum, row) => sum + row.failed, 0);
const total = rows.reduce((sum, row) => sum + row.seconds, 0);
if (failedNames.length > 0) {
  console.log(`\nfailed:`);
  for (const name of failedNames) console.log(`  ${name}`);
}
const line = (cells) =>
  `${cells[0].padEnd(28)}${cells[1].padStart(8)}${cells[2].padStart(8)}${cells[3].padStart(10)}  ${cells[4]}`;
console.log(`\n${line(['step', 'passed', 'failed', 'seconds', ''])}`);
for (const row of rows) {
  console.log(line([row.name, String(row.passed), String(row.failed), row.seconds.toFixed(1), row.note]));
}
console.log(line(['total', String(passed), String(failed), total.toFixed(1), '']));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
