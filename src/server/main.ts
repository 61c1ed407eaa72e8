import { type ServerType, serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { DataDirLockedError, openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { seedCatalogueIfEmpty } from './db/seed-catalogue';
import type { AppDeps } from './deps';
import { purgeExpiredIdempotencyKeys } from './services/idempotency';

/** Starts the server: configuration, database (migrated), seed, app, listen; stops on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const deps: AppDeps = { db: database.db, config, now: () => new Date() };
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

  const purge = () =>
    purgeExpiredIdempotencyKeys(deps).catch((error) =>
      console.error('Purging idempotency keys failed:', error),
    );
  await purge();
  const purgeTimer = setInterval(purge, 60 * 60 * 1000);
  purgeTimer.unref();

  const app = createApp(deps);
  const server: ServerType = await new Promise((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port }, (info) => {
      console.log(`RCM Careers is running at http://localhost:${info.port}`);
      resolve(s);
    });
    s.once('error', reject);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: stopping.`);
    clearInterval(purgeTimer);
    const force = setTimeout(() => {
      console.error('Open connections did not finish in 10 s; closing anyway.');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      try {
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

main().catch((error) => {
  console.error('RCM Careers could not start:', error);
  process.exit(1);
});
