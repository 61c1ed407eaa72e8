import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { insertApplication, insertCompanyJob, insertConversation, insertUser } from '../test-kits/chat-rows';
import { openDatabase } from './client';
import { messageReports } from './schema';

const root = resolve(import.meta.dirname, '../../..');
const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['scripts/reports.mjs', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', ...env },
  });

/** `npm run reports` (issue 24): the operator reads the reported messages. */
describe('npm run reports', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rcm-reports-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a bad --limit with the usage, before touching a database', () => {
    for (const args of [
      ['--limit', '0'],
      ['--limit', 'ten'],
      ['--who', 'me'],
    ]) {
      const result = run(args, { DATA_DIR: '/nonexistent/never-opened' });
      expect(result.status, result.stderr).toBe(2);
      expect(result.stderr).toContain('Usage: npm run reports');
    }
  });

  it('says there are none, then prints a report of the server’s database', async () => {
    const none = run([], { DATA_DIR: dataDir });
    expect(none.status, none.stderr).toBe(0);
    expect(none.stdout.trim()).toBe('No reported messages.');

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
      await db
        .insert(messageReports)
        .values({ messageId: messageIds[0], reporterId: priya, reason: 'scam', details: 'a fee' });
    } finally {
      await database.close();
    }
    const one = run([], { DATA_DIR: dataDir });
    expect(one.status, one.stderr).toBe(0);
    expect(one.stdout).toContain('1 reported message, newest first:');
    expect(one.stdout).toMatch(/SCAM {2}\(report \d+\)/);
    expect(one.stdout).toContain('  Details:  a fee');
    expect(one.stdout).toContain('  Company:  Acme CLI Health');
    expect(one.stdout).toContain('    message 1');
  }, 120_000);
});
