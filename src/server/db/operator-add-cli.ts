import { fileURLToPath } from 'node:url';
import { emailField, newPasswordField } from '@contract/auth/fields';
import { NAME_MAX, OPERATOR_ROLE_ID } from '@contract/limits';
import * as v from 'valibot';
import { loadConfig } from '../config';
import { hashPassword } from '../services/passwords';
import { createRecruiter } from '../services/recruiter/recruiter-accounts';
import { checkedOptions } from './cli-args';
import { type CliOutput, openDatabase } from './client';
import { refusedAsTaken } from './recruiter-add-cli';

/**
 * `npm run operator:add -- --email x@y --first-name A --last-name B --password P` (issue 37): adds
 * an operator (role 1), who confirms, suspends and restores companies and reads the reports at
 * /operator, on the database the server would use (DATA_DIR, or DATABASE_URL). Run it while the
 * server is stopped when on the embedded database.
 */
const USAGE = 'Usage: npm run operator:add -- --email x@y --first-name A --last-name B --password P';

const name = (label: string) =>
  v.optional(
    v.pipe(
      v.string(`--${label} is required`),
      v.trim(),
      v.nonEmpty(`--${label} is required`),
      v.maxLength(NAME_MAX, `--${label} must be at most ${NAME_MAX} characters`),
    ),
    '',
  );

const argsSchema = v.object({
  email: v.optional(emailField, ''),
  'first-name': name('first-name'),
  'last-name': name('last-name'),
  password: v.optional(newPasswordField(), ''),
});

/** The command: its exit status (0 done, 1 refused, 2 bad input), its words written to `io`. */
export async function operatorAdd(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  io: CliOutput = console,
): Promise<number> {
  const input = checkedOptions(
    args,
    {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      password: { type: 'string' },
    },
    argsSchema,
    USAGE,
    io,
    ['email', 'password'],
  );
  if (!input) return 2;
  const config = loadConfig(env);
  const database = await openDatabase(config);
  try {
    const id = await createRecruiter(database.db, {
      companyId: null,
      roleId: OPERATOR_ROLE_ID,
      email: input.email,
      firstName: input['first-name'],
      lastName: input['last-name'],
      passwordHash: await hashPassword(input.password),
      now: new Date(),
    });
    io.log(
      `Created operator ${input.email.toLowerCase()} (id ${id}) (${database.kind}). ` +
        'They sign in at /recruiter/login and work at /operator.',
    );
    return 0;
  } catch (error) {
    return refusedAsTaken(error, input.email, io);
  } finally {
    await database.close();
  }
}

// run as a program (scripts/*.mjs), not when a test imports it
if (process.argv[1] === fileURLToPath(import.meta.url))
  process.exitCode = await operatorAdd(process.argv.slice(2));
