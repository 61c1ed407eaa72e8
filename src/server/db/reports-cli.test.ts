import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { insertApplication, insertCompanyJob, insertConversation, insertUser } from '../test-kits/chat-rows';
import { runCli, runCliScript } from '../test-kits/cli-run';
import { openDatabase } from './client';
import { reports } from './reports-cli';
import { reports as reports_ } from './schema';

const NO_DATABASE = { DATA_DIR: '/nonexistent/never-opened' };

/** `npm run reports` (issue 24): the operator reads the reported messages. */
describe('npm run reports', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rcm-reports-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('npm run reports runs the command: a bad --limit is refused with the usage, status 2', () => {
    const result = runCliScript('reports.mjs', ['--limit', '0'], NO_DATABASE);
    expect(result.status, result.stderr).toBe(2);
    expect(result.stderr).toContain('Usage: npm run reports');
  }, 60_000);

  it('refuses a bad --limit with the usage, before touching a database', async () => {
    for (const args of [
      ['--limit', 'ten'],
      ['--who', 'me'],
    ]) {
      const result = await runCli(reports, args, NO_DATABASE);
      expect(result.status, result.stderr).toBe(2);
      expect(result.stderr).toContain('Usage: npm run reports');
    }
  });

  it('says there are none, then prints a report of the server’s database', async () => {
    const none = await runCli(reports, [], { DATA_DIR: dataDir });
    expect(none.status, none.stderr).toBe(0);
    expect(none.stdout.trim()).toBe('No reported messages.\n\nNo reported jobs or companies.');

    const database = await openDatabase(testConfig({ dataDir }));
    try {
      const { db } = database;
      const acme = await insertCompanyJob(db, 'Acme CLI Health');
      const recruiter = await insertUser(db, { firstName: 'Anita', roleId: 2, companyId: acme.companyId });
      const priya = await insertUser(db, { firstName: 'Priya' });
      const { messageIds } = await insertConversation(db, {
        applicationId: await insertApplication(db, priya, acme.jobId),
        companyId: acme.companyId,
        candidateId: priya,
        recruiterId: recruiter,
        messages: ['recruiter'],
      });
      await db.insert(reports_).values({
        kind: 'message',
        messageId: messageIds[0],
        reporterId: priya,
        reason: 'asks_for_money',
        details: 'a fee',
      });
      // issue 37 §2: a job's report, with lost money and a line break that must not forge a line
      await db.insert(reports_).values({
        kind: 'job',
        jobId: acme.jobId,
        reporterId: priya,
        reason: 'misleading_job',
        details: 'no such\nJOB 1: forged',
        lostMoney: true,
      });
    } finally {
      await database.close();
    }
    const one = await runCli(reports, [], { DATA_DIR: dataDir });
    expect(one.status, one.stderr).toBe(0);
    expect(one.stdout).toContain('1 reported message, newest first:');
    expect(one.stdout).toMatch(/ASKS_FOR_MONEY {2}\(report \d+\)/);
    expect(one.stdout).toContain('  Details:  a fee');
    expect(one.stdout).toContain('  Company:  Acme CLI Health');
    expect(one.stdout).toContain('    message 1');
    expect(one.stdout).toContain('1 reported job or company, newest first:');
    expect(one.stdout).toMatch(new RegExp(`JOB ${'\\d+'}: .+ \\(Acme CLI Health, company \\d+\\)`));
    expect(one.stdout).toContain('  1 open of 1 report');
    expect(one.stdout).toMatch(/ {2}MISLEADING_JOB {2}LOST MONEY {2}by \d+: no such\\u000aJOB 1: forged/);
  }, 120_000);
});
