import { type Badges, badgesQueryKey } from '@app/api/badges';
import type { CandidateConversation, Message } from '@contract/chat';
import type { QueryClient } from '@tanstack/react-query';
import {
  type ConversationList,
  type ConversationThread,
  conversationQueryKey,
  conversationsQueryKey,
} from './api/chat-api';

/** The chat's cached reads, changed at once after the candidate's own writes (the server agrees). */

/** A conversation's fields changed wherever it is cached (the thread and the list). */
function patchConversations(
  queryClient: QueryClient,
  matches: (conversation: CandidateConversation) => boolean,
  patch: Partial<CandidateConversation>,
): void {
  queryClient.setQueryData<ConversationList>(conversationsQueryKey(), (list) =>
    list
      ? {
          ...list,
          conversations: list.conversations.map((item) => (matches(item) ? { ...item, ...patch } : item)),
        }
      : list,
  );
  for (const [key, thread] of queryClient.getQueriesData<ConversationThread>({
    queryKey: conversationQueryKey(0).slice(0, 2),
  })) {
    if (thread && matches(thread.conversation))
      queryClient.setQueryData<ConversationThread>(key, {
        ...thread,
        conversation: { ...thread.conversation, ...patch },
      });
  }
}

/** Read up to the last message: no unread left in it; the totals are the server's answer. */
export function noteConversationRead(
  queryClient: QueryClient,
  conversationId: number,
  unreadTotal: number,
): void {
  patchConversations(queryClient, (item) => item.conversation_id === conversationId, { unread: 0 });
  queryClient.setQueryData<ConversationList>(conversationsQueryKey(), (list) =>
    list ? { ...list, unread_total: unreadTotal } : list,
  );
  queryClient.setQueryData<Badges>(badgesQueryKey(), (badges) =>
    badges ? { ...badges, chat_unread: unreadTotal } : badges,
  );
}

/** A company muted or blocked (every conversation with it); the counts are read again. */
export function noteChatSettings(
  queryClient: QueryClient,
  companyId: number,
  settings: { muted: boolean; blocked: boolean },
): void {
  patchConversations(queryClient, (item) => item.company_id === companyId, settings);
  void queryClient.invalidateQueries({ queryKey: badgesQueryKey() });
  void queryClient.invalidateQueries({ queryKey: conversationsQueryKey() });
}

/** The candidate's reply, answered by the server: in the thread at once, and the list read again. */
export function noteReplySent(queryClient: QueryClient, conversationId: number, message: Message): void {
  queryClient.setQueryData<ConversationThread>(conversationQueryKey(conversationId), (thread) =>
    thread && !thread.messages.some((item) => item.message_id === message.message_id)
      ? { ...thread, messages: [...thread.messages, message] }
      : thread,
  );
  void queryClient.invalidateQueries({ queryKey: conversationsQueryKey() });
}
