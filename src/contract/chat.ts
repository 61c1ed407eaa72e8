import * as v from 'valibot';
import { successMessage } from './auth/fields';
import { endpoint } from './endpoint';
import { idNumber } from './ids';

/**
 * Chat (issue 24 §1): one conversation per application, between the candidate and the company's
 * recruiters. A recruiter starts it (contract/recruiter/chat.ts); the candidate can only reply.
 * Text only: the app shows a body as text, never as HTML. This file holds both roles' shapes and
 * the candidate's calls.
 */

export const MESSAGE_MAX = 2000;
export const MESSAGE_REQUIRED = 'Please write a message';
export const MESSAGE_TOO_LONG = 'A message can be at most 2,000 characters';
/**
 * Messages one sender (a candidate's replies, a recruiter's messages) may send (issue 35, H3):
 * past either, 429 messages_too_fast.
 */
export const MESSAGES_PER_MINUTE = 20;
export const MESSAGES_PER_HOUR = 300;
/** The 429's message, given the seconds until another message is accepted. */
export const messagesTooFast = (seconds: number): string =>
  seconds <= 90
    ? `You are sending messages too fast. Please wait ${seconds} second${seconds === 1 ? '' : 's'}, then send it again.`
    : `You have sent a lot of messages this hour. Please wait ${Math.ceil(seconds / 60)} minutes, then send it again.`;
export const CHAT_SETTINGS_EMPTY = 'Please say muted or blocked';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const MESSAGE_NOT_FOUND = 'Message not found';
export const NO_CONVERSATION = 'You can write to a company once it has written to you';
/** The recruiter's refusal when the candidate turned Recruiter reach out off (409 reach_out_off). */
export const REACH_OUT_OFF = 'This candidate is not taking messages from recruiters';
/** The recruiter's refusal when the candidate blocked the company (409 company_blocked). */
export const COMPANY_BLOCKED = 'This candidate is not taking messages from your company';
/** The candidate's refusal to reply while blocking the company (409 company_blocked). */
export const UNBLOCK_TO_REPLY = 'Unblock this company to reply';

// a message's shape lives apart (chat-message.ts): the app's event stream reads it on every
// screen, and this module's endpoints load with the chat alone (issue 37: the first screens' size)
import { messageSchema } from './chat-message';

export { type Message, messageSchema, SENDER_ROLES, type SenderRole } from './chat-message';

/** A message's text: trimmed, 1..MESSAGE_MAX characters. */
export const messageBodySchema = v.pipe(
  v.string(MESSAGE_REQUIRED),
  v.trim(),
  v.minLength(1, MESSAGE_REQUIRED),
  v.maxLength(MESSAGE_MAX, MESSAGE_TOO_LONG),
);

/** POST …/messages's body (both roles). */
export const sendMessageSchema = v.strictObject({ body: messageBodySchema }, 'Request has an unknown field');
export type SendMessage = v.InferInput<typeof sendMessageSchema>;

/** POST …/read's body: read everything up to this message (a read never moves back). */
export const readMessagesSchema = v.strictObject(
  { message_id: idNumber('message_id') },
  'Request has an unknown field',
);

/** A conversation as the candidate sees it; `unread`: the recruiters' messages not read yet. */
export const candidateConversationSchema = v.object({
  conversation_id: v.number(),
  application_id: v.number(),
  job_id: v.number(),
  job_title: v.string(),
  company_id: v.number(),
  company_name: v.string(),
  company_logo: v.nullable(v.string()),
  last_message: v.nullable(messageSchema),
  unread: v.number(),
  muted: v.boolean(),
  blocked: v.boolean(),
  /** issue 37: the company is a verified employer (the header's badge); false for an answer kept from before */
  company_verified: v.optional(v.boolean(), false),
  /** issue 37: the company is suspended: the conversation warns the candidate (SUSPENDED_COMPANY_WARNING) */
  company_suspended: v.optional(v.boolean(), false),
});
export type CandidateConversation = v.InferOutput<typeof candidateConversationSchema>;

