// Issue 37: the company profile's change log and the mailbox a recruiter verified on its domain.
import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companies } from './companies';

/** Every change of a company profile's field: who, when, the field, its old and new value. */
export const companyProfileChanges = pgTable(
  'company_profile_changes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    /** the contract's field name (legal_name, display_name, gstin, ...) */
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
  },
  (t) => [index('company_profile_changes_company_idx').on(t.companyId, t.changedAt.desc())],
);

/**
 * A mailbox on the company's website domain proved by a code sent to it: the newest row of a
 * company is its pending or verified mailbox (verified once `verified_at` is set).
 */
export const companyMailboxes = pgTable(
  'company_mailboxes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** lower-cased */
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [index('company_mailboxes_company_idx').on(t.companyId, t.createdAt.desc())],
);
