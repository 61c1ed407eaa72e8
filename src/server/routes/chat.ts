import {
  candidateConversation,
  candidateConversations,
  readCandidateConversation,
  sendCandidateMessage,
  setCompanyChatSettings,
} from '@contract/chat';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { requireCandidate, type SessionEnv } from '../middleware/require-session';
import { pathIds, route } from '../route';
import * as chat from '../services/chat/candidate-chat';
import { limitChatSend } from '../services/chat/send-limit';

/** The candidate's chat calls (issue 24 §1): the work is in services/chat/candidate-chat.ts. */
export function chatRoutes(deps: AppDeps): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const guard = requireCandidate(deps);

  route(routes, candidateConversations, guard, async (c) => ({
    success: true,
    result: await chat.listCandidateConversations(deps, c.get('user').id),
  }));

  route(routes, candidateConversation, guard, async (c) => {
    const { conversation_id } = pathIds(c, candidateConversation.path);
    return {
      success: true,
      result: await chat.openCandidateConversation(deps, c.get('user').id, conversation_id),
    };
  });

  route(routes, sendCandidateMessage, guard, async (c, input) => {
    const { conversation_id } = pathIds(c, sendCandidateMessage.path);
    await limitChatSend(deps, c.get('user').id);
    return {
      success: true,
      message: 'Message sent',
      result: { message: await chat.sendCandidateReply(deps, c.get('user'), conversation_id, input.body) },
    };
  });

  route(routes, readCandidateConversation, guard, async (c, input) => {
    const { conversation_id } = pathIds(c, readCandidateConversation.path);
    return {
      success: true,
      result: {
        unread_total: await chat.readCandidateConversation(
          deps,
          c.get('user').id,
          conversation_id,
          input.message_id,
        ),
      },
    };
  });

  route(routes, setCompanyChatSettings, guard, async (c, input) => {
    const { company_id } = pathIds(c, setCompanyChatSettings.path);
    return { success: true, result: await chat.setChatSettings(deps, c.get('user').id, company_id, input) };
  });

  return routes;
}