/** A conversation as a recruiter sees it; `unread`: the candidate's messages this recruiter has not read. */
export const recruiterConversationSchema = v.object({
  conversation_id: v.number(),
  application_id: v.number(),
  job_id: v.number(),
  job_title: v.string(),
  candidate_name: v.string(),
  last_message: v.nullable(messageSchema),
  unread: v.number(),
});
export type RecruiterConversation = v.InferOutput<typeof recruiterConversationSchema>;

const answerOf = <T extends v.GenericSchema>(result: T) =>
  v.object({ success: v.literal(true), message: successMessage, result });

const unreadTotalAnswer = answerOf(v.object({ unread_total: v.number() }));

/**
 * GET /candidates/conversations: the candidate's conversations, newest activity first;
 * `unread_total` counts the unread messages of companies the candidate has not muted.
 */
export const candidateConversations = endpoint({
  method: 'GET',
  path: '/candidates/conversations',
  request: null,
  answer: answerOf(
    v.object({ conversations: v.array(candidateConversationSchema), unread_total: v.number() }),
  ),
  errors: [],
  session: true,
});

/**
 * GET /candidates/conversations/:conversation_id: one of the candidate's conversations with all
 * its messages, oldest first. `seen_message_id`: the candidate's last message a recruiter of the
 * company has read (the app writes "Seen" under it), null when none. Another's: 404.
 */
export const candidateConversation = endpoint({
  method: 'GET',
  path: '/candidates/conversations/:conversation_id',
  request: null,
  answer: answerOf(
    v.object({
      conversation: candidateConversationSchema,
      messages: v.array(messageSchema),
      seen_message_id: v.nullable(v.number()),
    }),
  ),
  errors: ['conversation_not_found'],
  session: true,
});

/**
 * POST /candidates/conversations/:conversation_id/messages: the candidate's reply (queueable).
 * While the candidate blocks the company: 409 company_blocked (UNBLOCK_TO_REPLY).
 */
export const sendCandidateMessage = endpoint({
  method: 'POST',
  path: '/candidates/conversations/:conversation_id/messages',
  idempotent: true,
  request: sendMessageSchema,
  answer: answerOf(v.object({ message: messageSchema })),
  errors: ['conversation_not_found', 'company_blocked', 'messages_too_fast'],
  session: true,
});

/**
 * POST /candidates/conversations/:conversation_id/read: the candidate read the conversation up to
 * `message_id` (a message of it, else 404 message_not_found); answers the new unread total.
 */
export const readCandidateConversation = endpoint({
  method: 'POST',
  path: '/candidates/conversations/:conversation_id/read',
  idempotent: true,
  request: readMessagesSchema,
  answer: unreadTotalAnswer,
  errors: ['conversation_not_found', 'message_not_found'],
  session: true,
});

/** POST …/chat_settings's body: at least one of the two. */
export const chatSettingsSchema = v.pipe(
  v.strictObject(
    {
      muted: v.optional(v.boolean('muted must be true or false')),
      blocked: v.optional(v.boolean('blocked must be true or false')),
    },
    'Request has an unknown field',
  ),
  v.check((settings) => settings.muted !== undefined || settings.blocked !== undefined, CHAT_SETTINGS_EMPTY),
);
export type ChatSettings = v.InferInput<typeof chatSettingsSchema>;

/**
 * POST /candidates/companies/:company_id/chat_settings: mute (no notifications, not counted in the
 * unread total) or block (no messages either way) a company the candidate has a conversation
 * with; any other company: 404 no_conversation. Answers both settings as saved.
 */
export const setCompanyChatSettings = endpoint({
  method: 'POST',
  path: '/candidates/companies/:company_id/chat_settings',
  idempotent: true,
  request: chatSettingsSchema,
  answer: answerOf(v.object({ muted: v.boolean(), blocked: v.boolean() })),
  errors: ['no_conversation'],
  session: true,
});
