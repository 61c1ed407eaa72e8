import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['scripts/recruiter-add.mjs', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', ...env },
  });
const valid = [
  '--company',
  'Sunrise RCM',
  '--city',
  'Chennai',
  '--email',
  'Ravi@Sunrise.example',
  '--first-name',
  'Ravi',
  '--last-name',
  'Kumar',
  '--password',
  'Recruiter@123',
];
const replaced = (flag: string, value: string) =>
  valid.map((arg, i) => (valid[i - 1] === flag ? value : arg));

/** `npm run recruiter:add` (issue 23): an operator adds a company and its first recruiter. */
describe('recruiter:add', () => {
  it('refuses bad input with the rule broken and the usage, before touching a database', () => {
    const cases: [string[], string][] = [
      [replaced('--email', 'ravi'), '--email: Please enter a valid email address'],
      [replaced('--password', 'weakpass'), '--password: Password does not meet all requirements'],
      [valid.slice(2), '--company is required'],
      [valid.slice(0, 4), '--email: Email is required'],
      [[...valid, '--role', 'admin'], "Unknown option '--role'"],
    ];
    for (const [args, message] of cases) {
      const result = run(args, { DATA_DIR: '/nonexistent/never-opened' });
      expect(result.status, result.stderr).toBe(2);
      expect(result.stderr).toContain(message);
      expect(result.stderr).toContain('Usage: npm run recruiter:add --');
    }
  });

  it('creates the company and the recruiter, finds the company the second time, refuses a registered e-mail', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rcm-recruiter-add-'));
    try {
      const first = run(valid, { DATA_DIR: dataDir, SEED_DEMO: 'false' });
      expect(first.status, first.stderr).toBe(0);
      expect(first.stdout).toMatch(
        /^Created company "Sunrise RCM" \(id \d+\); created recruiter ravi@sunrise\.example/,
      );
      const again = run(valid, { DATA_DIR: dataDir, SEED_DEMO: 'false' });
      expect(again.status).toBe(1);
      expect(again.stderr).toContain('ravi@sunrise.example is already registered: nothing was added.');
      const colleague = run(replaced('--email', 'meera@sunrise.example'), {
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
      });
      expect(colleague.stdout).toMatch(/^Found company "Sunrise RCM"/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
