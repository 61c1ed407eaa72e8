import { JOB_WORD_FILTERS } from '@contract/job-search-fields';
import {
  JOBS_PER_PAGE,
  type JobListFilters,
  type JobSearchFilters,
  type JobSearchSort,
} from '@contract/jobs';
import { typedWords } from '@contract/search-synonyms';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client';
import { catalogueStamp as catalogueStampTable, jobOpenWords, jobRankWords, jobs } from '../db/schema';
import type { DbOrTx } from './file-store';
import {
  cardsByIds,
  catalogueStamp,
  type JobPage,
  jobFilterConditions,
  newestFirst,
  offsetOf,
} from './job-queries';
import { hasTextSearch, textSearchOf } from './job-text-search';

/**
 * The job search of POST /candidates/job_search: the spec's filters, newest first, and the search
 * box's words (issue 19), ranked; the totals counted once and kept.
 */

/**
 * How long a search's counted total is reused. Counting is most of a search's time at scale
 * (every match is read, where the page stops at six), and totals change only when jobs are
 * written: a cached total is dropped as soon as the catalogue's stamp moves (a trigger moves it on
 * every write to `jobs`: a job posted, published, edited, closed or reopened; migration 0013), which every
 * search reads first, so several server processes agree. The age bounds what is kept.
 */
export const SEARCH_TOTAL_TTL_MS = 60_000;
const SEARCH_TOTALS_KEPT = 500;

/**
 * What a search counted or ranked, kept per database and key (oldest first, for eviction) while it
 * holds: until the catalogue's stamp moves (`newestId`), SEARCH_TOTAL_TTL_MS at most.
 */
function keptPerDatabase<T>() {
  const byDatabase = new WeakMap<object, Map<string, { value: T; newestId: number; countedAt: number }>>();
  const entriesOf = (db: object) => {
    let entries = byDatabase.get(db);
    if (!entries) {
      entries = new Map();
      byDatabase.set(db, entries);
    }
    return entries;
  };
  return {
    /** The value kept for `key` while it holds, else `compute`'s, kept from now. */
    async remember(db: object, key: string, newestId: number, compute: () => Promise<T>): Promise<T> {
      const entries = entriesOf(db);
      const held = entries.get(key);
      if (held && held.newestId === newestId && performance.now() - held.countedAt <= SEARCH_TOTAL_TTL_MS) {
        return held.value;
      }
      const value = await compute();
      entries.delete(key);
      entries.set(key, { value, newestId, countedAt: performance.now() });
      if (entries.size > SEARCH_TOTALS_KEPT) entries.delete(entries.keys().next().value as string);
      return value;
    },
  };
}

/** The counted totals by filters. */
const searchTotals = keptPerDatabase<number>();

/** Does the search have a filter besides its words (the job search's six, the salary band)? */
const hasListFilters = (filters: JobSearchFilters): boolean =>
  jobFilterConditions(filters, { openOnly: false }).length > 0;

/** The filters as the queries read them (lower-cased words, the band, the box's terms), as a cache key. */
function filtersKey(filters: JobSearchFilters, textKey: string): string {
  return JSON.stringify([
    textKey,
    ...JOB_WORD_FILTERS.map((name) => typedWords(filters[name] ?? '')),
    filters.exp_ctc ?? '',
  ]);
}

/**
 * The WHERE condition of a job search: the filters (jobFilterConditions) and, when `q` holds
 * words, the jobs holding every one of them (job-text-search.ts; the search itself lists jobs
 * holding some of them after those). Another query can add its own bounds to it, e.g.
 * `created_at > X` to count a saved search's new matches.
 */
export async function jobSearchWhere(
  db: DbOrTx,
  filters: Partial<JobSearchFilters & JobListFilters>,
): Promise<SQL | undefined> {
  const text = await textSearchOf(db, filters.q ?? '');
  return and(...jobFilterConditions(filters), ...(text ? [text.all] : []));
}

/** The ids of one page of jobs: `where`, in `order` and then newest first (a query, not yet run). */
export const pickJobIds = (db: DbOrTx, where: SQL | undefined, order: SQL[], page: number) =>
  db
    .select({ id: jobs.id })
    .from(jobs)
    .where(where)
    .orderBy(...order, ...newestFirst)
    .limit(JOBS_PER_PAGE)
    .offset(offsetOf(page));

