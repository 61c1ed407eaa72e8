import { desc, sql } from 'drizzle-orm';
import type { SentMessage } from '../../contract/dev';
import { sentMessages } from '../db/schema';
import type { AppDeps } from '../deps';

/**
 * The sent messages: every e-mail and SMS the server sends is written here (recipient, channel,
 * purpose, code, text, time). No real mail or SMS gateway is connected; a delivery worker would
 * read this table. Outside production `GET /api/dev/sent-messages?to=CONTACT` lists it. (Not the
 * sentMessages: that is the page's view of the service worker's write queue.)
 */

export type SentMessageChannel = 'email' | 'sms';

export interface OutgoingMessage {
  /** the contact exactly as the client sent it (trimmed) */
  to: string;
  channel: SentMessageChannel;
  /** why it is sent: the otp_type for one-time codes */
  purpose: string;
  code: string | null;
  text: string;
}

/** Writes one message to the sent messages, stamped with the deps clock. */
export async function sendMessage(deps: AppDeps, message: OutgoingMessage): Promise<void> {
  await deps.db.insert(sentMessages).values({
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
  }));
}
