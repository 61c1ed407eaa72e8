import * as v from 'valibot';

/** Every answer of the API has this envelope; `result` differs per call. */
export interface ApiAnswer<R = unknown> {
  success: boolean;
  message?: string;
  extendedMessage?: string;
  result?: R;
}

export const errorAnswerSchema = v.object({
  success: v.literal(false),
  message: v.string(),
});
export type ErrorAnswer = v.InferOutput<typeof errorAnswerSchema>;

/** What the service worker answers the page when it kept a write for later. */
export interface QueuedAnswer {
  success: true;
  queued: true;
}
