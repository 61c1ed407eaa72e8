import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, runCliScript } from '../test-kits/cli-run';
import { recruiterAdd } from './recruiter-add-cli';

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
const NO_DATABASE = { DATA_DIR: '/nonexistent/never-opened' };

/** `npm run recruiter:add` (issue 23): an operator adds a company and its first recruiter. */
describe('recruiter:add', () => {
  it('npm run recruiter:add runs the command: a bad e-mail is refused with the usage, status 2', () => {
    const result = runCliScript('recruiter-add.mjs', replaced('--email', 'ravi'), NO_DATABASE);
    expect(result.status, result.stderr).toBe(2);
    expect(result.stderr).toContain('--email: Please enter a valid email address');
    expect(result.stderr).toContain('Usage: npm run recruiter:add --');
  }, 60_000);

  it('refuses bad input with the rule broken and the usage, before touching a database', async () => {
    const cases: [string[], string][] = [
      [replaced('--password', 'weakpass'), '--password: Password does not meet all requirements'],
      [valid.slice(2), '--company is required'],
      [valid.slice(0, 4), '--email: Email is required'],
      [[...valid, '--role', 'admin'], "Unknown option '--role'"],
    ];
    for (const [args, message] of cases) {
      const result = await runCli(recruiterAdd, args, NO_DATABASE);
      expect(result.status, result.stderr).toBe(2);
      expect(result.stderr).toContain(message);
      expect(result.stderr).toContain('Usage: npm run recruiter:add --');
    }
  });

  it('creates the company and the recruiter, finds the company the second time, refuses a registered e-mail', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rcm-recruiter-add-'));
    const env = { DATA_DIR: dataDir, SEED_DEMO: 'false' };
    try {
      const first = await runCli(recruiterAdd, valid, env);
      expect(first.status, first.stderr).toBe(0);
      expect(first.stdout).toMatch(
        /^Created company "Sunrise RCM" \(id \d+\); created recruiter ravi@sunrise\.example/,
      );
      const again = await runCli(recruiterAdd, valid, env);
      expect(again.status).toBe(1);
      expect(again.stderr).toContain('ravi@sunrise.example is already registered: nothing was added.');
      const colleague = await runCli(recruiterAdd, replaced('--email', 'meera@sunrise.example'), env);
      expect(colleague.stdout).toMatch(/^Found company "Sunrise RCM"/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
