import { call } from '@app/api/call';
import { readRecruiterConversation } from '@contract/recruiter/chat';
import { atPath } from '@contract/recruiter/paths';

/** POST /recruiters/conversations/:conversation_id/read: read up to that message; the company's unread total. */
export async function readConversation(conversationId: number, messageId: number): Promise<number> {
  return (
    await call(atPath(readRecruiterConversation, { conversation_id: conversationId }), {
      message_id: messageId,
    })
  ).result.unread_total;
}
