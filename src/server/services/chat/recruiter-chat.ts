import { COMPANY_BLOCKED, type Message, REACH_OUT_OFF, type RecruiterConversation } from '@contract/chat';
import { RECRUITER_CONVERSATIONS_PER_PAGE } from '@contract/recruiter/chat';
import { rowsOf } from '@server/db/client';
import { companies, conversations, users } from '@server/db/schema';
import { type AppDeps, eventBusOf } from '@server/deps';
import type { RecruiterScope } from '@server/services/recruiter/company-scope';
import { HttpError } from '@server/validate';
import { and, eq, sql } from 'drizzle-orm';
import { notify } from '../delivery/notify';
import type { EventBus, Tx } from '../event-bus';
import type { DbOrTx } from '../file-store';
import { addNotification, conversationLink } from '../notifications';
import { companyApplication } from '../recruiter/company-scope';
import { renderMessage } from '../recruiter/message-templates';
import { companyRefusal, requireCompanyMay } from '../safety/company-gates';
import type { UserRow } from '../sessions';
import { companyChatSettingsOf, conversationNotFound, messageNotFound } from './candidate-chat';
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

/**
 * The recruiters' side of chat: the company's conversations only, each of an application of one
 * of its jobs by an active candidate (loaded through the company scope: another company's is
 * 404). Every recruiter of the company sees and writes in the company's conversations; each has
 * its own unread count.
 */

/** The company's conversations as the inbox shows them (one, or a page newest activity first). */
async function recruiterConversationRows(
  db: DbOrTx,
  scope: Pick<RecruiterScope, 'companyId' | 'recruiterId'>,
  which: { conversationId: number } | { page: number },
): Promise<RecruiterConversation[]> {
  const filter = 'conversationId' in which ? sql`and c.id = ${which.conversationId}` : sql``;
  const paging =
    'page' in which
      ? sql`limit ${RECRUITER_CONVERSATIONS_PER_PAGE} offset ${(which.page - 1) * RECRUITER_CONVERSATIONS_PER_PAGE}`
      : sql``;
  const result = await db.execute(sql`
    select c.id, c.application_id, j.id as job_id, j.job_title, a.applicant_name,
      (select count(*)::int from messages m
        where m.conversation_id = c.id and m.sender_role = 'candidate'
          and m.id > coalesce(r.last_read_message_id, 0)) as unread,
      ${lastMessageJson(sql`c.id`)} as last_message
    from conversations c
    join applications a on a.id = c.application_id and a.candidate_active
    join jobs j on j.id = a.job_id
    left join conversation_reads r on r.conversation_id = c.id and r.user_id = ${scope.recruiterId}
    where c.company_id = ${scope.companyId} ${filter}
    order by c.last_message_at desc, c.id desc ${paging}`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    conversation_id: Number(row.id),
    application_id: Number(row.application_id),
    job_id: Number(row.job_id),
    job_title: String(row.job_title),
    candidate_name: String(row.applicant_name),
    last_message: lastMessageOf(row.last_message),
    unread: Number(row.unread),
  }));
}

/** The company's conversations' candidate messages this recruiter has not read. */
async function recruiterUnreadTotal(db: DbOrTx, scope: Pick<RecruiterScope, 'companyId' | 'recruiterId'>) {
  const result = await db.execute(sql`
    select count(*)::int as unread
    from conversations c
    join applications a on a.id = c.application_id and a.candidate_active
    left join conversation_reads r on r.conversation_id = c.id and r.user_id = ${scope.recruiterId}
    join messages m on m.conversation_id = c.id
    where c.company_id = ${scope.companyId} and m.sender_role = 'candidate'
      and m.id > coalesce(r.last_read_message_id, 0)`);
  return Number(rowsOf<{ unread: number | string }>(result)[0]?.unread ?? 0);
}

/** The application's conversation, or null. */
async function conversationOfApplication(db: DbOrTx, applicationId: number): Promise<ConversationRow | null> {
  const [row] = await db.select().from(conversations).where(eq(conversations.applicationId, applicationId));
  return row ?? null;
}

/** Why a recruiter cannot write now (null: it can): a block always, reach-out off before the first message. */
async function cannotWriteReason(
  db: DbOrTx,
  candidateId: number,
  companyId: number,
  started: boolean,
): Promise<{ code: 'company_blocked' | 'reach_out_off'; message: string } | null> {
  if ((await companyChatSettingsOf(db, candidateId, companyId)).blocked) {
    return { code: 'company_blocked', message: COMPANY_BLOCKED };
  }
  if (started) return null;
  const [candidate] = await db
    .select({ reachOut: users.recruiterReachOut })
    .from(users)
    .where(eq(users.id, candidateId));
  return candidate?.reachOut === false ? { code: 'reach_out_off', message: REACH_OUT_OFF } : null;
}

/** The application's conversation for the applicant page (null until a recruiter writes). */
export async function applicationConversation(deps: AppDeps, scope: RecruiterScope, applicationId: number) {
  const { application } = await companyApplication(deps.db, scope.companyId, applicationId);
  const conversation = await conversationOfApplication(deps.db, application.id);
  // the company's standing first (issue 37): its refusal says how to be verified
  const refusal =
    (await companyRefusal(deps.db, scope.companyId, 'message')) ??
    (await cannotWriteReason(deps.db, application.userId, scope.companyId, conversation !== null));
  const [shown] = conversation
    ? await recruiterConversationRows(deps.db, scope, { conversationId: conversation.id })
    : [];
  return {
    conversation: shown ?? null,
    messages: conversation ? await conversationMessages(deps.db, conversation.id, 'recruiter') : [],
    can_start: refusal === null,
    cannot_start_reason: refusal?.message ?? null,
    seen_message_id: conversation ? await seenMessageId(deps.db, conversation, 'recruiter') : null,
  };
}

