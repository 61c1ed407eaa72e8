import {
  type CandidateConversation,
  type ChatSettings,
  CONVERSATION_NOT_FOUND,
  MESSAGE_NOT_FOUND,
  type Message,
  NO_CONVERSATION,
  UNBLOCK_TO_REPLY,
} from '@contract/chat';
import { companyLogoPath } from '@contract/company-logos';
import { rowsOf } from '@server/db/client';
import { companyChatSettings, conversations } from '@server/db/schema';
import { type AppDeps, eventBusOf } from '@server/deps';
import { HttpError } from '@server/validate';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../file-store';
import { readConversationNotifications } from '../notifications';
import type { UserRow } from '../sessions';
import {
  type ConversationRow,
  conversationMessages,
  lastMessageJson,
  lastMessageOf,
  markRead,
  messageOf,
  seenMessageId,
  writeMessage,
} from './messages';
import { chatUnreadTotal } from './unread';

/**
 * The candidate's side of chat: only the candidate's own conversations (another's is 404, as if
 * it did not exist). A candidate cannot start a conversation: there is no call for it; it replies
 * in one a recruiter started.
 */

export const conversationNotFound = () =>
  new HttpError(404, CONVERSATION_NOT_FOUND, 'conversation_not_found');
export const messageNotFound = () => new HttpError(404, MESSAGE_NOT_FOUND, 'message_not_found');

/** The candidate's conversation, or 404. `forUpdate`: locked until the transaction ends. */
async function ownConversation(
  db: DbOrTx,
  candidateId: number,
  conversationId: number,
): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.candidateId, candidateId)));
  if (!row) throw conversationNotFound();
  return row;
}

/** The candidate's conversations as the list shows them (one, or all newest activity first). */
async function candidateConversationRows(
  db: DbOrTx,
  candidateId: number,
  conversationId?: number,
): Promise<CandidateConversation[]> {
  const result = await db.execute(sql`
    select c.id, c.application_id, j.id as job_id, j.job_title, c.company_id, co.name as company_name,
      coalesce(s.muted, false) as muted, coalesce(s.blocked, false) as blocked,
      co.verified_at is not null and co.suspended_at is null as company_verified,
      co.suspended_at is not null as company_suspended,
      (select count(*)::int from messages m
        where m.conversation_id = c.id and m.sender_role = 'recruiter'
          and m.id > coalesce(r.last_read_message_id, 0)) as unread,
      ${lastMessageJson(sql`c.id`)} as last_message
    from conversations c
    join applications a on a.id = c.application_id
    join jobs j on j.id = a.job_id
    join companies co on co.id = c.company_id
    left join conversation_reads r on r.conversation_id = c.id and r.user_id = ${candidateId}
    left join company_chat_settings s on s.candidate_id = c.candidate_id and s.company_id = c.company_id
    where c.candidate_id = ${candidateId} ${conversationId === undefined ? sql`` : sql`and c.id = ${conversationId}`}
    order by c.last_message_at desc, c.id desc`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    conversation_id: Number(row.id),
    application_id: Number(row.application_id),
    job_id: Number(row.job_id),
    job_title: String(row.job_title),
    company_id: Number(row.company_id),
    company_name: String(row.company_name),
    company_logo: companyLogoPath(Number(row.company_id)),
    last_message: lastMessageOf(row.last_message),
    unread: Number(row.unread),
    muted: row.muted === true,
    blocked: row.blocked === true,
    // issue 37: the header's Verified employer badge, or the suspended company's warning
    company_verified: row.company_verified === true,
    company_suspended: row.company_suspended === true,
  }));
}

export async function listCandidateConversations(deps: AppDeps, candidateId: number) {
  return {
    conversations: await candidateConversationRows(deps.db, candidateId),
    unread_total: await chatUnreadTotal(deps.db, candidateId),
  };
}

export async function openCandidateConversation(deps: AppDeps, candidateId: number, conversationId: number) {
  const conversation = await ownConversation(deps.db, candidateId, conversationId);
  const [shown] = await candidateConversationRows(deps.db, candidateId, conversation.id);
  return {
    conversation: shown,
    messages: await conversationMessages(deps.db, conversation.id, 'candidate'),
    seen_message_id: await seenMessageId(deps.db, conversation, 'candidate'),
  };
}

/** Is the company blocked by the candidate? */
async function settingsOf(db: DbOrTx, candidateId: number, companyId: number) {
  const [row] = await db
    .select({ muted: companyChatSettings.muted, blocked: companyChatSettings.blocked })
    .from(companyChatSettings)
    .where(
      and(eq(companyChatSettings.candidateId, candidateId), eq(companyChatSettings.companyId, companyId)),
    );
  return row ?? { muted: false, blocked: false };
}

export { settingsOf as companyChatSettingsOf };

/** The candidate's reply; refused while the candidate blocks the company. */
export async function sendCandidateReply(
  deps: AppDeps,
  user: UserRow,
  conversationId: number,
  body: string,
): Promise<Message> {
  const bus = eventBusOf(deps);
  return bus.transaction(async (tx) => {
    const conversation = await ownConversation(tx, user.id, conversationId);
    if ((await settingsOf(tx, user.id, conversation.companyId)).blocked) {
      throw new HttpError(409, UNBLOCK_TO_REPLY, 'company_blocked');
    }
    return writeMessage(
      tx,
      bus,
      conversation,
      { id: user.id, role: 'candidate', firstName: user.firstName, lastName: user.lastName },
      body,
      deps.now(),
    );
  });
}

/** The candidate read the conversation up to `messageId`; answers the new unread total. */
export async function readCandidateConversation(
  deps: AppDeps,
  candidateId: number,
  conversationId: number,
  messageId: number,
): Promise<number> {
  const bus = eventBusOf(deps);
  return bus.transaction(async (tx) => {
    const conversation = await ownConversation(tx, candidateId, conversationId);
    if (!(await messageOf(tx, conversation.id, messageId))) throw messageNotFound();
    await markRead(tx, conversation.id, candidateId, messageId);
    await readConversationNotifications(tx, candidateId, conversation.id, deps.now());
    await bus.publish(tx, {
      to: { user_ids: [candidateId], company_ids: [conversation.companyId] },
      type: 'read',
      data: { conversation_id: conversation.id, reader: 'candidate', message_id: messageId },
    });
    return chatUnreadTotal(tx, candidateId);
  });
}

/** Mutes or blocks a company the candidate has a conversation with (else 404 no_conversation). */
export async function setChatSettings(
  deps: AppDeps,
  candidateId: number,
  companyId: number,
  change: ChatSettings,
): Promise<{ muted: boolean; blocked: boolean }> {
  return deps.db.transaction(async (tx) => {
    const [any] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.candidateId, candidateId), eq(conversations.companyId, companyId)))
      .limit(1);
    if (!any) throw new HttpError(404, NO_CONVERSATION, 'no_conversation');
    const set = {
      ...(change.muted === undefined ? {} : { muted: change.muted }),
      ...(change.blocked === undefined ? {} : { blocked: change.blocked }),
    };
    const [row] = await tx
      .insert(companyChatSettings)
      .values({ candidateId, companyId, ...set })
      .onConflictDoUpdate({ target: [companyChatSettings.candidateId, companyChatSettings.companyId], set })
      .returning({ muted: companyChatSettings.muted, blocked: companyChatSettings.blocked });
    return row;
  });
}
