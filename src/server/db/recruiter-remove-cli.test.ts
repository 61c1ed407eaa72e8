import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { AppDeps } from '../deps';
import { createSession, findSessionUser } from '../services/sessions';
import { openDatabase } from './client';
import { users } from './schema';

const root = resolve(import.meta.dirname, '../../..');
const run = (script: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [`scripts/${script}`, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', ...env },
  });

/** `npm run recruiter:remove` (H6, issue 35): an operator removes a recruiter; every session ends. */
describe('recruiter:remove', () => {
  it('refuses bad input with the usage, before touching a database', () => {
    for (const args of [[], ['--email', 'ravi'], ['--company', 'X']]) {
      const result = run('recruiter-remove.mjs', args, { DATA_DIR: '/nonexistent/never-opened' });
      expect(result.status, result.stderr).toBe(2);
      expect(result.stderr).toContain('Usage: npm run recruiter:remove -- --email x@y');
    }
  }, 90_000);

  it('removes the recruiter: no sign-in, no session alive, even with the status set back by hand', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rcm-recruiter-remove-'));
    const env = { DATA_DIR: dataDir, SEED_DEMO: 'false' };
    try {
      const added = run(
        'recruiter-add.mjs',
        [
          ...['--company', 'Sunrise RCM', '--city', 'Chennai', '--email', 'ravi@sunrise.example'],
          ...['--first-name', 'Ravi', '--last-name', 'Kumar', '--password', 'Recruiter@123'],
        ],
        env,
      );
      expect(added.status, added.stderr).toBe(0);
      const recruiterId = Number(/recruiter ravi@sunrise\.example \(id (\d+)\)/.exec(added.stdout)?.[1]);
      const withDatabase = async <T>(work: (deps: AppDeps) => Promise<T>) => {
        const config = loadConfig({ ...process.env, ...env });
        const database = await openDatabase(config);
        try {
          return await work({ db: database.db, config, now: () => new Date() });
        } finally {
          await database.close();
        }
      };
      const token = await withDatabase((deps) => createSession(deps, recruiterId));

      const removed = run('recruiter-remove.mjs', ['--email', 'Ravi@Sunrise.example'], env);
      expect(removed.status, removed.stderr).toBe(0);
      expect(removed.stdout).toContain('Removed recruiter ravi@sunrise.example');
      await withDatabase(async (deps) => {
        expect(await findSessionUser(deps, token)).toBeNull();
        // set back by hand: the account returns, its old token does not
        await deps.db.update(users).set({ status: 'active' }).where(eq(users.id, recruiterId));
        expect(await findSessionUser(deps, token)).toBeNull();
      });

      const unknown = run('recruiter-remove.mjs', ['--email', 'nobody@sunrise.example'], env);
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toContain('No recruiter has the e-mail nobody@sunrise.example');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 400_000);
});
