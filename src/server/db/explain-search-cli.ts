import { and, sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { jobFilterConditions } from '../services/job-queries';
import { pickJobIds, rankedIdsQuery, someWordsCountQuery, someWordsIdsQuery } from '../services/job-search';
import { textSearchOf } from '../services/job-text-search';
import { openDatabase, rowsOf } from './client';
import { jobs } from './schema';

/**
 * `node --import tsx src/server/db/explain-search-cli.ts "<words>"` (run by `npm run bench:search
 * -- --explain`): the plans, with EXPLAIN (ANALYZE, BUFFERS), of the search box's queries for these
 * words on the database the server would use (DATA_DIR, or DATABASE_URL): the first time's single
 * pass (ranked first pages and count), the count and page of a page past those kept, and the
 * jobs holding some of the words that follow (how many, and the ranked ones). Run it while the
 * server is stopped on the embedded database.
 */
async function main(): Promise<void> {
  const words = process.argv[2] ?? 'medcal coder chennai';
  const database = await openDatabase(loadConfig());
  try {
    const { db } = database;
    const explain = async (title: string, query: Parameters<typeof db.execute>[0]) => {
      const plan = rowsOf<Record<string, unknown>>(
        await db.execute(sql`explain (analyze, buffers) ${query}`),
      );
      console.log(`\n-- ${title}\n${plan.map((row) => Object.values(row)[0]).join('\n')}`);
    };
    const started = performance.now();
    const text = await textSearchOf(db, words);
    console.log(`\nThe words "${words}" read as terms in ${(performance.now() - started).toFixed(1)} ms`);
    if (!text) return;
    const where = and(...jobFilterConditions({}), text.all);
    await explain(
      `first time: the ranked first pages of "${words}" and their count, in one pass`,
      rankedIdsQuery(db, where, text.orderAll),
    );
    await explain(
      `a page past those kept: the count of "${words}"`,
      db.select({ total: sql<number>`count(*)::int` }).from(jobs).where(where),
    );
    await explain(`a page past those kept: page 11 of "${words}"`, pickJobIds(db, where, text.orderAll, 11));
    if (text.someNotAll) {
      const some = and(...jobFilterConditions({}), text.someNotAll);
      await explain(
        `the jobs holding some of "${words}" but not all: how many are listed`,
        someWordsCountQuery(db, some),
      );
      await explain(
        `the jobs holding some of "${words}" but not all: the listed ones, ranked`,
        someWordsIdsQuery(db, some, text.rankSome),
      );
    }
  } finally {
    await database.close();
  }
}

await main();