/**
 * The ids of one page of jobs (`where`, newest first) and the catalogue's stamp, in one statement:
 * a search without words (most of them) asks the database twice, for these and then the cards,
 * instead of three times (issue 22 §5: on the embedded database every query is a message to its
 * thread and back).
 */
async function pickJobIdsAndStamp(
  db: DbOrTx,
  where: SQL | undefined,
  page: number,
): Promise<{ picked: { id: number }[]; newestId: number }> {
  const [row] = rowsOf<{ stamp: number | null; ids: number[] | string }>(
    await db.execute(sql`
      select (select ${catalogueStampTable.stamp} from ${catalogueStampTable} limit 1) as stamp,
        array(${pickJobIds(db, where, [], page)}) as ids`),
  );
  return { picked: idsOf(row.ids).map((id) => ({ id })), newestId: Number(row.stamp ?? 0) };
}

/**
 * One page of the catalogue's jobs matching the filters and how many match: newest first, or,
 * with words in the search box (`q`), the jobs holding all of them (or, when none does, some of
 * them) by relevance and then newest first; `sort` 'newest' lists those holding all the words
 * newest first instead (those holding some follow as by relevance).
 */
export async function searchJobs(
  db: Db,
  userId: number,
  filters: JobSearchFilters,
  page: number,
  sort: JobSearchSort = 'relevance',
): Promise<JobPage> {
  // issue 23: the catalogue's stamp, not the newest id: a publish, an edit, a close or a reopen
  // changes what matches without a newer job
  const newest = () => catalogueStamp(db);
  const filtered = jobFilterConditions(filters);
  const cardsOf = (picked: { id: number }[]) =>
    cardsByIds(
      db,
      userId,
      picked.map((row) => row.id),
    );
  if (!hasTextSearch(filters.q ?? '')) {
    // the spec's search: the page beside the newest id, then its cards beside the count
    const where = and(...filtered);
    const { picked, newestId } = await pickJobIdsAndStamp(db, where, page);
    const [cards, total] = await Promise.all([
      cardsOf(picked),
      searchTotal(db, jobsMatching(db, where), filtersKey(filters, ''), newestId),
    ]);
    return { jobs: cards, total };
  }
  const [text, newestId] = await Promise.all([textSearchOf(db, filters.q ?? ''), newest()]);
  if (!text) throw new Error('a search with words has a text search');
  const key = filtersKey(filters, text.key);
  const all = and(...filtered, text.all);
  // no filter but the words: the open jobs holding them are counted in the narrow table
  const counted = hasListFilters(filters) ? jobsMatching(db, all) : openJobsHolding(db, text.allQuery);
  const someNotAll = text.someNotAll ? and(...filtered, text.someNotAll) : null;
  const [ranked, someTotal] = await Promise.all([
    sort === 'newest'
      ? newestAllWordsPage(db, all, counted, page, key, newestId)
      : allWordsPage(db, all, counted, text.rankAll, page, key, newestId),
    someNotAll ? someWordsTotal(db, someNotAll, `${key} some`, newestId) : 0,
  ]);
  // the jobs holding some of the words follow those holding all of them, in the same pages
  let picked = ranked.picked;
  const fromSome = offsetOf(page) + picked.length - ranked.total;
  if (someNotAll && picked.length < JOBS_PER_PAGE && fromSome < someTotal) {
    const ids = await someWordsIds(db, someNotAll, text.rankSome, `${key} some`, newestId);
    picked = [
      ...picked,
      ...ids.slice(fromSome, fromSome + JOBS_PER_PAGE - picked.length).map((id) => ({ id })),
    ];
  }
  return { jobs: await cardsOf(picked), total: ranked.total + someTotal, allWordsTotal: ranked.total };
}

/**
 * How many jobs holding some of the search box's words but not all are listed after those holding
 * them all, at most (ten pages): a few related jobs, not the catalogue (a broad word such as
 * 'medical' is held by most of it).
 */
export const SOME_WORDS_LISTED_MAX = 60;
/**
 * Of the jobs holding some words, the newest this many are ranked (more words held first): the
 * ranking reads each of them, so its cost is bounded whatever the words.
 */
export const SOME_WORDS_RANKED_FROM = 1_000;

