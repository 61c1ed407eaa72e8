// Saved searches and their daily digests.
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownerKey } from './accounts';

/**
 * A candidate's saved searches (issue 19 §2): a name, the search (the free-text words and the
 * six filters, as the contract's SavedSearchQuery) and when it was last opened: jobs posted after
 * that are its new matches.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: ownerKey(),
    name: text('name').notNull(),
    search: jsonb('search').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The saved-search digest's watermark (issue 25 §1): the jobs posted after it are the ones no
     * digest has sent yet for this search; a digest moves it to the time it was written.
     */
    digestSentUntil: timestamp('digest_sent_until', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * The saved-search digests written (issue 25 §1, services/mail/saved-search-digest.ts): at most
 * one per candidate per day (`day`, YYYY-MM-DD in India's time), the unique key being the claim
 * that lets only one server process write it; `token_hash` is the SHA-256 of its one-click
 * unsubscribe token (the token itself is only in the e-mail's link).
 */
export const savedSearchDigests = pgTable(
  'saved_search_digests',
  {
    id: serial('id').primaryKey(),
    userId: ownerKey(),
    day: text('day').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** the jobs it listed */
    jobCount: integer('job_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** when its link turned the digest off (the first time; a replay changes nothing) */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('saved_search_digests_user_day_key').on(t.userId, t.day),
    uniqueIndex('saved_search_digests_token_key').on(t.tokenHash),
  ],
);
