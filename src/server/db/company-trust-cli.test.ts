import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPERATOR_ROLE_ID } from '@contract/limits';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { cliEnv, runCli, runCliScript } from '../test-kits/cli-run';
import { openDatabase } from './client';
import { companiesCommand, formatCompanies } from './companies-cli';
import { operatorAdd } from './operator-add-cli';
import { recruiterAdd } from './recruiter-add-cli';
import { users } from './schema';

const NO_DATABASE = { DATA_DIR: '/nonexistent/never-opened' };
const recruiter = (company: string, email: string, ...more: string[]) => [
  ...['--company', company, '--city', 'Chennai', '--email', email],
  ...['--first-name', 'Ravi', '--last-name', 'Kumar', '--password', 'Recruiter@123', ...more],
];

/** Issue 37: `npm run companies` and `npm run operator:add`, the operator's commands. */
describe('companies and operator:add', () => {
  it('npm run companies runs the command: a bad verb is refused with the usage, status 2', () => {
    const result = runCliScript('companies.mjs', ['approve', '3'], NO_DATABASE);
    expect(result.status, result.stderr).toBe(2);
    expect(result.stderr).toContain('Usage: npm run companies -- list | verify <id>');
  }, 60_000);

  it('list shows the evidence in short: the GSTIN and CIN checks and the verified mailbox', () => {
    const row = { id: 7, name: 'Sunrise RCM', city: 'Chennai', verifiedAt: null, suspendedAt: null };
    const evidence = new Map([
      [
        7,
        {
          gstin_ok: true,
          cin_ok: false,
          verified_mailbox: 'hr@sunrise-rcm.example',
          changed_since_verified: [],
        },
      ],
      [8, { gstin_ok: null, cin_ok: null, verified_mailbox: null, changed_since_verified: [] }],
      [
        9,
        {
          gstin_ok: true,
          cin_ok: null,
          verified_mailbox: null,
          changed_since_verified: ['gstin', 'display_name'],
        },
      ],
    ]);
    const verified = { ...row, id: 9, verifiedAt: new Date('2026-11-01T05:00:00Z') };
    expect(formatCompanies([row, { ...row, id: 8 }, verified], evidence).split('\n')).toEqual([
      '    7  unverified  -           Sunrise RCM (Chennai)  [GSTIN ok, CIN BAD, mailbox hr@sunrise-rcm.example]',
      '    8  unverified  -           Sunrise RCM (Chennai)  [GSTIN -, CIN -, mailbox -]',
      '    9  verified    2026-11-01  Sunrise RCM (Chennai)  [GSTIN ok, CIN -, mailbox -]  changed since verified: gstin, display_name',
    ]);
  });

  it('refuses bad input before touching a database', async () => {
    for (const args of [[], ['verify'], ['verify', 'x7'], ['list', '3'], ['suspend', '3', '4']]) {
      const result = await runCli(companiesCommand, args, NO_DATABASE);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr).toContain('Usage: npm run companies');
    }
    const operator = await runCli(operatorAdd, ['--email', 'ops', '--first-name', 'O'], NO_DATABASE);
    expect(operator.status).toBe(2);
    expect(operator.stderr).toContain('--email: Please enter a valid email address');
  });

  it('a new company starts unverified; verify, suspend and restore change its standing; --verified confirms at once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rcm-companies-'));
    const env = { DATA_DIR: dataDir, SEED_DEMO: 'false' };
    try {
      expect((await runCli(recruiterAdd, recruiter('Sunrise RCM', 'ravi@sunrise.example'), env)).status).toBe(
        0,
      );
      const verifiedAdd = await runCli(
        recruiterAdd,
        recruiter('Dawn RCM', 'meera@dawn.example', '--verified'),
        env,
      );
      expect(verifiedAdd.stdout).toContain('The company is a Verified employer.');
      const list = await runCli(companiesCommand, ['list'], env);
      const line = (name: string) => list.stdout.split('\n').find((row) => row.includes(name)) ?? '';
      // the seeded catalogue's employers are verified, a company added by recruiter:add is not
      expect(line('AGS Health')).toMatch(/^\s+\d+ {2}verified/);
      expect(line('Sunrise RCM')).toMatch(/^\s+\d+ {2}unverified.*\[GSTIN -, CIN -, mailbox -\]$/);
      expect(line('Dawn RCM')).toMatch(/^\s+\d+ {2}verified/);
      const id = line('Sunrise RCM').trim().split(/\s+/)[0];
      const step = async (verb: string, said: string, standing: string) => {
        const done = await runCli(companiesCommand, [verb, id], env);
        expect(done.status, done.stderr).toBe(0);
        expect(done.stdout).toContain(`Sunrise RCM (id ${id}) ${said}`);
        const after = await runCli(companiesCommand, ['list'], env);
        expect(after.stdout).toMatch(new RegExp(`^\\s+${id} {2}${standing} `, 'm'));
      };
      await step('verify', 'is now a Verified employer', 'verified');
      await step('suspend', 'is suspended', 'suspended');
      await step('restore', 'is restored', 'verified');
      const missing = await runCli(companiesCommand, ['verify', '99999'], env);
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain('No company has id 99999: nothing was changed.');

      const args = [
        '--email',
        'Ops@RCM.example',
        '--first-name',
        'Asha',
        '--last-name',
        'Rao',
        '--password',
        'Operator@123',
      ];
      expect((await runCli(operatorAdd, args, env)).stdout).toMatch(
        /^Created operator ops@rcm\.example \(id \d+\)/,
      );
      expect((await runCli(operatorAdd, args, env)).stderr).toContain(
        'ops@rcm.example is already registered',
      );
      const database = await openDatabase(loadConfig(cliEnv(env)));
      try {
        const [row] = await database.db
          .select({ roleId: users.roleId, companyId: users.companyId })
          .from(users)
          .where(eq(users.email, 'ops@rcm.example'));
        expect(row).toEqual({ roleId: OPERATOR_ROLE_ID, companyId: null });
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
