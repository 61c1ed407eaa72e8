// In-app notifications and Web Push subscriptions.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerKey, users } from './accounts';
import { companies } from './companies';

/**
 * What happened, for the candidate's in-app list (issue 24 §2): kind status | viewed | message |
 * matches | assessment, the text shown, and the app path it links to. `read_at` null: unread.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: ownerKey(),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * Issue 37: the company a notification is from (a message, a status change, a view, a question
     * added), for its Verified employer badge; null for the portal's own (saved-search matches)
     */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.id.desc())],
);

/**
 * A browser's Web Push subscription of a candidate (issue 25, services/push/): the push service's
 * endpoint (unique: one browser profile, one subscription; a second candidate subscribing in the
 * same browser takes it over) and the keys the payload is encrypted to (RFC 8291). A push service
 * answering 404/410 for it ends it (the row is deleted).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** the browser's P-256 public key, base64url (65 bytes) */
    p256dh: text('p256dh').notNull(),
    /** the auth secret, base64url (16 bytes) */
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
