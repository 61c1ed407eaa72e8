import cluster, { type Worker } from 'node:cluster';
import { type ServerType, serve } from '@hono/node-server';
import { createApp } from './app';
import { compressAnswers } from './compress-answers';
import { type Config, loadConfig } from './config';
import { DataDirLockedError, type OpenDatabase, openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { seedCatalogueIfEmpty } from './db/seed-catalogue';
import type { AppDeps } from './deps';
import { smtpTransport } from './services/delivery/email/smtp';
import { addressPolicyOf } from './services/delivery/push/endpoint-address';
import { webPushTransport } from './services/delivery/push/transport';
import { type MailSender, startMailSender } from './services/delivery/sender';
import { msg91Transport } from './services/delivery/sms/msg91';
import { startDigestRuns } from './services/digest/saved-search-digest';
import { createEventBus } from './services/event-bus';
import { purgeExpiredIdempotencyKeys } from './services/idempotency';
import { startInterviewReminders } from './services/interviews/interview-reminders';
import { startBulkJobRuns } from './services/recruiter/bulk-jobs';
import { startStatusDeliveries } from './services/status-deliveries';

/** How long an idle kept-alive connection stays open (longer than clients keep theirs idle). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Set in the environment of the server processes our primary forks: a process that is a cluster
 * worker of something else (a process manager's cluster mode) still migrates and seeds itself.
 */
const FORKED_MARK = 'RCM_SERVER_WORKER';
const forked = cluster.isWorker && process.env[FORKED_MARK] === '1';

/**
 * Starts the server: configuration, database (migrated), seed, app, listen; stops on SIGINT/SIGTERM.
 * With WORKERS=N > 1 (PostgreSQL only, checked by the configuration) this process is the primary
 * of a node:cluster: it migrates and seeds once, then forks N server processes sharing the port;
 * they keep no state of their own (sessions, idempotency keys, limits and files are in the
 * database), so any of them may answer any request.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (forked) return serveApp(config, { prepare: false });
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config);
  return serveApp(config, { prepare: true });
}

async function open(config: Config, migrate: boolean): Promise<OpenDatabase> {
  try {
    return await openDatabase(config, { migrate });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Seeds an empty database (lists, demo candidates, the jobs catalogue) and purges old idempotency keys. */
async function prepare(deps: AppDeps): Promise<void> {
  const seed = await seedIfEmpty(deps);
  if (seed.seeded) {
    console.log(
      `Seeded an empty database: ${seed.referenceItems} list items, ${seed.cities} cities, ${seed.demoUsers} demo candidates.`,
    );
  }
  const catalogue = await seedCatalogueIfEmpty(deps);
  if (catalogue.seeded) {
    console.log(
      `Seeded the jobs catalogue: ${catalogue.companies} employers, ${catalogue.jobs} jobs, ${catalogue.questions} assessment questions.`,
    );
  }
}

/** Purges expired idempotency keys now and every hour; answers the timer to clear at shutdown. */
async function startPurging(deps: AppDeps): Promise<NodeJS.Timeout> {
  const purge = () =>
    purgeExpiredIdempotencyKeys(deps).catch((error) =>
      console.error('Purging idempotency keys failed:', error),
    );
  await purge();
  const timer = setInterval(purge, PURGE_EVERY_MS);
  timer.unref();
  return timer;
}

/**
 * The queue's senders of this process (each server process runs them: their claims never
 * overlap): e-mails when SMTP_URL and MAIL_FROM are set, SMS when SMS_PROVIDER is, Web Push when
 * the VAPID keys are; without them those messages stay queued in the delivery_queue table.
 */
function startSending(deps: AppDeps): MailSender[] {
  const { smtpUrl, mailFrom, sms, vapid } = deps.config;
  const senders: MailSender[] = [];
  if (smtpUrl && mailFrom) senders.push(startMailSender(deps, smtpTransport(smtpUrl, mailFrom)));
  if (sms) senders.push(startMailSender(deps, msg91Transport(sms)));
  if (vapid)
    senders.push(
      startMailSender(deps, webPushTransport(deps.db, vapid, { addresses: addressPolicyOf(deps) })),
    );
  return senders;
}

/**
 * One server process: opens the database, listens on PORT and answers until a signal.
 * `prepare`: migrate, seed and purge here (a single process); a cluster's workers leave that
 * to their primary.
 */
async function serveApp(config: Config, options: { prepare: boolean }): Promise<void> {
  const database = await open(config, options.prepare);
  // this process's event bus: its LISTEN connection opens with the first event stream
  const bus = createEventBus(database.db);
  const deps: AppDeps = { db: database.db, config, now: () => new Date(), bus };
  let purgeTimer: NodeJS.Timeout | undefined;
  if (options.prepare) {
    await prepare(deps);
    purgeTimer = await startPurging(deps);
  }
  const senders = startSending(deps);
  // every process looks for due digests: the day's digest row per candidate is the claim, so two
  // processes never write two (services/digest/saved-search-digest.ts)
  const stopDigests = startDigestRuns(deps, config.digestEveryMinutes);
  // every process delivers the status changes whose undo window ended: each claims its steps with
  // SKIP LOCKED, so none is delivered twice (services/status-deliveries.ts, issue 36 R3)
  const stopStatusDeliveries = startStatusDeliveries(deps);
  // every process works the recruiters' bulk jobs: a job's lease is the claim (issue 36 §4)
  const bulkRuns = startBulkJobRuns(deps);
  // every process sends the due interview reminders: each reminder's row is its claim
  // (services/interviews/interview-reminders.ts)
  const stopReminders = startInterviewReminders(deps);

  const app = createApp(deps);
  const server: ServerType = await new Promise((resolve, reject) => {
    const s = serve({ fetch: compressAnswers(app.fetch), port: config.port }, (info) => {
      // a cluster's primary says it once, for all its workers
      if (!forked) console.log(`RCM Careers is running at http://localhost:${info.port}`);
      resolve(s);
    });
    s.once('error', reject);
  });
  // A kept-alive connection that the server closes while the client sends on it is reset
  // (ECONNRESET). Clients reuse idle connections for seconds (Node's default here: 5 s), so the
  // server keeps them longer than any client's idle use; headersTimeout must exceed it.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (!forked) console.log(`${signal} received: stopping.`);
    clearInterval(purgeTimer);
    stopDigests();
    stopStatusDeliveries();
    stopReminders();
    // ends the event streams (their clients reconnect to another process or after the restart)
    bus.close().catch((error) => console.error('Closing the event bus failed:', error));
    const force = setTimeout(() => {
      console.error('Open connections did not finish in 10 s; closing anyway.');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 10_000);
    force.unref();
    // the round in flight finishes and records its messages (a kill leaves them to the lease)
    const senderStopped = Promise.all(
      senders.map((sender) =>
        sender.stop().catch((error) => console.error('Stopping a sender of the queue failed:', error)),
      ),
    );
    server.close(async () => {
      clearTimeout(force);
      try {
        await senderStopped;
        await bulkRuns.stop();
        await database.close();
      } catch (error) {
        console.error('Closing the database failed:', error);
        process.exitCode = 1;
      }
      process.exit();
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

/**
 * The primary of WORKERS=N server processes: migrates and seeds once (before any worker exists,
 * so nothing races), purges idempotency keys hourly, forks the workers (they share the port:
 * node:cluster hands each connection to one of them) and replaces one that dies after it was
 * listening. A worker that fails before listening (a bad port, the database unreachable) stops
 * them all: forking it again would fail the same way. SIGINT/SIGTERM stop the workers
 * gracefully, then the primary.
 */
async function runPrimary(config: Config): Promise<void> {
  // the primary runs a few statements at start and one purge an hour: two connections suffice
  const database = await open({ ...config, databasePoolMax: 2 }, true);
  const deps: AppDeps = { db: database.db, config, now: () => new Date() };
  await prepare(deps);
  const purgeTimer = await startPurging(deps);

  const listening = new Set<Worker>();
  let announced = false;
  let stopping = false;
  let failed = false;

  const finish = async () => {
    clearInterval(purgeTimer);
    try {
      await database.close();
    } catch (error) {
      console.error('Closing the database failed:', error);
      process.exitCode = 1;
    }
    if (failed) process.exitCode = 1;
    process.exit();
  };

  const stopAll = (reason: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${reason}: stopping ${Object.keys(cluster.workers ?? {}).length} server processes.`);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (workers.length === 0) void finish();
    for (const worker of workers) worker.process.kill('SIGTERM');
    const force = setTimeout(() => {
      console.error('Server processes did not stop in 15 s; killing them.');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
    }, 15_000);
    force.unref();
  };

  cluster.on('listening', (worker, address) => {
    listening.add(worker);
    if (!announced && listening.size === config.workers) {
      announced = true;
      console.log(
        `RCM Careers is running at http://localhost:${address.port} (${config.workers} server processes)`,
      );
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const wasListening = listening.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) void finish();
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!wasListening) {
      console.error(`A server process (${worker.process.pid}) failed to start (${how}).`);
      failed = true;
      stopAll('A server process failed');
      return;
    }
    console.error(`A server process (${worker.process.pid}) stopped (${how}); starting another.`);
    cluster.fork({ [FORKED_MARK]: '1' });
  });

  process.on('SIGINT', () => stopAll('SIGINT received'));
  process.on('SIGTERM', () => stopAll('SIGTERM received'));
  for (let i = 0; i < config.workers; i++) cluster.fork({ [FORKED_MARK]: '1' });
}

main().catch((error) => {
  console.error('RCM Careers could not start:', error);
  process.exit(1);
});
