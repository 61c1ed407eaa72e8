import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { AppDeps } from '../deps';
import { createSession, findSessionUser } from '../services/sessions';
import { cliEnv, runCli, runCliScript } from '../test-kits/cli-run';
import { openDatabase } from './client';
import { recruiterAdd } from './recruiter-add-cli';
import { recruiterRemove } from './recruiter-remove-cli';
import { users } from './schema';

const NO_DATABASE = { DATA_DIR: '/nonexistent/never-opened' };

/** `npm run recruiter:remove` (H6, issue 35): an operator removes a recruiter; every session ends. */
describe('recruiter:remove', () => {
  it('npm run recruiter:remove runs the command: no --email is refused with the usage, status 2', () => {
    const result = runCliScript('recruiter-remove.mjs', [], NO_DATABASE);
    expect(result.status, result.stderr).toBe(2);
    expect(result.stderr).toContain('Usage: npm run recruiter:remove -- --email x@y');
  }, 60_000);

  it('refuses bad input with the usage, before touching a database', async () => {
    for (const args of [
      ['--email', 'ravi'],
      ['--company', 'X'],
    ]) {
      const result = await runCli(recruiterRemove, args, NO_DATABASE);
      expect(result.status, result.stderr).toBe(2);
      expect(result.stderr).toContain('Usage: npm run recruiter:remove -- --email x@y');
    }
  });

  it('removes the recruiter: no sign-in, no session alive, even with the status set back by hand', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rcm-recruiter-remove-'));
    const env = { DATA_DIR: dataDir, SEED_DEMO: 'false' };
    try {
      const added = await runCli(
        recruiterAdd,
        [
          ...['--company', 'Sunrise RCM', '--city', 'Chennai', '--email', 'ravi@sunrise.example'],
          ...['--first-name', 'Ravi', '--last-name', 'Kumar', '--password', 'Recruiter@123'],
        ],
        env,
      );
      expect(added.status, added.stderr).toBe(0);
      const recruiterId = Number(/recruiter ravi@sunrise\.example \(id (\d+)\)/.exec(added.stdout)?.[1]);
      const withDatabase = async <T>(work: (deps: AppDeps) => Promise<T>) => {
        const config = loadConfig(cliEnv(env));
        const database = await openDatabase(config);
        try {
          return await work({ db: database.db, config, now: () => new Date() });
        } finally {
          await database.close();
        }
      };
      const token = await withDatabase((deps) => createSession(deps, recruiterId));

      const removed = await runCli(recruiterRemove, ['--email', 'Ravi@Sunrise.example'], env);
      expect(removed.status, removed.stderr).toBe(0);
      expect(removed.stdout).toContain('Removed recruiter ravi@sunrise.example');
      await withDatabase(async (deps) => {
        expect(await findSessionUser(deps, token)).toBeNull();
        // set back by hand: the account returns, its old token does not
        await deps.db.update(users).set({ status: 'active' }).where(eq(users.id, recruiterId));
        expect(await findSessionUser(deps, token)).toBeNull();
      });

      const unknown = await runCli(recruiterRemove, ['--email', 'nobody@sunrise.example'], env);
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toContain('No recruiter has the e-mail nobody@sunrise.example');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 400_000);
});
