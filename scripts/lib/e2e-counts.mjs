// Counts the journeys of a `playwright test` run from its JSON report (.tmp/e2e-results.json,
// written by the json reporter of playwright.config.ts), for `npm test`.
//
// Each test counts once: passed when it passed at its first try; failed when it failed, timed
// out, passed only on a retry (flaky: CI has no second chance) or did not run (skipped: the
// journeys skip nothing on purpose, so a test that did not run was stopped by a failure). When
// the run reports errors outside tests (a file that fails to load stops the whole run before any
// test), each journey file is listed on its own: every test that did not run counts as failed,
// and a file that does not load counts as one failure.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstLine } from './failed-tests.mjs';

/** Every test of a JSON report (suites nest), as { id, title, status }. */
function testsOf(report) {
  const found = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        found.push({
          id: `${spec.id}:${test.projectId}`,
          title: [...path, spec.title].join(' › '),
          status: test.status,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return found;
}

/** The tests of one journey file as `playwright test --list` sees them, or null when it does not load. */
function listFile(root, file) {
  const cli = join(root, 'node_modules/@playwright/test/cli.js');
  const listed = spawnSync(process.execPath, [cli, 'test', '--list', '--reporter=json', file], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  try {
    const report = JSON.parse(listed.stdout);
    return report.errors?.length ? null : testsOf(report);
  } catch {
    return null;
  }
}

/**
 * @param {string} root the repository root
 * @param {string} resultsFile the json reporter's file
 * @param {number} status the exit status of `playwright test`
 * @returns {{passed: number, failed: number, note: string, failures: string[]}} failures: each
 *   failed journey as `file › title`, and the first line of each error outside tests
 */
export function countJourneys(root, resultsFile, status) {
  let report;
  try {
    report = JSON.parse(readFileSync(resultsFile, 'utf8'));
  } catch {
    return { passed: 0, failed: 1, note: `no results (exit ${status})`, failures: [] };
  }
  const tests = testsOf(report);
  const passed = tests.filter((t) => t.status === 'expected').length;
  let failed = tests.length - passed;
  const failures = tests.filter((t) => t.status !== 'expected').map((t) => `${t.title} (${t.status})`);
  const notes = [];
  const flaky = tests.filter((t) => t.status === 'flaky').length;
  const skipped = tests.filter((t) => t.status === 'skipped').length;
  if (flaky) notes.push(`${flaky} flaky`);
  if (skipped) notes.push(`${skipped} did not run`);

  const errors = report.errors ?? [];
  if (errors.length > 0) {
    const seen = new Set(tests.map((t) => t.id));
    const testDir = join(root, 'tests/e2e');
    let missing = 0;
    let broken = 0;
    for (const name of readdirSync(testDir).filter((n) => n.endsWith('.spec.ts'))) {
      const listed = listFile(root, join('tests/e2e', name));
      if (listed === null) broken += 1;
      else missing += listed.filter((t) => !seen.has(t.id)).length;
    }
    failed += missing + broken;
    if (missing) notes.push(`${missing} did not run`);
    if (broken) notes.push(`${broken} file(s) did not load`);
    notes.push(`${errors.length} error(s) outside tests`);
    for (const error of errors) failures.push(firstLine(error.message ?? String(error)));
  }
  // `playwright test` failed for a reason of its own (an error in a worker's teardown, say).
  if (status !== 0 && failed === 0) failed = 1;
  return { passed, failed, note: notes.join(', '), failures };
}
