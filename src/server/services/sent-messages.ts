import { desc, sql } from 'drizzle-orm';
import { outbox } from '../db/schema';
import type { AppDeps } from '../deps';

/**
 * The outbox: every e-mail and SMS the server sends is written here (recipient, channel, purpose,
 * code, text, time). No real mail or SMS gateway is connected; a delivery worker would read this
 * table. Outside production `GET /api/dev/outbox?to=CONTACT` lists it.
 */

export type OutboxChannel = 'email' | 'sms';

export interface OutgoingMessage {
  /** the contact exactly as the client sent it (trimmed) */
  to: string;
  channel: OutboxChannel;
  /** why it is sent: the otp_type for one-time codes */
  purpose: string;
  code: string | null;
  text: string;
}

/** What the dev outbox route answers per message. */
export interface OutboxEntry {
  to: string;
  channel: string;
  otp_type: string;
  code: string | null;
  text: string;
  created_at: string;
}

/** Writes one message to the outbox, stamped with the deps clock. */
export async function sendMessage(deps: AppDeps, message: OutgoingMessage): Promise<void> {
  await deps.db.insert(outbox).values({
    recipient: message.to,
    channel: message.channel,
    purpose: message.purpose,
    code: message.code,
    body: message.text,
    createdAt: deps.now(),
  });
}

/**
 * Messages to one recipient (matched trimmed and case-insensitively, so an e-mail typed with
 * capitals is found either way), newest first; every recipient when `to` is empty.
 */
export async function listMessages(deps: AppDeps, to: string, limit = 50): Promise<OutboxEntry[]> {
  const recipient = to.trim().toLowerCase();
  const rows = await deps.db
    .select()
    .from(outbox)
    .where(recipient ? sql`lower(${outbox.recipient}) = ${recipient}` : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
  return rows.map((row) => ({
    to: row.recipient,
    channel: row.channel,
    otp_type: row.purpose,
    code: row.code,
    text: row.body,
    created_at: new Date(row.createdAt).toISOString(),
  }));
}