/** How many jobs holding some words are listed: counted up to SOME_WORDS_LISTED_MAX, and kept. */
async function someWordsTotal(
  db: Db,
  where: SQL | undefined,
  key: string,
  newestId: number,
): Promise<number> {
  return searchTotals.remember(
    db,
    key,
    newestId,
    async () => (await someWordsCountQuery(db, where))[0].total,
  );
}

/** How many jobs holding some words are listed (a query, not yet run). */
export function someWordsCountQuery(db: DbOrTx, where: SQL | undefined) {
  const listed = db.select({ one: sql`1` }).from(jobs).where(where).limit(SOME_WORDS_LISTED_MAX).as('listed');
  return db.select({ total: sql<number>`count(*)::int` }).from(listed);
}

/**
 * Jobs matching `where` ranked by `rank` (values, each descending, then newest first) among the
 * newest `rankedFrom` of them: `limit` ids from `offset` (a query, not yet run). The rank values
 * are read in the pass that finds the jobs, and the pass stops at `rankedFrom` jobs, so its cost is
 * bounded however many match.
 */
export function rankedAmongNewest(
  db: DbOrTx,
  where: SQL | undefined,
  rank: SQL[],
  { rankedFrom, limit, offset = 0 }: { rankedFrom: number; limit: number; offset?: number },
) {
  const rankColumns = Object.fromEntries(rank.map((value, at) => [`r${at}`, value.as(`r${at}`)]));
  const newestMatching = db
    .select({ id: jobs.id, createdAt: jobs.createdAt, ...rankColumns })
    .from(jobs)
    .leftJoin(jobRankWords, eq(jobRankWords.jobId, jobs.id))
    .where(where)
    .orderBy(...newestFirst)
    .limit(rankedFrom)
    .as('newest_matching');
  return db
    .select({ id: newestMatching.id })
    .from(newestMatching)
    .orderBy(
      ...rank.map((_, at) => sql`${sql.identifier(`r${at}`)} desc`),
      sql`${newestMatching.createdAt} desc nulls last`,
      sql`${newestMatching.id} desc`,
    )
    .limit(limit)
    .offset(offset);
}

/** The listed jobs holding some words, ranked among the newest SOME_WORDS_RANKED_FROM (a query, not yet run). */
export const someWordsIdsQuery = (db: DbOrTx, where: SQL | undefined, rank: SQL[]) =>
  rankedAmongNewest(db, where, rank, { rankedFrom: SOME_WORDS_RANKED_FROM, limit: SOME_WORDS_LISTED_MAX });

/** The ranked ids of the jobs holding some words (see SOME_WORDS_RANKED_FROM), kept as the totals are. */
const someWordsKept = keptPerDatabase<number[]>();

async function someWordsIds(
  db: Db,
  where: SQL | undefined,
  rank: SQL[],
  key: string,
  newestId: number,
): Promise<number[]> {
  return someWordsKept.remember(db, key, newestId, async () =>
    (await someWordsIdsQuery(db, where, rank)).map((row) => row.id),
  );
}

/** How many jobs match: counted, or the count kept for these filters while it holds. */
async function searchTotal(db: Db, matching: Matching, key: string, newestId: number): Promise<number> {
  return searchTotals.remember(db, key, newestId, async () => {
    const counted = matching.as('counted');
    return (await db.select({ total: sql<number>`count(*)::int` }).from(counted))[0].total;
  });
}

/** The jobs a search matches, as their ids and dates (a query, not yet run). */
type Matching = ReturnType<typeof jobsMatching>;

/** The jobs matching `where` (a query, not yet run). */
export const jobsMatching = (db: DbOrTx, where: SQL | undefined) =>
  db.select({ id: jobs.id, createdAt: jobs.createdAt }).from(jobs).where(where);

/**
 * The open jobs holding the terms of `query` (a tsquery's text), read from the narrow
 * job_open_words (migration 0016) through its text index: a count reads its few pages, where the
 * same count on `jobs` reads a page of the wide jobs for almost every match (a word a seventh of
 * 100,000 jobs hold: 8,700 pages, 25 ms of the search's first time). For a search with no filter
 * but the words (a query, not yet run).
 */
export const openJobsHolding = (db: DbOrTx, query: string): Matching =>
  db
    .select({ id: sql<number>`${jobOpenWords.jobId}`.as('id'), createdAt: jobOpenWords.createdAt })
    .from(jobOpenWords)
    .where(sql`job_words(${jobOpenWords.jobId}) @@ ${query}::tsquery`) as unknown as Matching;

