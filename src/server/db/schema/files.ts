// Uploaded files, bytes and all, and the column that refers to one.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bytea } from './columns';

/**
 * Uploaded files, bytes and all, so every server instance sharing the database sees them
 * (services/file-store.ts). `stored_name` is chosen by the server; `original_name` is what the
 * candidate's file was called. Readable only by `owner_id`.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pdf | doc | docx | jpeg | png | webm | ogg, by content */
    kind: text('kind').notNull(),
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    /** a recording's length in whole seconds, as the candidate's app measured it (null: not sent) */
    audioSeconds: integer('audio_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('files_stored_name_key').on(t.storedName), index('files_owner_idx').on(t.ownerId)],
);

export const fileRef = (name: string) => integer(name).references(() => files.id, { onDelete: 'set null' });
