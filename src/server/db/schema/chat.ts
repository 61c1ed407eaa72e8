// Conversations between a company and a candidate: messages, reads, a company's mute or block, reports.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { applications } from './applications';
import { companies } from './companies';

/**
 * Chat (issue 24 §1): one conversation per application, started by a recruiter of the job's
 * company (`started_by`), between the candidate and the company's recruiters. `company_id` and
 * `candidate_id` are the application's, kept here so the lists read one table.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedBy: integer('started_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_application_key').on(t.applicationId),
    index('conversations_candidate_idx').on(t.candidateId, t.lastMessageAt.desc()),
    index('conversations_company_idx').on(t.companyId, t.lastMessageAt.desc()),
  ],
);

/** A conversation's messages (text only), in id order. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** candidate | recruiter */
    senderRole: text('sender_role').notNull(),
    body: text('body').notNull(),
    /**
     * A recruiter's message that asks the candidate for money (issue 37 §2): the fee-demand
     * detector's reasons (services/safety/fee-demand.ts), checked on the text as sent; null when
     * it asks for none, and for every candidate's message (never checked).
     */
    feeFlags: jsonb('fee_flags').$type<string[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.id)],
);

/** How far each reader (the candidate, each recruiter) has read a conversation. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/** A candidate's choices about a company's messages: muted (no notification, not counted), blocked. */
export const companyChatSettings = pgTable(
  'company_chat_settings',
  {
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    muted: boolean('muted').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.companyId] })],
);
