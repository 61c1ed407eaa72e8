import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { formatReports, reportedMessages, terminalSafe } from '../services/chat/reports';
import { formatReportedThings, reportQueue } from '../services/safety/report-queue';
import { type CliOutput, openDatabase } from './client';

/**
 * `npm run reports [-- --limit N]` (issues 24 and 37): the messages candidates reported, newest
 * first (when, the reason, the details, the message, the company and its writer, the reporter),
 * then the reported jobs and companies (their counts, a job's hiding, each report), on the database the server would use (DATA_DIR, or DATABASE_URL). On the embedded
 * database run it while the server is stopped (one process at a time holds the folder).
 */
const USAGE = 'Usage: npm run reports [-- --limit N]   (N from 1 to 10000, default 100)';

/** The command: its exit status (0 done, 1 refused, 2 bad input), its words written to `io`. */
export async function reports(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  io: CliOutput = console,
): Promise<number> {
  let limit = 100;
  try {
    const { values } = parseArgs({
      args,
      options: { limit: { type: 'string' } },
      strict: true,
    });
    if (values.limit !== undefined) {
      if (!/^[1-9]\d{0,4}$/.test(values.limit) || Number(values.limit) > 10_000)
        throw new Error('--limit must be a whole number from 1 to 10000');
      limit = Number(values.limit);
    }
  } catch (error) {
    io.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const database = await openDatabase(loadConfig(env));
  try {
    io.log(formatReports(await reportedMessages(database.db, limit)));
    // issue 37 §2: the reported jobs and companies too
    io.log(
      `\n${formatReportedThings((await reportQueue(database.db)).things.slice(0, limit), terminalSafe)}`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

// run as a program (scripts/*.mjs), not when a test imports it
if (process.argv[1] === fileURLToPath(import.meta.url))
  process.exitCode = await reports(process.argv.slice(2));
