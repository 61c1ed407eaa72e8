// The e-mails, SMS and pushes the server sends: their delivery queue (the SQL table `delivery_queue`).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The delivery queue (services/delivery/): every e-mail, SMS and Web Push the server sends, written
 * by `enqueue` (services/delivery/queue.ts; an event's channels chosen by `notify`,
 * services/delivery/notify.ts) and sent by the sender (services/delivery/sender.ts): a message is
 * written 'queued'; a sender claims it ('sending', `next_attempt_at` then being the end of its
 * lease), sends it and marks it 'sent', or puts it back 'queued' for a later `next_attempt_at`
 * (exponential backoff), or 'dead' with `last_error` after its last try, or 'unconfirmed' when a
 * stopped sender's claim was never resolved (it may have arrived) and it could not be sent again.
 * The SQL table was called outbox until migration 0021 (the outbox is now only the phone's write
 * queue).
 */
export const deliveryQueue = pgTable(
  'delivery_queue',
  {
    id: serial('id').primaryKey(),
    /** the contact exactly as the client sent it */
    recipient: text('recipient').notNull(),
    /** email | sms | push (Web Push: the recipient `push-subscription:ID`, the body the JSON payload) */
    channel: text('channel').notNull(),
    purpose: text('purpose').notNull(),
    code: text('code'),
    /** the plain-text part */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** an e-mail's subject line */
    subject: text('subject'),
    /** an e-mail's HTML part (every user value escaped when it was written) */
    html: text('html'),
    /** extra e-mail headers, name to value */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** an e-mail's attachments (issue 36: an interview's .ics), each its name, type and text */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
    /**
     * an SMS's template variables, name to value (issue 36: an interview reminder's company, job and
     * time, which the gateway's registered template is filled with); null for a one-time code
     */
    smsVariables: jsonb('sms_variables').$type<Record<string, string>>(),
    /**
     * what the message is about, for limits on how often (e.g. 'conversation:12' for at most one
     * e-mail per conversation per 15 minutes)
     */
    topic: text('topic'),
    /** queued | sending | sent | dead | unconfirmed */
    status: text('status').notNull().default('queued'),
    /** tries so far (a claim counts as one, so a sender that dies mid-send uses one up) */
    attempts: integer('attempts').notNull().default(0),
    /** queued: when it is due; sending: when the claim's lease ends and another sender may take it */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** not sent by then, it is dead (a one-time code after it expired) */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('delivery_queue_recipient_idx').on(t.recipient, t.createdAt.desc().nullsFirst()),
    index('delivery_queue_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('queued', 'sending')`),
    index('delivery_queue_topic_idx').on(t.topic, t.createdAt.desc().nullsFirst()),
  ],
);
