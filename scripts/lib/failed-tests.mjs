// The failed tests' names for `npm test`'s closing "failed:" list (scripts/test-all.mjs): CI
// shows only the output's tail, where a count alone does not say what to look at.
import { stripVTControlCharacters } from 'node:util';

/** An error's first line, without terminal colours. */
export const firstLine = (text) => stripVTControlCharacters(text).trim().split('\n')[0].slice(0, 300);

/**
 * The failed tests of a Vitest JSON report, each as `file > title` (the file relative to `root`),
 * and each file that failed without a test result (it did not load) with its error's first line.
 * @param {{testResults: {name: string, status: string, message?: string,
 *   assertionResults: {status: string, fullName: string}[]}[]}} report
 * @param {string} root
 * @returns {string[]}
 */
export function unitFailures(report, root) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const name = file.name.startsWith(`${root}/`) ? file.name.slice(root.length + 1) : file.name;
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${name} > ${test.fullName}`);
    if (file.status === 'failed' && failed.length === 0) {
      failures.push(`${name}: ${firstLine(file.message || 'failed without a test result')}`);
    }
  }
  return failures;
}
