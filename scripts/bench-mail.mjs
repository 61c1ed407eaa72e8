#!/usr/bin/env node
// `npm run bench:mail` (issue 25): BENCH_MAILS e-mails (default 10,000) queued in the delivery_queue table
// of a temporary PostgreSQL database (on the server of DATABASE_URL or TEST_DATABASE_URL; the role
// needs CREATEDB; dropped at the end), sent by the e-mail sender (src/server/db/bench-mail-sender-cli.ts:
// the server's sender and SMTP transport, in a process of its own) to a local SMTP server
// (smtp-server, src/server/test-kits/smtp-test-server.ts). Once half of them arrived, the sender is
// killed (SIGKILL: no goodbye) and started again; its claims left 'sending' are taken again after
// their lease (BENCH_LEASE_MS, default 3 s). Reports messages per second, how many were lost (an
// address that received nothing, or a row not 'sent') and the duplicates (at most the batch in
// flight: BENCH_BATCH, default the sender's 10). Then the same with one-time codes (issue 35 C9):
// BENCH_CODES code e-mails (default 30), valid OTP_TTL_SECONDS (default 120 s) as the server's
// are, the sender killed once half of them arrived and started again at once: every code must
// arrive while valid (a code's lease, BENCH_CODE_LEASE_MS, default the sender's 15 s, is far
// shorter than its life), none may be recorded dead, and a few may arrive twice (the ones in
// flight). Run with `node --import tsx` (the npm script does).
// Timing goals are read here, never asserted in tests.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openTestPostgresDatabase } from '../src/server/db/client.ts';
import { deliveryQueue } from '../src/server/db/schema/index.ts';
import { DEFAULT_SENDER_RULES } from '../src/server/services/delivery/sender.ts';
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
const codes = Number(process.env.BENCH_CODES) || 30;
const codeLifeMs = (Number(process.env.OTP_TTL_SECONDS) || 120) * 1000;
const codeLeaseMs = Number(process.env.BENCH_CODE_LEASE_MS) || DEFAULT_SENDER_RULES.codeLeaseMs;
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
        BENCH_CODE_LEASE_MS: String(codeLeaseMs),
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
    sql`select status, count(*)::int as n from ${deliveryQueue} group by status`,
  );
  return Object.fromEntries(result.rows.map((row) => [row.status, Number(row.n)]));
};

/** Queues the rows 1000 at a time. */
async function queueRows(count, row) {
  for (let start = 0; start < count; start += 1000) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + 1000); i++) rows.push(row(i));
    await database.db.insert(deliveryQueue).values(rows);
  }
}

/**
 * Starts the sender, kills it (SIGKILL) once `killAt` of the queued rows' addresses received
 * something, starts it again at once and waits until no row is left to send. Answers the times and
 * the rows' counts at the kill; the SMTP server keeps what arrived.
 */
async function sendWithKill(label, killAt) {
  const receivedBefore = smtp.received.length;
  const arrived = () => smtp.received.length - receivedBefore;
  sender = await startSender();
  const started = performance.now();
  await waitFor(`${killAt} ${label}`, () => arrived() >= killAt);
  sender.kill('SIGKILL');
  await exited(sender);
  const killedAt = performance.now();
  const receivedAtKill = arrived();
  const statusAtKill = await countByStatus();
  console.log(
    `${label}: killed the sender after ${receivedAtKill} received in ${((killedAt - started) / 1000).toFixed(1)} s; ` +
      `rows then: ${JSON.stringify(statusAtKill)}`,
  );
  sender = await startSender();
  const restarted = performance.now();
  await waitFor('every row done', async () => {
    const counts = await countByStatus();
    return (counts.queued ?? 0) + (counts.sending ?? 0) === 0;
  });
  const finished = performance.now();
  sender.kill('SIGTERM');
  await exited(sender);
  sender = undefined;
  return { started, killedAt, receivedAtKill, restarted, finished, afterKill: arrived() - receivedAtKill };
}

