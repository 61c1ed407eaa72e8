import {
  defaultSavedSearchName,
  pickSavedSearch,
  SAVED_SEARCH_NEW_COUNT_CAP,
  SAVED_SEARCH_NOT_FOUND,
  SAVED_SEARCHES_FULL,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type SavedSearchQuery,
  savedSearchKey,
} from '@contract/saved-searches';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs, savedSearches, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { HttpError } from '../validate';
import type { DbOrTx } from './file-store';
import { jobSearchWhere } from './job-search';

/**
 * Saved searches (issue 19 §2): the caller's own rows only (another candidate's id is simply not
 * found), at most SAVED_SEARCHES_MAX each, and the count of new matches: the job search's own
 * condition (`jobSearchWhere`: the filters and all the words, one place) bounded by `created_at > last_opened_at`.
 */

type Row = typeof savedSearches.$inferSelect;

const notFound = () => new HttpError(404, SAVED_SEARCH_NOT_FOUND, 'saved_search_not_found');

/** The stored search of a row (a field a later version added reads as '', an unknown one is dropped). */
const searchOf = (row: Row): SavedSearchQuery => pickSavedSearch(row.search);

function toSavedSearch(row: Row, newCount: number): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    search: searchOf(row),
    created_at: new Date(row.createdAt).toISOString(),
    last_opened_at: new Date(row.lastOpenedAt).toISOString(),
    new_count: newCount,
  };
}

/**
 * How many jobs match the search and were posted after `since`, counted up to
 * SAVED_SEARCH_NEW_COUNT_CAP: the newest-jobs index reads only the jobs after `since`, and the
 * count stops at the cap however long ago the search was opened.
 */
export async function countNewMatches(db: DbOrTx, search: SavedSearchQuery, since: Date): Promise<number> {
  const where = await jobSearchWhere(db, search);
  const matching = db
    .select({ one: sql`1` })
    .from(jobs)
    .where(and(gt(jobs.createdAt, since), where))
    .limit(SAVED_SEARCH_NEW_COUNT_CAP)
    .as('matching');
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(matching);
  return Number(count);
}

/** The candidate's saved searches for their data export (oldest first, no counts). */
export async function savedSearchesForExport(db: DbOrTx, userId: number) {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  return rows.map((row) => {
    const { name, search, created_at, last_opened_at } = toSavedSearch(row, 0);
    return { name, search, created_at, last_opened_at };
  });
}

/** This candidate's saved searches, newest first, each with its count of new matches. */
export async function listSavedSearches(db: Db, userId: number): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  const counts = await Promise.all(
    rows.map((row) => countNewMatches(db, searchOf(row), new Date(row.lastOpenedAt))),
  );
  return rows.map((row, index) => toSavedSearch(row, counts[index]));
}

/**
 * Keeps a search under a name ('' : the default name of its words and filters). One transaction
 * that first locks the candidate's row, so concurrent saves run one after another: the candidate
 * never holds more than SAVED_SEARCHES_MAX (409 saved_searches_full), nor the same search twice
 * (the same `savedSearchKey`: the kept one is answered, `alreadySaved`, however often it is sent).
 */
export async function createSavedSearch(
  deps: AppDeps,
  userId: number,
  input: { name: string; search: SavedSearchQuery },
): Promise<{ saved: SavedSearch; alreadySaved: boolean }> {
  const search = pickSavedSearch(input.search);
  const key = savedSearchKey(search);
  const name = input.name.trim() === '' ? defaultSavedSearchName(search) : input.name.trim();
  const { row, alreadySaved } = await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const kept = await tx.select().from(savedSearches).where(eq(savedSearches.userId, userId));
    const same = kept.find((row) => savedSearchKey(searchOf(row)) === key);
    if (same) return { row: same, alreadySaved: true };
    if (kept.length >= SAVED_SEARCHES_MAX)
      throw new HttpError(409, SAVED_SEARCHES_FULL, 'saved_searches_full');
    const now = deps.now();
    const [inserted] = await tx
      .insert(savedSearches)
      .values({ userId, name, search, createdAt: now, lastOpenedAt: now, digestSentUntil: now })
      .returning();
    return { row: inserted, alreadySaved: false };
  });
  const newCount = alreadySaved
    ? await countNewMatches(deps.db, searchOf(row), new Date(row.lastOpenedAt))
    : 0;
  return { saved: toSavedSearch(row, newCount), alreadySaved };
}

const mine = (userId: number, id: number) => and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

/** A new name for one of the candidate's saved searches (404 when it is not theirs). */
export async function renameSavedSearch(
  deps: AppDeps,
  userId: number,
  id: number,
  name: string,
): Promise<SavedSearch> {
  const [row] = await deps.db
    .update(savedSearches)
    .set({ name: name.trim() })
    .where(mine(userId, id))
    .returning();
  if (!row) throw notFound();
  return toSavedSearch(row, await countNewMatches(deps.db, searchOf(row), new Date(row.lastOpenedAt)));
}

/** Deletes one of the candidate's saved searches (404 when it is not theirs). */
export async function deleteSavedSearch(deps: AppDeps, userId: number, id: number): Promise<void> {
  const [row] = await deps.db
    .delete(savedSearches)
    .where(mine(userId, id))
    .returning({ id: savedSearches.id });
  if (!row) throw notFound();
}

/**
 * Opens a saved search: only jobs posted from now on are new (count 0); answers the search to run
 * and when it was opened before (`newSince`: the jobs posted after it are the ones new to the
 * candidate). The row is locked while its previous time is read and replaced.
 */
export async function openSavedSearch(
  deps: AppDeps,
  userId: number,
  id: number,
): Promise<{ saved: SavedSearch; newSince: string }> {
  return deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ lastOpenedAt: savedSearches.lastOpenedAt })
      .from(savedSearches)
      .where(mine(userId, id))
      .for('update');
    if (!before) throw notFound();
    const [row] = await tx
      .update(savedSearches)
      .set({ lastOpenedAt: deps.now() })
      .where(mine(userId, id))
      .returning();
    return { saved: toSavedSearch(row, 0), newSince: new Date(before.lastOpenedAt).toISOString() };
  });
}