/**
 * A recruiter's message about an application: refused 403 company_unverified / company_suspended
 * unless the company is verified (issue 37); starts the conversation when there is none (refused 409 reach_out_off while the candidate's Recruiter reach out is off), refused 409
 * company_blocked while the candidate blocks the company. The candidate gets a 'message'
 * notification unless it muted the company, and the e-mail and pushes its preferences and mutes
 * allow (delivery/notify.ts).
 */
export async function sendRecruiterMessage(
  deps: AppDeps,
  scope: RecruiterScope,
  recruiter: UserRow,
  applicationId: number,
  body: string,
): Promise<{ message: Message; conversationId: number }> {
  const bus = eventBusOf(deps);
  const now = deps.now();
  return bus.transaction((tx) =>
    writeRecruiterMessage(tx, bus, scope, recruiter, applicationId, body, {
      now,
      publicUrl: deps.config.publicUrl,
    }),
  );
}

/**
 * The send of a recruiter's message inside the caller's transaction (the single send, each item
 * of a bulk message, services/recruiter/bulk-jobs.ts, and the first message of a request to
 * connect the candidate accepted, services/find-candidates/connect-requests.ts): the same
 * refusals and notifications; `accepted`: the candidate asked for this conversation, so Recruiter
 * reach out off does not refuse it (a block still does).
 */
export async function writeRecruiterMessage(
  tx: Tx,
  bus: EventBus,
  scope: Pick<RecruiterScope, 'companyId'>,
  recruiter: Pick<UserRow, 'id' | 'firstName' | 'lastName'>,
  applicationId: number,
  body: string,
  { now, publicUrl, accepted = false }: { now: Date; publicUrl: string; accepted?: boolean },
): Promise<{ message: Message; conversationId: number }> {
  const { application, job } = await companyApplication(tx, scope.companyId, applicationId);
  // an unverified or suspended company messages no one (issue 37)
  await requireCompanyMay(tx, scope.companyId, 'message');
  // a template's placeholders filled for this applicant (issue 36 §4)
  const text = await renderMessage(tx, scope.companyId, application.id, body, now);
  let conversation = await conversationOfApplication(tx, application.id);
  const refusal = await cannotWriteReason(
    tx,
    application.userId,
    scope.companyId,
    conversation !== null || accepted,
  );
  if (refusal) throw new HttpError(409, refusal.message, refusal.code);
  if (!conversation) {
    // two recruiters' first messages at once: one conversation (the unique application_id)
    await tx
      .insert(conversations)
      .values({
        applicationId: application.id,
        companyId: scope.companyId,
        candidateId: application.userId,
        startedBy: recruiter.id,
        createdAt: now,
        lastMessageAt: now,
      })
      .onConflictDoNothing({ target: conversations.applicationId });
    conversation = await conversationOfApplication(tx, application.id);
    if (!conversation) throw conversationNotFound();
  }
  const message = await writeMessage(
    tx,
    bus,
    conversation,
    { id: recruiter.id, role: 'recruiter', firstName: recruiter.firstName, lastName: recruiter.lastName },
    text,
    now,
  );
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  const notice = `${company.name} sent you a message about ${job.jobTitle}`;
  const link = conversationLink(conversation.id);
  // a muted company's messages neither count nor notify (the bell); the e-mail and the pushes are notify's
  if (!(await companyChatSettingsOf(tx, application.userId, scope.companyId)).muted) {
    await addNotification(tx, bus, {
      userId: application.userId,
      kind: 'message',
      text: notice,
      link,
      createdAt: now,
      companyId: scope.companyId,
    });
  }
  await notify(tx, {
    type: 'chat_message',
    candidateId: application.userId,
    companyId: scope.companyId,
    conversationId: conversation.id,
    text: notice,
    body: text,
    link,
    publicUrl,
    now,
  });
  return { message, conversationId: conversation.id };
}

/** The inbox: the company's conversations, 20 a page, and this recruiter's unread total. */
export async function recruiterInbox(deps: AppDeps, scope: RecruiterScope, page: number) {
  const [{ total }] = rowsOf<{ total: number | string }>(
    await deps.db.execute(sql`
      select count(*)::int as total from conversations c
      join applications a on a.id = c.application_id and a.candidate_active
      where c.company_id = ${scope.companyId}`),
  );
  return {
    conversations: await recruiterConversationRows(deps.db, scope, { page }),
    total: Number(total),
    unread_total: await recruiterUnreadTotal(deps.db, scope),
  };
}

/** This recruiter read the company's conversation up to `messageId`; answers its unread total. */
export async function readRecruiterConversation(
  deps: AppDeps,
  scope: RecruiterScope,
  conversationId: number,
  messageId: number,
): Promise<number> {
  const bus = eventBusOf(deps);
  return bus.transaction(async (tx) => {
    const [conversation] = await tx
      .select({ conversation: conversations })
      .from(conversations)
      .where(and(eq(conversations.id, conversationId), eq(conversations.companyId, scope.companyId)));
    if (!conversation) throw conversationNotFound();
    // an application no longer active is not the company's to read (as the inbox does not list it)
    await companyApplication(tx, scope.companyId, conversation.conversation.applicationId).catch(() => {
      throw conversationNotFound();
    });
    if (!(await messageOf(tx, conversationId, messageId))) throw messageNotFound();
    await markRead(tx, conversationId, scope.recruiterId, messageId);
    await bus.publish(tx, {
      to: { user_ids: [conversation.conversation.candidateId, scope.recruiterId] },
      type: 'read',
      data: { conversation_id: conversationId, reader: 'recruiter', message_id: messageId },
    });
    return recruiterUnreadTotal(tx, scope);
  });
}
