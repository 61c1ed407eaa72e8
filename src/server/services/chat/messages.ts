import type { Message, SenderRole } from '@contract/chat';
import { rowsOf } from '@server/db/client';
import { conversationReads, conversations, messages, users } from '@server/db/schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { EventBus, Tx } from '../event-bus';
import type { DbOrTx } from '../file-store';
import { detectFeeDemand } from '../safety/fee-demand';

/** The pieces both sides of chat share: messages as the calls answer them, sending, reading. */

export type ConversationRow = typeof conversations.$inferSelect;

/**
 * A message as the calls answer it. `feeWarning`: the candidate's reads only, where a recruiter's
 * message flagged as asking for money carries `fee_warning: true` (the recruiters' reads never
 * say which of their messages were flagged).
 */
export function toMessage(
  row: {
    id: number;
    conversationId: number;
    senderRole: string;
    body: string;
    createdAt: Date | string;
    firstName: string | null;
    lastName: string | null;
    feeFlags?: string[] | null;
  },
  feeWarning = false,
): Message {
  return {
    message_id: row.id,
    conversation_id: row.conversationId,
    sender: row.senderRole as SenderRole,
    sender_name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
    body: row.body,
    sent_at: new Date(row.createdAt).toISOString(),
    ...(feeWarning && row.feeFlags ? { fee_warning: true } : {}),
  };
}

/** A conversation's messages, oldest first; `reader` 'candidate': with their fee warnings. */
export async function conversationMessages(
  db: DbOrTx,
  conversationId: number,
  reader: SenderRole,
): Promise<Message[]> {
  const rows = await db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      senderRole: messages.senderRole,
      body: messages.body,
      createdAt: messages.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      feeFlags: messages.feeFlags,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.id));
  return rows.map((row) => toMessage(row, reader === 'candidate'));
}

/** The SQL of a conversation's last message as JSON (null when none), for the lists. */
export const lastMessageJson = (conversationId: unknown) => sql`(
  select json_build_object(
    'message_id', m.id, 'conversation_id', m.conversation_id, 'sender', m.sender_role,
    'sender_name', trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')),
    'body', m.body, 'sent_at', m.created_at)
  from messages m left join users u on u.id = m.sender_id
  where m.conversation_id = ${conversationId}
  order by m.id desc limit 1)`;

/** The last message's JSON from the database, with `sent_at` as ISO text. */
export function lastMessageOf(json: unknown): Message | null {
  if (json === null || json === undefined) return null;
  const value = (typeof json === 'string' ? JSON.parse(json) : json) as Message;
  return { ...value, sent_at: new Date(value.sent_at).toISOString() };
}

/** Moves a reader's mark forward to `messageId` (never back). */
export async function markRead(tx: DbOrTx, conversationId: number, userId: number, messageId: number) {
  await tx
    .insert(conversationReads)
    .values({ conversationId, userId, lastReadMessageId: messageId })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: {
        lastReadMessageId: sql`greatest(${conversationReads.lastReadMessageId}, excluded.last_read_message_id)`,
      },
    });
}

/**
 * Writes a message to the conversation (its activity time moves), counts it read by its writer,
 * and publishes it to the candidate and the company's recruiters (after the commit). A
 * recruiter's message is checked for a fee demand (issue 37 §2) on `body` as the candidate gets
 * it (a template's placeholders already filled); the candidate's replies are never checked.
 */
export async function writeMessage(
  tx: Tx,
  bus: EventBus,
  conversation: ConversationRow,
  sender: { id: number; role: SenderRole; firstName: string; lastName: string },
  body: string,
  now: Date,
): Promise<Message> {
  const check = sender.role === 'recruiter' ? detectFeeDemand(body) : null;
  const [row] = await tx
    .insert(messages)
    .values({
      conversationId: conversation.id,
      senderId: sender.id,
      senderRole: sender.role,
      body,
      feeFlags: check?.flagged ? check.reasons : null,
      createdAt: now,
    })
    .returning();
  await tx.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, conversation.id));
  await markRead(tx, conversation.id, sender.id, row.id);
  const message = toMessage({ ...row, firstName: sender.firstName, lastName: sender.lastName });
  await bus.publish(tx, {
    to: { user_ids: [conversation.candidateId], company_ids: [conversation.companyId] },
    type: 'message',
    data: { conversation_id: conversation.id, message },
  });
  return message;
}

/** The message of the conversation, or null (another conversation's, or none). */
export async function messageOf(db: DbOrTx, conversationId: number, messageId: number) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)));
  return row ?? null;
}

/**
 * The last message of `role` at or before what the other side has read: the candidate's last
 * message a recruiter read (role 'candidate'), or the recruiters' last one the candidate read.
 */
export async function seenMessageId(
  db: DbOrTx,
  conversation: ConversationRow,
  role: SenderRole,
): Promise<number | null> {
  const readers =
    role === 'candidate'
      ? sql`r.user_id <> ${conversation.candidateId}`
      : sql`r.user_id = ${conversation.candidateId}`;
  const result = await db.execute(sql`
    select max(m.id) as seen from messages m
    where m.conversation_id = ${conversation.id} and m.sender_role = ${role}
      and m.id <= (select coalesce(max(r.last_read_message_id), 0) from conversation_reads r
                   where r.conversation_id = ${conversation.id} and ${readers})`);
  const [row] = rowsOf<{ seen: number | string | null }>(result);
  return row?.seen === null || row?.seen === undefined ? null : Number(row.seen);
}
