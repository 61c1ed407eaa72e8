import { QUERY_ROOTS } from '@app/api/query-keys';
import { type ResultOf, readQueryOptions } from '@app/api/read-query';
import { applicationConversation } from '@contract/recruiter/chat';
import { atPath } from '@contract/recruiter/paths';

/** Every chat read of the workspace (the inbox's pages, each applicant's conversation). */
export const recruiterChatKey = () => [QUERY_ROOTS.recruiter, 'chat'] as const;

/** GET /recruiters/applications/:application_id/conversation: its messages and whether one may start. */
export const conversationQueryKey = (applicationId: number) =>
  [...recruiterChatKey(), 'conversation', applicationId] as const;

export const conversationQueryOptions = (applicationId: number) =>
  readQueryOptions(
    atPath(applicationConversation, { application_id: applicationId }),
    conversationQueryKey(applicationId),
  );

/** What the applicant page's conversation read answers. */
export type ConversationResult = ResultOf<typeof applicationConversation>;
