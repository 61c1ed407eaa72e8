import * as v from 'valibot';
import { successMessage } from '../auth/fields';
import { messageSchema, readMessagesSchema, recruiterConversationSchema, sendMessageSchema } from '../chat';
import { endpoint } from '../endpoint';
import { pageQueryField } from '../primitives';

/**
 * The recruiter's side of chat (issue 24 §1): the conversation of an application (started from
 * the applicant page's Message) and the company-wide inbox. Every recruiter of the company sees
 * the company's conversations; another company's application or conversation is 404.
 */

export const RECRUITER_CONVERSATIONS_PER_PAGE = 20;

const answerOf = <T extends v.GenericSchema>(result: T) =>
  v.object({ success: v.literal(true), message: successMessage, result });

/**
 * GET /recruiters/applications/:application_id/conversation: the application's conversation (null
 * until a recruiter writes) with its messages, oldest first. `can_start`: whether a first message
 * may be written now (false with the reason, REACH_OUT_OFF or COMPANY_BLOCKED, when the candidate
 * turned reach-out off or blocked the company; once a conversation exists only a block stops it).
 * `seen_message_id`: the recruiters' last message the candidate has read, null when none.
 */
export const applicationConversation = endpoint({
  method: 'GET',
  path: '/recruiters/applications/:application_id/conversation',
  request: null,
  answer: answerOf(
    v.object({
      conversation: v.nullable(recruiterConversationSchema),
      messages: v.array(messageSchema),
      can_start: v.boolean(),
      cannot_start_reason: v.nullable(v.string()),
      seen_message_id: v.nullable(v.number()),
    }),
  ),
  errors: ['recruiters_only', 'applicant_not_found'],
  session: true,
});

/**
 * POST /recruiters/applications/:application_id/messages: a recruiter's message (queueable); the
 * first one starts the conversation. Refused with 409 reach_out_off when no conversation exists
 * and the candidate turned Recruiter reach out off, and 409 company_blocked whenever the candidate
 * blocks the company. The candidate gets a 'message' notification unless it muted the company.
 */
export const sendRecruiterMessage = endpoint({
  method: 'POST',
  path: '/recruiters/applications/:application_id/messages',
  idempotent: true,
  request: sendMessageSchema,
  answer: answerOf(v.object({ message: messageSchema, conversation_id: v.number() })),
  errors: [
    'recruiters_only',
    'applicant_not_found',
    'reach_out_off',
    'company_blocked',
    'messages_too_fast',
    'company_unverified',
    'company_suspended',
  ],
  session: true,
});

/** GET /recruiters/conversations's query. */
export const recruiterConversationsQuerySchema = v.object({
  page: pageQueryField,
});

/**
 * GET /recruiters/conversations: the company's conversations (the inbox), newest activity first,
 * 20 a page; `unread_total`: the candidates' messages this recruiter has not read, all pages.
 */
export const recruiterConversations = endpoint({
  method: 'GET',
  path: '/recruiters/conversations',
  request: recruiterConversationsQuerySchema,
  answer: answerOf(
    v.object({
      conversations: v.array(recruiterConversationSchema),
      total: v.number(),
      unread_total: v.number(),
    }),
  ),
  errors: ['recruiters_only'],
  session: true,
});

/**
 * POST /recruiters/conversations/:conversation_id/read: this recruiter read the conversation up to
 * `message_id` (never moves back); answers the recruiter's new unread total.
 */
export const readRecruiterConversation = endpoint({
  method: 'POST',
  path: '/recruiters/conversations/:conversation_id/read',
  idempotent: true,
  request: readMessagesSchema,
  answer: answerOf(v.object({ unread_total: v.number() })),
  errors: ['recruiters_only', 'conversation_not_found', 'message_not_found'],
  session: true,
});
