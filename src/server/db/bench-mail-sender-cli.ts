import { loadConfig } from '../config';
import type { AppDeps } from '../deps';
import { smtpTransport } from '../services/delivery/email/smtp';
import { DEFAULT_SENDER_RULES, startMailSender } from '../services/delivery/sender';
import { openDatabase } from './client';

/**
 * For `npm run bench:mail` (scripts/bench-mail.mjs) only: the e-mail sender of a server process
 * (services/delivery/sender.ts with the SMTP transport), alone, on the PostgreSQL database of
 * DATABASE_URL, sending to SMTP_URL as MAIL_FROM. The bench kills it mid-way: its claims then wait
 * for their lease, BENCH_LEASE_MS (default 3 s, the server's is 5 minutes), to be taken again; a
 * one-time code's, BENCH_CODE_LEASE_MS (default the server's, 15 s). BENCH_BATCH overrides the
 * batch size. SIGTERM stops it gracefully.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl || !config.smtpUrl || !config.mailFrom) {
    throw new Error('bench-mail-sender-cli needs DATABASE_URL, SMTP_URL and MAIL_FROM');
  }
  const database = await openDatabase(config, { migrate: false });
  const deps: AppDeps = { db: database.db, config, now: () => new Date() };
  const sender = startMailSender(deps, smtpTransport(config.smtpUrl, config.mailFrom), {
    ...DEFAULT_SENDER_RULES,
    batchSize: Number(process.env.BENCH_BATCH) || DEFAULT_SENDER_RULES.batchSize,
    leaseMs: Number(process.env.BENCH_LEASE_MS) || 3000,
    codeLeaseMs: Number(process.env.BENCH_CODE_LEASE_MS) || DEFAULT_SENDER_RULES.codeLeaseMs,
    pollMs: 100,
  });
  console.log('sender started');
  process.once('SIGTERM', async () => {
    await sender.stop();
    await database.close();
    process.exit(0);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
