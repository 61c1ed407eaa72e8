import { fileURLToPath } from 'node:url';
import { emailField } from '@contract/auth/fields';
import { RECRUITER_ROLE_ID } from '@contract/limits';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { loadConfig } from '../config';
import { type AppDeps, eventBusOf } from '../deps';
import { markRemoved, REMOVED_STATUS } from '../services/recruiter/colleagues';
import { checkedOptions } from './cli-args';
import { type CliOutput, openDatabase } from './client';
import { users } from './schema';

/**
 * `npm run recruiter:remove -- --email x@y` (H6, issue 35): removes a recruiter on the database
 * the server would use (DATA_DIR, or DATABASE_URL): the account can no longer sign in and every
 * session of it ends; on PostgreSQL the running servers end its open event streams at once. The
 * jobs and messages stay the company's. Run it while the server is stopped when on the embedded
 * database.
 */
const USAGE = 'Usage: npm run recruiter:remove -- --email x@y';

/** The command: its exit status (0 done, 1 refused, 2 bad input), its words written to `io`. */
export async function recruiterRemove(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  io: CliOutput = console,
): Promise<number> {
  const checked = checkedOptions(
    args,
    { email: { type: 'string' } },
    v.object({ email: v.optional(emailField, '') }),
    USAGE,
    io,
    ['email'],
  );
  if (!checked) return 2;
  const email = checked.email.toLowerCase();
  const config = loadConfig(env);
  const database = await openDatabase(config);
  const deps: AppDeps = { db: database.db, config, now: () => new Date() };
  try {
    const bus = eventBusOf(deps);
    const outcome = await bus.transaction(async (tx) => {
      const [recruiter] = await tx
        .select({ id: users.id, status: users.status })
        .from(users)
        .where(and(eq(users.email, email), eq(users.roleId, RECRUITER_ROLE_ID)))
        .for('update');
      if (!recruiter) return 'none' as const;
      // removed already: its sessions are revoked again all the same (one restored by hand ends)
      await markRemoved(deps, tx, recruiter.id);
      return recruiter.status === REMOVED_STATUS ? ('again' as const) : ('removed' as const);
    });
    if (outcome === 'none') {
      io.error(`No recruiter has the e-mail ${email}: nothing was removed.`);
      return 1;
    }
    io.log(
      outcome === 'again'
        ? `${email} was removed already; every session of it is ended (${database.kind}).`
        : `Removed recruiter ${email}: it can no longer sign in, and every session of it is ended (${database.kind}).`,
    );
    return 0;
  } finally {
    await deps.bus?.close();
    await database.close();
  }
}

// run as a program (scripts/*.mjs), not when a test imports it
if (process.argv[1] === fileURLToPath(import.meta.url))
  process.exitCode = await recruiterRemove(process.argv.slice(2));
