// Contact only with consent (issue 37 §3): what a candidate shares with each company, and its log.
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerKey, users } from './accounts';
import { companies } from './companies';

/**
 * A candidate's contact (phone and e-mail) and one company: 'asked' (a shortlist or a recruiter
 * asked; the candidate has not answered), 'shared', 'declined' (Not now) or 'withdrawn'. No row:
 * never asked. A recruiter sees the contact only while it is 'shared'.
 */
export const contactShares = pgTable(
  'contact_shares',
  {
    userId: ownerKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }),
    /** the recruiter who asked last (null: the shortlist asked, or the recruiter is gone) */
    askedBy: integer('asked_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);

/**
 * Every consent given or withdrawn (issue 37 §3, for the export and the DPDP duties): the
 * company (its name as it was), the action and when. Never updated nor deleted but with the account.
 */
export const contactConsentLog = pgTable(
  'contact_consent_log',
  {
    id: serial('id').primaryKey(),
    userId: ownerKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    companyName: text('company_name').notNull(),
    /** 'given' | 'withdrawn' */
    action: text('action').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_consent_log_user_idx').on(t.userId, t.id)],
);

/**
 * Who saw my profile (issue 37 §3): each company that viewed the candidate's application
 * ('application'), downloaded their resume ('resume') or saw their contact ('contact'), with the
 * first and the last time.
 */
export const profileSightings = pgTable(
  'profile_sightings',
  {
    userId: ownerKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId, t.kind] })],
);
