import { fileURLToPath } from 'node:url';
import { emailField, newPasswordField } from '@contract/auth/fields';
import { NAME_MAX } from '@contract/limits';
import * as v from 'valibot';
import { loadConfig } from '../config';
import type { AppDeps } from '../deps';
import { hashPassword } from '../services/passwords';
import { companyNamed, createRecruiter } from '../services/recruiter/recruiter-accounts';
import { setCompanyTrust } from '../services/safety/company-trust';
import { HttpError } from '../validate';
import { checkedOptions } from './cli-args';
import { type CliOutput, openDatabase } from './client';
import { seedIfEmpty } from './seed';
import { seedCatalogueIfEmpty } from './seed-catalogue';

/**
 * `npm run recruiter:add -- --company "Name" --city Chennai --email x@y --first-name A
 * --last-name B --password P [--verified]` (issue 23): adds a hiring company (or finds it by name,
 * case-insensitively) and a recruiter of it, on the database the server would use (DATA_DIR, or
 * DATABASE_URL). Run it while the server is stopped when on the embedded database. A new company
 * is unverified until an operator confirms it (issue 37); `--verified`, for local use, confirms it.
 */
const USAGE =
  'Usage: npm run recruiter:add -- --company "Name" --city Chennai --email x@y --first-name A --last-name B --password P [--verified]';

// an absent option is '' (its 'required' message), as an empty one
const text = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(`--${label} is required`),
      v.trim(),
      v.nonEmpty(`--${label} is required`),
      v.maxLength(max, `--${label} must be at most ${max} characters`),
    ),
    '',
  );

const argsSchema = v.object({
  company: text('company', 100),
  city: text('city', 100),
  email: v.optional(emailField, ''),
  'first-name': text('first-name', NAME_MAX),
  'last-name': text('last-name', NAME_MAX),
  password: v.optional(newPasswordField(), ''),
  verified: v.optional(v.boolean()),
});

/** The command: its exit status (0 done, 1 refused, 2 bad input), its words written to `io`. */
export async function recruiterAdd(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  io: CliOutput = console,
): Promise<number> {
  const input = checkedOptions(
    args,
    {
      company: { type: 'string' },
      city: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      password: { type: 'string' },
      verified: { type: 'boolean' },
    },
    argsSchema,
    USAGE,
    io,
    ['email', 'password'],
  );
  if (!input) return 2;
  const verified = input.verified === true;
  const config = loadConfig(env);
  const database = await openDatabase(config);
  try {
    const deps: AppDeps = { db: database.db, config, now: () => new Date() };
    // the reference lists (cities) and the catalogue's employers first, as the server's start does
    await seedIfEmpty(deps);
    await seedCatalogueIfEmpty(deps);
    const passwordHash = await hashPassword(input.password);
    const created = await deps.db.transaction(async (tx) => {
      const company = await companyNamed(tx, input.company, input.city);
      const recruiterId = await createRecruiter(tx, {
        companyId: company.id,
        email: input.email,
        firstName: input['first-name'],
        lastName: input['last-name'],
        passwordHash,
        now: deps.now(),
      });
      if (verified) await setCompanyTrust(tx, company.id, 'verify', deps.now());
      return { company, recruiterId };
    });
    const { company, recruiterId } = created;
    io.log(
      `${company.created ? 'Created' : 'Found'} company "${company.name}" (id ${company.id}); ` +
        `created recruiter ${input.email.toLowerCase()} (id ${recruiterId}) of it (${database.kind}). ` +
        `${verified ? 'The company is a Verified employer. ' : ''}They sign in at /recruiter/login.`,
    );
    return 0;
  } catch (error) {
    return refusedAsTaken(error, input.email, io);
  } finally {
    await database.close();
  }
}

/**
 * An account-adding command's refusal of an e-mail already registered (409 email_exists from
 * `createRecruiter`): says so and answers the exit status 1; any other failure is thrown on.
 */
export function refusedAsTaken(error: unknown, email: string, io: CliOutput): number {
  if (!(error instanceof HttpError && error.code === 'email_exists')) throw error;
  io.error(`${email.toLowerCase()} is already registered: nothing was added.`);
  return 1;
}

// run as a program (scripts/*.mjs), not when a test imports it
if (process.argv[1] === fileURLToPath(import.meta.url))
  process.exitCode = await recruiterAdd(process.argv.slice(2));
