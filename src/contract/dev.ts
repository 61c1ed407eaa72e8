import * as v from 'valibot';
import { endpoint } from './endpoint';
import { EMAIL_MAX } from './limits';

/** Our own test calls, never in production (and only for loopback clients). */

export const outboxEntrySchema = v.object({
  to: v.string(),
  channel: v.string(),
  otp_type: v.string(),
  code: v.nullable(v.string()),
  text: v.string(),
  created_at: v.string(),
});
export type OutboxEntry = v.InferOutput<typeof outboxEntrySchema>;

/** GET /dev/outbox?to=CONTACT: the messages sent to a contact, newest first, with their codes. */
export const devOutbox = endpoint({
  method: 'GET',
  path: '/dev/outbox',
  request: v.object({
    to: v.optional(v.pipe(v.string(), v.maxLength(EMAIL_MAX, 'to is too long')), ''),
  }),
  answer: v.object({ messages: v.array(outboxEntrySchema) }),
  errors: ['validation_failed'],
});

/** POST /dev/queue-probe: stores any JSON object (the write queue's test route; idempotent by key). */
export const devQueueProbeWrite = endpoint({
  method: 'POST',
  path: '/dev/queue-probe',
  request: v.custom<Record<string, unknown>>(
    (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
    'The payload must be a JSON object',
  ),
  answer: v.object({
    success: v.literal(true),
    message: v.optional(v.string()),
    result: v.object({ id: v.number(), count: v.number() }),
  }),
  errors: [],
});

/** GET /dev/queue-probe: every stored write, so tests can see each arrived once. */
export const devQueueProbeRead = endpoint({
  method: 'GET',
  path: '/dev/queue-probe',
  request: null,
  answer: v.object({
    success: v.literal(true),
    result: v.object({
      count: v.number(),
      items: v.array(v.object({ id: v.number(), payload: v.unknown(), created_at: v.string() })),
    }),
  }),
  errors: [],
});
