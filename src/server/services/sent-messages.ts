import type { SentMessage } from '@contract/dev';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sentMessages } from '../db/schema';
import type { AppDeps } from '../deps';

/**
 * The sent messages: every e-mail and SMS the server sends is written here (recipient, channel,
 * purpose, code, text, time), 'queued': the table is the durable delivery queue that the senders
 * (services/mail/sender.ts) send from: e-mails when SMTP_URL is set, SMS when SMS_PROVIDER is
 * (services/sms/msg91.ts); without them they stay queued. Outside production
 * `GET /api/dev/sent-messages?to=CONTACT` lists them whatever their state, with that state (status,
 * tries, last error, when sent). (Not the sentMessages of the app: that is the page's view of the
 * service worker's write queue.)
 */

/** 'push': a Web Push message to one subscription (services/push/), its text the JSON payload */
export type SentMessageChannel = 'email' | 'sms' | 'push';

export interface OutgoingMessage {
  /** the contact exactly as the client sent it (trimmed) */
  to: string;
  channel: SentMessageChannel;
  /** why it is sent: the otp_type for one-time codes */
  purpose: string;
  code: string | null;
  /** the plain-text part (an SMS's whole text) */
  text: string;
  /** an e-mail's subject line */
  subject?: string;
  /** an e-mail's HTML part, every user value in it escaped (mail/compose.ts) */
  html?: string;
  /** extra e-mail headers */
  headers?: Record<string, string>;
  /** what it is about, for limits on how often (mail/event-mail.ts) */
  topic?: string;
  /** not sent by then, it is never sent (a one-time code that expired) */
  expiresAt?: Date;
  /** not sent before then (a status e-mail batched, mail/event-mail.ts); now when not given */
  notBefore?: Date;
}

/** Writes one message to the sent messages, queued for delivery now, stamped with the deps clock. */
export async function sendMessage(deps: AppDeps, message: OutgoingMessage): Promise<void> {
  await queueMessage(deps.db, deps.now(), message);
}

/**
 * Writes one message, queued for delivery at `now`, with `db`: a transaction, so the message is
 * queued exactly when the write that caused it is (mail/event-mail.ts).
 */
export async function queueMessage(
  db: Pick<Db, 'insert'>,
  now: Date,
  message: OutgoingMessage,
): Promise<void> {
  await db.insert(sentMessages).values({
    recipient: message.to,
    channel: message.channel,
    purpose: message.purpose,
    code: message.code,
    body: message.text,
    subject: message.subject ?? null,
    html: message.html ?? null,
    headers: message.headers ?? null,
    topic: message.topic ?? null,
    expiresAt: message.expiresAt ?? null,
    createdAt: now,
    nextAttemptAt: message.notBefore ?? now,
  });
}

/**
 * Messages to one recipient (matched trimmed and case-insensitively, so an e-mail typed with
 * capitals is found either way), newest first; every recipient when `to` is empty.
 */
export async function listMessages(deps: AppDeps, to: string, limit = 50): Promise<SentMessage[]> {
  const recipient = to.trim().toLowerCase();
  const rows = await deps.db
    .select()
    .from(sentMessages)
    .where(recipient ? sql`lower(${sentMessages.recipient}) = ${recipient}` : undefined)
    .orderBy(desc(sentMessages.createdAt), desc(sentMessages.id))
    .limit(limit);
  return rows.map((row) => ({
    to: row.recipient,
    channel: row.channel,
    otp_type: row.purpose,
    code: row.code,
    text: row.body,
    created_at: new Date(row.createdAt).toISOString(),
    status: row.status as SentMessage['status'],
    attempts: row.attempts,
    last_error: row.lastError,
    sent_at: row.sentAt ? new Date(row.sentAt).toISOString() : null,
  }));
}
