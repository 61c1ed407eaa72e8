import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import type { AppDeps } from '../deps';
import { openDatabase } from './client';
import { generateJobs } from './job-catalogue';
import { companies, jobs } from './schema';
import { seedIfEmpty } from './seed';
import { insertJobs, seedCatalogueIfEmpty } from './seed-catalogue';

/**
 * `npm run seed:jobs -- N`: makes the catalogue of the database the server would use (DATA_DIR,
 * or DATABASE_URL) hold at least N jobs: the usual seed first, then synthetic jobs from the same
 * generator (another seed, no assessments), spread over the last 60 days, in batches. Run it
 * while the server is stopped when on the embedded database (one process at a time).
 */
async function main(): Promise<void> {
  const wanted = Number(process.argv[2] ?? process.env.SEED_JOBS ?? 100_000);
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > 5_000_000) {
    console.error('Usage: npm run seed:jobs -- <number of jobs, 1 to 5000000>');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const deps: AppDeps = { db: database.db, config, now: () => new Date() };
    await seedIfEmpty(deps);
    await seedCatalogueIfEmpty(deps);
    const [{ count }] = await deps.db.select({ count: sql<number>`count(*)::int` }).from(jobs);
    const missing = wanted - count;
    if (missing <= 0) {
      console.log(`The catalogue already holds ${count} jobs (${database.kind}).`);
      return;
    }
    const started = performance.now();
    const companyIds = (await deps.db.select({ id: companies.id }).from(companies).orderBy(companies.id)).map(
      (row) => row.id,
    );
    const now = new Date();
    const chunk = 5_000;
    for (let done = 0; done < missing; done += chunk) {
      const size = Math.min(chunk, missing - done);
      // a different seed per chunk: job i of chunk k is the same on every run
      const generated = generateJobs(size, 7_000 + done / chunk).map((job) => ({
        ...job,
        requiresAssessment: false,
      }));
      await deps.db.transaction((tx) => insertJobs(tx, generated, now, companyIds, false));
      process.stdout.write(`\r${count + done + size} jobs`);
    }
    // fresh statistics, and a visibility map for index-only counts
    await deps.db.execute(sql`vacuum analyze jobs`);
    await deps.db.execute(sql`vacuum analyze job_details`);
    // and the search box's tables (triggers fill them from jobs): the embedded database gathers
    // no statistics on its own, and its counts went by none (issue 22)
    await deps.db.execute(sql`vacuum analyze job_open_words`);
    await deps.db.execute(sql`vacuum analyze job_rank_words`);
    await deps.db.execute(sql`vacuum analyze search_words`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `\nAdded ${missing} synthetic jobs in ${seconds} s (${database.kind}); the catalogue holds ${wanted}.`,
    );
  } finally {
    await database.close();
  }
}

await main();
