import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { countJourneys } from './e2e-counts.mjs';
import { unitFailures } from './failed-tests.mjs';

/** `npm test` names every failed test just before its table: CI shows only the output's tail. */
describe('the failed tests’ names', () => {
  it('names each failed unit test by file and title, and a file that did not load by its error', () => {
    const report = {
      testResults: [
        {
          name: '/repo/src/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a works' },
            { status: 'failed', fullName: 'a > refuses b' },
          ],
        },
        {
          name: '/repo/src/b.test.ts',
          status: 'failed',
          message: '\u001b[31mSyntaxError: Unexpected token\u001b[39m\n    at b.test.ts:1',
          assertionResults: [],
        },
        {
          name: '/repo/src/c.test.ts',
          status: 'passed',
          assertionResults: [{ status: 'passed', fullName: 'c' }],
        },
      ],
    };
    expect(unitFailures(report, '/repo')).toEqual([
      'src/a.test.ts > a > refuses b',
      'src/b.test.ts: SyntaxError: Unexpected token',
    ]);
  });

  const dir = mkdtempSync(join(tmpdir(), 'rcm-failed-tests-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names each journey that did not pass, with its file and its status', () => {
    const results = join(dir, 'e2e-results.json');
    const spec = (title: string, status: string) => ({
      id: title,
      title,
      tests: [{ projectId: 'phone-360', status }],
    });
    writeFileSync(
      results,
      JSON.stringify({
        suites: [
          {
            title: 'chat.spec.ts',
            specs: [spec('sends', 'expected')],
            suites: [{ title: 'offline', specs: [spec('waits', 'unexpected')] }],
          },
          { title: 'push.spec.ts', specs: [spec('pushes', 'flaky')] },
        ],
      }),
    );
    const counts = countJourneys(dir, results, 1);
    expect(counts).toMatchObject({ passed: 1, failed: 2 });
    expect(counts.failures).toEqual([
      'chat.spec.ts › offline › waits (unexpected)',
      'push.spec.ts › pushes (flaky)',
    ]);
  });
});
