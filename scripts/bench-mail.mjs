#!/usr/bin/env node
// `npm run bench:mail` (issue 25): BENCH_MAILS e-mails (default 10,000) queued in the outbox table
// of a temporary PostgreSQL database (on the server of DATABASE_URL or TEST_DATABASE_URL; the role
// needs CREATEDB; dropped at the end), sent by the e-mail sender (src/server/db/bench-mail-sender-cli.ts:
// the server's sender and SMTP transport, in a process of its own) to a local SMTP server
// (smtp-server, src/server/test-kits/smtp-test-server.ts). Once half of them arrived, the sender is
// killed (SIGKILL: no goodbye) and started again; its claims left 'sending' are taken again after
// their lease (BENCH_LEASE_MS, default 3 s). Reports messages per second, how many were lost (an
// address that received nothing, or a row not 'sent') and the duplicates (at most the batch in
// flight: BENCH_BATCH, default the sender's 10). Run with `node --import tsx` (the npm script does).
// Timing goals are read here, never asserted in tests.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openTestPostgresDatabase } from '../src/server/db/client.ts';
import { sentMessages } from '../src/server/db/schema.ts';
import { DEFAULT_SENDER_RULES } from '../src/server/services/mail/sender.ts';
import { startSmtpTestServer } from '../src/server/test-kits/smtp-test-server.ts';

const root = join(import.meta.dirname, '..');
const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error(
    'bench:mail runs on PostgreSQL: set DATABASE_URL (e.g. postgres://rcm:rcm@127.0.0.1:5432/rcm_test); ' +
      'a temporary database is made on that server and dropped after.',
  );
  process.exit(2);
}
const total = Number(process.env.BENCH_MAILS) || 10_000;
const batch = Number(process.env.BENCH_BATCH) || DEFAULT_SENDER_RULES.batchSize;
const leaseMs = Number(process.env.BENCH_LEASE_MS) || 3000;
const TIMEOUT_MS = 30 * 60_000;

const database = await openTestPostgresDatabase(adminUrl);
const smtp = await startSmtpTestServer({ keepRaw: false });
let sender;

/** Starts the sender process; resolves once it said it started. */
function startSender() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/db/bench-mail-sender-cli.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        DATABASE_POOL_MAX: '4',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'RCM Careers Bench <bench@rcm-careers.test>',
        BENCH_BATCH: String(batch),
        BENCH_LEASE_MS: String(leaseMs),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.once('exit', (code, signal) => {
      if (signal !== 'SIGKILL' && signal !== 'SIGTERM')
        reject(new Error(`the sender exited (${code ?? signal})`));
    });
    child.stdout.on('data', (chunk) => {
      if (chunk.toString().includes('sender started')) resolve(child);
    });
  });
}

const exited = (child) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve),
  );

async function waitFor(what, check) {
  const deadline = Date.now() + TIMEOUT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const countByStatus = async () => {
  const result = await database.db.execute(
    sql`select status, count(*)::int as n from ${sentMessages} group by status`,
  );
  return Object.fromEntries(result.rows.map((row) => [row.status, Number(row.n)]));
};

try {
  console.log(`bench:mail: queueing ${total} e-mails...`);
  const now = new Date();
  for (let start = 0; start < total; start += 1000) {
    const rows = [];
    for (let i = start; i < Math.min(total, start + 1000); i++) {
      rows.push({
        recipient: `bench${i}@bench.example.com`,
        channel: 'email',
        purpose: 'bench',
        code: null,
        body: `Bench e-mail ${i}: a plain-text part of about the size of a one-time code's.`,
        subject: `Bench e-mail ${i}`,
        html: `<!doctype html><html><body><p>Bench e-mail ${i}: a simple HTML part.</p></body></html>`,
        createdAt: now,
        nextAttemptAt: now,
      });
    }
    await database.db.insert(sentMessages).values(rows);
  }

  sender = await startSender();
  const started = performance.now();
  await waitFor('half of the e-mails', () => smtp.received.length >= total / 2);
  sender.kill('SIGKILL');
  await exited(sender);
  const killedAt = performance.now();
  const receivedAtKill = smtp.received.length;
  const statusAtKill = await countByStatus();
  console.log(
    `killed the sender after ${receivedAtKill} received in ${((killedAt - started) / 1000).toFixed(1)} s; ` +
      `rows then: ${JSON.stringify(statusAtKill)}`,
  );

  const restarted = performance.now();
  sender = await startSender();
  await waitFor('every row sent', async () => {
    const counts = await countByStatus();
    return (counts.sent ?? 0) + (counts.dead ?? 0) === total;
  });
  const finished = performance.now();
  sender.kill('SIGTERM');
  await exited(sender);
  sender = undefined;

  const perAddress = new Map();
  for (const mail of smtp.received)
    for (const to of mail.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
  let lostAddresses = 0;
  let duplicates = 0;
  for (let i = 0; i < total; i++) {
    const n = perAddress.get(`bench${i}@bench.example.com`) ?? 0;
    if (n === 0) lostAddresses += 1;
    if (n > 1) duplicates += n - 1;
  }
  const counts = await countByStatus();
  const firstRate = receivedAtKill / ((killedAt - started) / 1000);
  const afterRate = (smtp.received.length - receivedAtKill) / ((finished - restarted) / 1000);
  console.log('');
  console.log(
    `bench:mail: ${total} e-mails, batch ${batch}, lease ${leaseMs} ms, PostgreSQL, local SMTP server`,
  );
  console.log(`  sent before the kill: ${receivedAtKill} at ${firstRate.toFixed(0)} messages/s`);
  console.log(
    `  after the restart:    ${smtp.received.length - receivedAtKill} at ${afterRate.toFixed(0)} messages/s ` +
      `(including the ${leaseMs} ms lease wait)`,
  );
  console.log(`  overall:              ${(total / ((finished - started) / 1000)).toFixed(0)} messages/s`);
  console.log(`  rows: ${JSON.stringify(counts)}`);
  console.log(
    `  lost: ${lostAddresses} (addresses that received nothing), ${total - (counts.sent ?? 0)} rows not sent`,
  );
  console.log(`  duplicates: ${duplicates} (at most the batch in flight: ${batch})`);
  if (lostAddresses > 0 || counts.sent !== total) process.exitCode = 1;
} finally {
  if (sender) {
    sender.kill('SIGKILL');
    await exited(sender);
  }
  await smtp.close();
  await database.close();
}
