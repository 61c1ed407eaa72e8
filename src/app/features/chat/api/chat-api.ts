import { call } from '@app/api/call';
import { QUERY_ROOTS } from '@app/api/query-keys';
import { queuedCall } from '@app/api/queued-call';
import { type ResultOf, readQueryOptions } from '@app/api/read-query';
import { getUserId } from '@app/session';
import {
  type CandidateConversation,
  type ChatSettings,
  candidateConversation,
  candidateConversations,
  type Message,
  readCandidateConversation,
  sendCandidateMessage,
  setCompanyChatSettings,
} from '@contract/chat';
import { atPath } from '@contract/recruiter/paths';

/** GET /candidates/conversations: the list, newest activity first (persisted: opens offline). */
export const conversationsQueryKey = () => [QUERY_ROOTS.chat, 'conversations'] as const;
export const conversationsQueryOptions = () =>
  readQueryOptions(candidateConversations, conversationsQueryKey());
export type ConversationList = ResultOf<typeof candidateConversations>;

/** GET /candidates/conversations/:conversation_id: one conversation with all its messages. */
export const conversationQueryKey = (conversationId: number) =>
  [QUERY_ROOTS.chat, 'conversation', conversationId] as const;
export const conversationQueryOptions = (conversationId: number) =>
  readQueryOptions(
    atPath(candidateConversation, { conversation_id: conversationId }),
    conversationQueryKey(conversationId),
  );
export type ConversationThread = ResultOf<typeof candidateConversation>;

/** What a reply came to: kept by the service worker for later, or the server's message. */
export type ReplyOutcome = { queued: true } | { queued: false; message: Message };

/** Each conversation's replies leave one after another, in the order written. */
const replyChains = new Map<number, Promise<unknown>>();

/**
 * POST /candidates/conversations/:id/messages through the service worker's write queue: offline
 * the worker keeps it (an outbox record of kind chat_reply, with the text, grouped by the
 * conversation's application so the replies reach the server in order) and sends it once, with
 * its idempotency key, when the network returns.
 */
export function sendReply(
  conversation: Pick<CandidateConversation, 'conversation_id' | 'application_id' | 'job_id' | 'job_title'>,
  body: string,
  idempotencyKey: string = crypto.randomUUID(),
): Promise<ReplyOutcome> {
  const id = conversation.conversation_id;
  const userId = getUserId();
  const send = async (): Promise<ReplyOutcome> => {
    const outcome = await queuedCall(
      atPath(sendCandidateMessage, { conversation_id: id }),
      { body },
      {
        idempotencyKey,
        outbox:
          userId === null
            ? undefined
            : {
                kind: 'chat_reply',
                job_id: conversation.job_id,
                title: conversation.job_title,
                user_id: String(userId),
                application_id: conversation.application_id,
                conversation_id: id,
              },
      },
    );
    return outcome.queued ? { queued: true } : { queued: false, message: outcome.answer.result.message };
  };
  const next = (replyChains.get(id) ?? Promise.resolve()).catch(() => undefined).then(send);
  replyChains.set(id, next);
  return next;
}

/** POST /candidates/conversations/:id/read: read up to this message; answers the new unread total. */
export async function markConversationRead(conversationId: number, messageId: number): Promise<number> {
  const answer = await call(atPath(readCandidateConversation, { conversation_id: conversationId }), {
    message_id: messageId,
  });
  return answer.result.unread_total;
}

/** POST /candidates/companies/:company_id/chat_settings: mute or block a company (answers both as saved). */
export async function saveChatSettings(companyId: number, settings: ChatSettings) {
  const answer = await call(atPath(setCompanyChatSettings, { company_id: companyId }), settings);
  return answer.result;
}