/**
 * Of the jobs holding every word, the newest this many are ranked by relevance, and the older ones
 * follow, newest first: the ranking reads each job it ranks, so a broad search (words most of the
 * catalogue holds) costs no more than a narrow one. A multiple of JOBS_PER_PAGE (no page straddles).
 */
export const ALL_WORDS_RANKED_FROM = 1_200;

/**
 * The count of the jobs matching `where` and the ids of the newest `newestMax` of them, ranked by
 * `rank` (values read from job_rank_words, each descending; none: newest first), the newest first
 * among equals: one statement, one pass over the matches (the text index finds them; a query, not
 * yet run). Reading the newest matches in date order instead (the newest index) reads every job
 * until enough match: cheap for words most jobs hold, but a word a twentieth of the catalogue
 * holds read 30,000 jobs to find 1,200 (47 ms at 100,000 jobs, where this pass takes 18 ms, its
 * count included). The rank values are read from job_rank_words alone, by id (its primary key),
 * for the newest only: a search's first time is this one statement, not a count and then a
 * second round trip for the values (issue 22). `matching` is `jobsMatching` or, with no filter
 * but the words, `openJobsHolding`.
 */
export function countAndNewestQuery(db: DbOrTx, matching: Matching, newestMax: number, rank: SQL[] = []) {
  const values = rank.map((value, at) => sql`${value} as ${sql.identifier(`r${at}`)}`);
  const order = rank.map((_, at) => sql`ranked.${sql.identifier(`r${at}`)} desc nulls last`);
  return db.execute(sql`
    with matching as materialized (${matching}),
    newest as (select id, created_at from matching
      order by created_at desc nulls last, id desc limit ${newestMax})
    select (select count(*)::int from matching) as total,
      coalesce((
        select array_agg(ranked.id order by ${sql.join(
          [...order, sql`ranked.created_at desc nulls last`, sql`ranked.id desc`],
          sql`, `,
        )})
        from (${
          rank.length === 0
            ? sql`select newest.id, newest.created_at from newest`
            : sql`select newest.id, newest.created_at, ${sql.join(values, sql`, `)}
          from newest left join ${jobRankWords} on ${jobRankWords.jobId} = newest.id`
        }) ranked
      ), '{}') as newest`);
}

/** The ranked ids of the newest ALL_WORDS_RANKED_FROM jobs holding every word, and how many do. */
const allWordsKept = keptPerDatabase<{ ids: number[]; total: number }>();

/**
 * A page of the jobs holding every word, and how many do. The first time, one pass counts them
 * and finds the newest ALL_WORDS_RANKED_FROM, which are then ranked and kept under the same rule
 * as the totals (until a newer job exists, a minute at most): the ranking is the same for every
 * candidate, so the next pages and the next candidates read them.
 */
async function allWordsPage(
  db: Db,
  where: SQL | undefined,
  matching: Matching,
  rank: SQL[],
  page: number,
  key: string,
  newestId: number,
): Promise<{ picked: { id: number }[]; total: number }> {
  const start = offsetOf(page);
  const ranked = await allWordsKept.remember(db, key, newestId, async () => {
    const [row] = rowsOf<{ total: number; newest: number[] | string }>(
      await countAndNewestQuery(db, matching, ALL_WORDS_RANKED_FROM, rank),
    );
    return { ids: idsOf(row.newest), total: Number(row.total) };
  });
  // past the ranked ones: the older matches, newest first (the ranked ones are the newest)
  const picked =
    start >= ALL_WORDS_RANKED_FROM
      ? await pickJobIds(db, where, [], page)
      : ranked.ids.slice(start, start + JOBS_PER_PAGE).map((id) => ({ id }));
  return { picked, total: ranked.total };
}

/** An int[] as the driver answers it: an array (node-postgres, PGlite) or its text ('{1,2}'). */
function idsOf(value: number[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map(Number);
}

/** A page of the jobs holding every word, newest first, and how many do (the same kept total). */
async function newestAllWordsPage(
  db: Db,
  where: SQL | undefined,
  matching: Matching,
  page: number,
  key: string,
  newestId: number,
): Promise<{ picked: { id: number }[]; total: number }> {
  const [picked, total] = await Promise.all([
    pickJobIds(db, where, [], page),
    searchTotal(db, matching, key, newestId),
  ]);
  return { picked, total };
}
