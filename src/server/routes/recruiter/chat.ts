import {
  applicationConversation,
  readRecruiterConversation,
  recruiterConversations,
  sendRecruiterMessage,
} from '@contract/recruiter/chat';
import type { AppDeps } from '@server/deps';
import { recruiterRoute } from '@server/middleware/require-recruiter';
import type { SessionEnv } from '@server/middleware/require-session';
import * as chat from '@server/services/chat/recruiter-chat';
import { limitChatSend } from '@server/services/chat/send-limit';
import { Hono } from 'hono';

/** The recruiters' chat calls (issue 24 §1), company scoped: services/chat/recruiter-chat.ts. */
export function recruiterChatRoutes(deps: AppDeps): Hono<SessionEnv> {
  const router = new Hono<SessionEnv>();

  recruiterRoute(router, deps, applicationConversation, async (_c, _input, scope) => ({
    success: true,
    result: await chat.applicationConversation(deps, scope, scope.params.application_id),
  }));

  recruiterRoute(router, deps, sendRecruiterMessage, async (c, input, scope) => {
    await limitChatSend(deps, c.get('user').id);
    const sent = await chat.sendRecruiterMessage(
      deps,
      scope,
      c.get('user'),
      scope.params.application_id,
      input.body,
    );
    return {
      success: true,
      message: 'Message sent',
      result: { message: sent.message, conversation_id: sent.conversationId },
    };
  });

  recruiterRoute(router, deps, recruiterConversations, async (_c, input, scope) => ({
    success: true,
    result: await chat.recruiterInbox(deps, scope, input.page),
  }));

  recruiterRoute(router, deps, readRecruiterConversation, async (_c, input, scope) => ({
    success: true,
    result: {
      unread_total: await chat.readRecruiterConversation(
        deps,
        scope,
        scope.params.conversation_id,
        input.message_id,
      ),
    },
  }));

  return router;
}
