import * as v from 'valibot';

/**
 * A chat message as both sides and the event stream read it (issue 24), apart from the chat's
 * endpoints (chat.ts re-exports it): the event stream's schemas (events.ts) need it on every
 * screen, the rest of the chat's contract only in the chat.
 */

export const SENDER_ROLES = ['candidate', 'recruiter'] as const;
export type SenderRole = (typeof SENDER_ROLES)[number];

/**
 * One message; `sent_at` is an ISO date-time, `sender_name` the writer's name (a recruiter's own).
 * `fee_warning` (the candidate's conversation read only): true on a recruiter's message that asks
 * the candidate for money (issue 37 §2), which the app warns about; absent otherwise.
 */
export const messageSchema = v.object({
  message_id: v.number(),
  conversation_id: v.number(),
  sender: v.picklist(SENDER_ROLES),
  sender_name: v.string(),
  body: v.string(),
  sent_at: v.string(),
  fee_warning: v.optional(v.boolean()),
});
export type Message = v.InferOutput<typeof messageSchema>;
