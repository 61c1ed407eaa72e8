import { and, sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { jobFilterConditions } from '../services/job-queries';
import {
  ALL_WORDS_RANKED_FROM,
  countAndNewestQuery,
  openJobsHolding,
  pickJobIds,
  someWordsCountQuery,
  someWordsIdsQuery,
} from '../services/job-search';
import { textSearchOf } from '../services/job-text-search';
import { openDatabase, rowsOf } from './client';

/**
 * `node --import tsx src/server/db/explain-search-cli.ts "<words>"` (run by `npm run bench:search
 * -- --explain`): the plans, with EXPLAIN (ANALYZE, BUFFERS), of the search box's queries for these
 * words on the database the server would use (DATA_DIR, or DATABASE_URL): the first time's count and
 * newest matches ranked, a page past those ranked, and the
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
      `first time: the count of "${words}" and the newest ${ALL_WORDS_RANKED_FROM} holding every word, ranked, in one statement`,
      countAndNewestQuery(db, openJobsHolding(db, text.allQuery), ALL_WORDS_RANKED_FROM, text.rankAll),
    );
    await explain(
      `a page past those ranked: page ${ALL_WORDS_RANKED_FROM / 6 + 1} of "${words}" (newest first)`,
      pickJobIds(db, where, [], ALL_WORDS_RANKED_FROM / 6 + 1),
    );
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
