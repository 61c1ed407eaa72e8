import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config';
import { evidenceSummaries } from '../services/company/company-evidence';
import {
  type CompanyTrustRow,
  listCompanyTrust,
  setCompanyTrust,
  standingOf,
  type TrustAction,
} from '../services/safety/company-trust';
import { type CliOutput, openDatabase } from './client';

/**
 * `npm run companies -- list | verify <id> | suspend <id> | restore <id>` (issue 37): the
 * operator's view of the hiring companies and their decisions, on the database the server would
 * use (DATA_DIR, or DATABASE_URL). On the embedded database run it while the server is stopped.
 */
const USAGE = 'Usage: npm run companies -- list | verify <id> | suspend <id> | restore <id>';

const ACTIONS: Record<string, TrustAction> = { verify: 'verify', suspend: 'suspend', restore: 'restore' };
const DONE: Record<TrustAction, string> = {
  verify: 'is now a Verified employer',
  suspend: 'is suspended: its jobs have left search and the public pages',
  restore: 'is restored',
};

const day = (at: Date | null) => (at ? at.toISOString().slice(0, 10) : '-');

type Evidence = Awaited<ReturnType<typeof evidenceSummaries>>;
const mark = (ok: boolean | null | undefined) => (ok === true ? 'ok' : ok === false ? 'BAD' : '-');

/**
 * One line per company: id, standing, since when, name and city, then the evidence in short:
 * the GSTIN's and the CIN's checks (ok, BAD, - for none given) and the verified mailbox, and the
 * profile's fields changed since the company was verified, if any.
 */
export function formatCompanies(rows: CompanyTrustRow[], evidence: Evidence = new Map()): string {
  if (rows.length === 0) return 'No companies.';
  return rows
    .map((row) => {
      const standing = standingOf(row);
      const since = standing === 'suspended' ? row.suspendedAt : row.verifiedAt;
      const proof = evidence.get(row.id);
      return (
        `${String(row.id).padStart(5)}  ${standing.padEnd(10)}  ${day(since).padEnd(10)}  ${row.name} (${row.city})` +
        `  [GSTIN ${mark(proof?.gstin_ok)}, CIN ${mark(proof?.cin_ok)}, mailbox ${proof?.verified_mailbox ?? '-'}]` +
        (proof?.changed_since_verified.length
          ? `  changed since verified: ${proof.changed_since_verified.join(', ')}`
          : '')
      );
    })
    .join('\n');
}

/** The command: its exit status (0 done, 1 no such company, 2 bad input), its words written to `io`. */
export async function companiesCommand(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  io: CliOutput = console,
): Promise<number> {
  const [verb, idText, ...rest] = args;
  const action = verb === undefined ? undefined : ACTIONS[verb];
  const listing = verb === 'list' && idText === undefined;
  const deciding = action !== undefined && idText !== undefined && rest.length === 0;
  if (!listing && !deciding) {
    io.error(USAGE);
    return 2;
  }
  if (deciding && !/^[1-9]\d{0,8}$/.test(idText)) {
    io.error(`The company id must be a positive whole number.\n${USAGE}`);
    return 2;
  }
  const database = await openDatabase(loadConfig(env));
  try {
    if (listing) {
      io.log(formatCompanies(await listCompanyTrust(database.db), await evidenceSummaries(database.db)));
      return 0;
    }
    const row = await setCompanyTrust(database.db, Number(idText), action as TrustAction, new Date());
    if (!row) {
      io.error(`No company has id ${idText}: nothing was changed.`);
      return 1;
    }
    io.log(`${row.name} (id ${row.id}) ${DONE[action as TrustAction]}.`);
    return 0;
  } finally {
    await database.close();
  }
}

// run as a program (scripts/*.mjs), not when a test imports it
if (process.argv[1] === fileURLToPath(import.meta.url))
  process.exitCode = await companiesCommand(process.argv.slice(2));
