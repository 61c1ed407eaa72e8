import { performance } from 'node:perf_hooks';
import { EMPTY_SAVED_SEARCH, SAVED_SEARCHES_MAX, type SavedSearchQuery } from '@contract/saved-searches';
import { and, eq, gt, sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { jobFilterConditions } from '../services/job-queries';
import { listSavedSearches } from '../services/saved-searches';
import { openDatabase, rowsOf } from './client';
import { jobs, savedSearches, users } from './schema';

/**
 * `npm run bench:saved-searches` (scripts/bench-saved-searches.mjs): the time of the dashboard's
 * saved-search list with its new-match counts, on the database the server would use (DATA_DIR or
 * DATABASE_URL) once `seed:jobs` filled it. A candidate of its own holds SAVED_SEARCHES_MAX
 * searches last opened an hour to 30 days ago; the list is read BENCH_ROUNDS times (p50, p95),
 * and one count's query plan is printed. The candidate is deleted at the end.
 * Timing goals are read here, never asserted in tests.
 */
const SEARCHES: Partial<SavedSearchQuery>[] = [
  {},
  { job_role: 'ar caller' },
  { location: 'chennai' },
  { job_role: 'coder', certificate_type: 'cpc' },
  { skill: 'denial', experience_level: 'experienced' },
  { exp_ctc: '3,00,000-4,00,000', location: 'hyder' },
  { job_role: 'medical coder' },
  { location: 'pune', experience_level: 'fresher' },
  { job_role: 'astronaut' },
  { location: 'kochi', certificate_type: 'ccs' },
];
const AGES_HOURS = [1, 24, 24 * 7, 24 * 30];

async function main(): Promise<void> {
  const rounds = Number(process.env.BENCH_ROUNDS) || 40;
  const database = await openDatabase(loadConfig());
  const db = database.db;
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(jobs);
  const stamp = Date.now();
  const [user] = await db
    .insert(users)
    .values({
      firstName: 'Bench',
      lastName: 'Saved searches',
      email: `bench.saved.${stamp}@bench.example.com`,
      phoneNo: `71${String(stamp).slice(-8)}`,
      passwordHash: 'scrypt$not-a-real-hash',
    })
    .returning({ id: users.id });
  try {
    const now = Date.now();
    await db.insert(savedSearches).values(
      Array.from({ length: SAVED_SEARCHES_MAX }, (_, i) => ({
        userId: user.id,
        name: `Bench ${i}`,
        search: { ...EMPTY_SAVED_SEARCH, ...SEARCHES[i % SEARCHES.length] },
        createdAt: new Date(now - 31 * 24 * 3_600_000),
        lastOpenedAt: new Date(now - AGES_HOURS[i % AGES_HOURS.length] * 3_600_000),
      })),
    );
    const first = performance.now();
    const listed = await listSavedSearches(db, user.id);
    const cold = performance.now() - first;
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const started = performance.now();
      await listSavedSearches(db, user.id);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) =>
      times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)].toFixed(1);
    console.log(`counts: ${listed.map((item) => item.new_count).join(' ')}`);
    console.log(
      `list of ${SAVED_SEARCHES_MAX} saved searches with counts, ${count} jobs on ${database.kind}: first ${cold.toFixed(1)} ms, p50 ${at(50)} ms, p95 ${at(95)} ms (${rounds} rounds)`,
    );
    // the plan of a selective count over 30 days (the dearest kind: it cannot stop at the cap)
    const since = new Date(now - 30 * 24 * 3_600_000);
    const selective = { ...EMPTY_SAVED_SEARCH, job_role: 'coder', certificate_type: 'cpc', location: 'pune' };
    const inner = db
      .select({ one: sql`1` })
      .from(jobs)
      .where(and(gt(jobs.createdAt, since), ...jobFilterConditions(selective)))
      .limit(99)
      .as('matching');
    const query = db.select({ count: sql<number>`count(*)::int` }).from(inner).toSQL();
    const plan = await database.db.execute(
      sql.raw(
        `explain (analyze, costs off) ${query.sql.replace(/\$(\d+)/g, (_m, n) => literal(query.params[Number(n) - 1]))}`,
      ),
    );
    console.log(
      rowsOf<Record<string, string>>(plan)
        .map((row) => Object.values(row)[0])
        .join('\n'),
    );
  } finally {
    await db.delete(users).where(eq(users.id, user.id));
    await database.close();
  }
}

function literal(value: unknown): string {
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (typeof value === 'number') return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}

await main();
