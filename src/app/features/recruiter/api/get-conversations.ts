import { call } from '@app/api/call';
import { recruiterConversations } from '@contract/recruiter/chat';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { recruiterChatKey } from './get-conversation';

/** GET /recruiters/conversations: the company's conversations, newest first, 20 a page. */
export const inboxRootKey = () => [...recruiterChatKey(), 'inbox'] as const;
export const inboxQueryKey = (page: number) => [...inboxRootKey(), page] as const;

export const inboxQueryOptions = (page: number) =>
  queryOptions({
    queryKey: inboxQueryKey(page),
    queryFn: async ({ signal }) =>
      (await call(recruiterConversations, { page: String(page) }, { signal })).result,
    placeholderData: keepPreviousData,
  });