/** Per address of `addressOf(0..count-1)`: how many received nothing, how many extra copies arrived. */
function lossAndDuplicates(count, addressOf) {
  const perAddress = new Map();
  for (const mail of smtp.received)
    for (const to of mail.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
  let lost = 0;
  let duplicates = 0;
  for (let i = 0; i < count; i++) {
    const n = perAddress.get(addressOf(i)) ?? 0;
    if (n === 0) lost += 1;
    if (n > 1) duplicates += n - 1;
  }
  return { lost, duplicates };
}

try {
  console.log(`bench:mail: queueing ${total} e-mails...`);
  const now = new Date();
  await queueRows(total, (i) => ({
    recipient: `bench${i}@bench.example.com`,
    channel: 'email',
    purpose: 'bench',
    code: null,
    body: `Bench e-mail ${i}: a plain-text part of about the size of a one-time code's.`,
    subject: `Bench e-mail ${i}`,
    html: `<!doctype html><html><body><p>Bench e-mail ${i}: a simple HTML part.</p></body></html>`,
    createdAt: now,
    nextAttemptAt: now,
  }));
  const mails = await sendWithKill('e-mails', total / 2);
  const mailLoss = lossAndDuplicates(total, (i) => `bench${i}@bench.example.com`);
  const mailCounts = await countByStatus();

  console.log(`bench:mail: queueing ${codes} one-time codes...`);
  await database.db.delete(deliveryQueue);
  const codesQueued = new Date();
  await queueRows(codes, (i) => ({
    recipient: `code${i}@bench.example.com`,
    channel: 'email',
    purpose: 'email_verification',
    code: String(100000 + i),
    body: `${100000 + i} is your RCM Careers code.`,
    subject: `${100000 + i} is your RCM Careers code`,
    html: `<!doctype html><html><body><p>${100000 + i} is your RCM Careers code.</p></body></html>`,
    createdAt: codesQueued,
    nextAttemptAt: codesQueued,
    expiresAt: new Date(codesQueued.getTime() + codeLifeMs),
  }));
  const coded = await sendWithKill('codes', Math.ceil(codes / 2));
  const codeLoss = lossAndDuplicates(codes, (i) => `code${i}@bench.example.com`);
  const codeCounts = await countByStatus();

  const firstRate = mails.receivedAtKill / ((mails.killedAt - mails.started) / 1000);
  const afterRate = mails.afterKill / ((mails.finished - mails.restarted) / 1000);
  console.log('');
  console.log(
    `bench:mail: ${total} e-mails, batch ${batch}, lease ${leaseMs} ms, PostgreSQL, local SMTP server`,
  );
  console.log(`  sent before the kill: ${mails.receivedAtKill} at ${firstRate.toFixed(0)} messages/s`);
  console.log(
    `  after the restart:    ${mails.afterKill} at ${afterRate.toFixed(0)} messages/s ` +
      `(including the ${leaseMs} ms lease wait)`,
  );
  console.log(
    `  overall:              ${(total / ((mails.finished - mails.started) / 1000)).toFixed(0)} messages/s`,
  );
  console.log(`  rows: ${JSON.stringify(mailCounts)}`);
  console.log(
    `  lost: ${mailLoss.lost} (addresses that received nothing), ${total - (mailCounts.sent ?? 0)} rows not sent`,
  );
  console.log(`  duplicates: ${mailLoss.duplicates} (at most the batch in flight: ${batch})`);
  const codesDead = (codeCounts.dead ?? 0) + (codeCounts.unconfirmed ?? 0);
  console.log(
    `bench:mail: ${codes} one-time codes valid ${codeLifeMs / 1000} s, code lease ${codeLeaseMs} ms, ` +
      `the sender killed after ${coded.receivedAtKill}`,
  );
  console.log(
    `  the rest arrived ${((coded.finished - coded.restarted) / 1000).toFixed(1)} s after the restart`,
  );
  console.log(`  rows: ${JSON.stringify(codeCounts)}`);
  console.log(`  lost: ${codeLoss.lost} (addresses that received no code)`);
  console.log(`  duplicates: ${codeLoss.duplicates} (at most the batch in flight: ${batch})`);
  console.log(`  dead: ${codesDead} (dead or unconfirmed rows)`);
  if (mailLoss.lost > 0 || mailCounts.sent !== total) process.exitCode = 1;
  if (codeLoss.lost > 0 || codesDead > 0 || codeCounts.sent !== codes) process.exitCode = 1;
} finally {
  if (sender) {
    sender.kill('SIGKILL');
    await exited(sender);
  }
  await smtp.close();
  await database.close();
}
