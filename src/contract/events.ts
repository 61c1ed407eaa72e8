import * as v from 'valibot';
import { timelineEntrySchema } from './application-timeline';
import { messageSchema } from './chat-message';
import { APPLICATION_STATUSES } from './jobs';
import { notificationSchema } from './notifications';

/**
 * The event stream (issue 24 §1): GET /api/events with the bearer token (both roles) answers
 * `text/event-stream`: `event: ready` at once, then each event for the caller as
 * `event: <type>` + `data: <JSON>`, and a comment line (`: heartbeat`) every
 * EVENTS_HEARTBEAT_MS. No replay: a client refetches what it shows on every (re)connect.
 * Not a JSON endpoint (no descriptor): the path and the payloads are declared here.
 */

export const EVENTS_PATH = '/events';
export const EVENTS_HEARTBEAT_MS = 25_000;
export const EVENT_TYPES = ['ready', 'message', 'read', 'notification'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** `ready`: the stream is listening (refetch now). */
export const readyEventSchema = v.object({});

/** `message`: a new message of one of the caller's conversations (the caller's own too). */
export const messageEventSchema = v.object({ conversation_id: v.number(), message: messageSchema });
export type ChatMessageEvent = v.InferOutput<typeof messageEventSchema>;

/**
 * `read`: someone read a conversation up to `message_id`: the candidate (`reader: 'candidate'`,
 * sent to the company's recruiters: their "Seen") or a recruiter (sent to the candidate, and to
 * that recruiter's other tabs).
 */
export const readEventSchema = v.object({
  conversation_id: v.number(),
  reader: v.picklist(['candidate', 'recruiter']),
  message_id: v.number(),
});
export type ChatReadEvent = v.InferOutput<typeof readEventSchema>;

/**
 * `notification`: a new notification of the caller (read: false), or one whose text changed (the
 * same id: a saved search's count going up). Beside it, what the caller's screens show that it
 * changed, so that a page open on them updates without asking the server (issue 35, live updates:
 * src/app/api/live-updates.ts): `notifications_unread`, the caller's unread count after it; and for
 * a status change (kind 'status'), `application`: the job, its application's new status and
 * timeline (oldest first, as the applied list and the job detail show it). Both optional: an
 * answer without them reads as before.
 */
export const notificationEventSchema = v.object({
  notification: notificationSchema,
  notifications_unread: v.optional(v.number()),
  application: v.optional(
    v.object({
      job_id: v.number(),
      status: v.picklist(APPLICATION_STATUSES),
      timeline: v.array(timelineEntrySchema),
    }),
  ),
});
export type NewNotificationEvent = v.InferOutput<typeof notificationEventSchema>;

export const EVENT_SCHEMAS = {
  ready: readyEventSchema,
  message: messageEventSchema,
  read: readEventSchema,
  notification: notificationEventSchema,
} as const satisfies Record<EventType, v.GenericSchema>;
export type EventData = { [K in EventType]: v.InferOutput<(typeof EVENT_SCHEMAS)[K]> };

/** Parses one event's data by its type; null when the type is unknown or the data does not fit. */
export function parseEvent(type: string, data: unknown): { type: EventType; data: unknown } | null {
  if (!(EVENT_TYPES as readonly string[]).includes(type)) return null;
  const result = v.safeParse(EVENT_SCHEMAS[type as EventType], data);
  return result.success ? { type: type as EventType, data: result.output } : null;
}
