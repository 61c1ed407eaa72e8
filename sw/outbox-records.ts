import { isChatKind, type OutboxLabel, type OutboxRecord } from '../src/contract/outbox';
import type { ReplayDecision } from './replay-decision';

/**
 * The outbox records' life (issue 9): pure functions, so each transition is tested apart from the
 * worker. A record is made when the worker keeps a write (waiting), then:
 * waiting -> sending -> sent | failed | waiting again (network error or a server error, with
 * back-off). A failed record keeps its write when it can be sent again (Retry now).
 */

/** The longest wait between two tries after server errors. */
export const BACKOFF_MAX_MS = 5 * 60 * 1000;
/** The first wait after a server error; it doubles with each try. */
export const BACKOFF_FIRST_MS = 2000;

/** The wait before try number `attempts + 1`, after `attempts` tries that met a server error. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, attempts - 1));
}

export const SESSION_ENDED_REASON =
  'Your session had ended, so this was not sent. Log in again, then press Retry now.';
export const EXPIRED_REASON = 'It waited more than 7 days for a connection, so it was not sent.';

/** The reason shown for a refusal: the server's message, or the status in plain words. */
export function refusalReason(status: number, message: string | null): string {
  if (message?.trim()) return message.trim();
  return `The server refused it (error ${status}).`;
}

/**
 * A chat write's text, from the JSON body the worker keeps (`{body}`), so the conversation shows
 * the waiting message from its record; nothing for other writes or a body that is not that.
 */
export function chatMessageOf(label: OutboxLabel | null, requestBody: string): string | undefined {
  if (!label || !isChatKind(label.kind)) return undefined;
  try {
    const parsed = JSON.parse(requestBody) as { body?: unknown } | null;
    return typeof parsed?.body === 'string' ? parsed.body : undefined;
  } catch {
    return undefined;
  }
}

export function newRecord(label: OutboxLabel, key: string, now: number, message?: string): OutboxRecord {
  return {
    ...label,
    ...(message === undefined ? {} : { message }),
    key,
    created_at: now,
    updated_at: now,
    state: 'waiting',
    reason: null,
    status: null,
    attempts: 0,
    next_attempt_at: null,
    can_retry: false,
  };
}

export function sendingRecord(record: OutboxRecord, now: number): OutboxRecord {
  return { ...record, state: 'sending', updated_at: now, attempts: record.attempts + 1 };
}

/** What a try's outcome makes of the record. `status` is null when the network failed. */
export function recordAfterTry(
  record: OutboxRecord,
  decision: ReplayDecision,
  status: number | null,
  message: string | null,
  now: number,
): OutboxRecord {
  const base = { ...record, updated_at: now, status };
  if (decision === 'keep') {
    // A network error: tried again as soon as the page says the network is back. A server error
    // (5xx, 408, 429): not before the back-off.
    const next_attempt_at = status === null ? null : now + backoffMs(record.attempts);
    return { ...base, state: 'waiting', reason: null, next_attempt_at };
  }
  if (decision === 'drop') {
    return { ...base, state: 'failed', reason: SESSION_ENDED_REASON, next_attempt_at: null, can_retry: true };
  }
  if (status !== null && status >= 200 && status < 300) {
    return { ...base, state: 'sent', reason: null, next_attempt_at: null, can_retry: false };
  }
  return {
    ...base,
    state: 'failed',
    reason: refusalReason(status ?? 0, message),
    next_attempt_at: null,
    can_retry: true,
  };
}

/** A write kept too long: given up, not to be sent again. */
export function expiredRecord(record: OutboxRecord, now: number): OutboxRecord {
  return { ...record, state: 'failed', reason: EXPIRED_REASON, updated_at: now, can_retry: false };
}

/** Retry now on a record: back to waiting, tried at once. */
export function retriedRecord(record: OutboxRecord, now: number): OutboxRecord {
  return {
    ...record,
    state: 'waiting',
    reason: null,
    updated_at: now,
    next_attempt_at: null,
    can_retry: false,
  };
}

/** Whether the record may be tried now (its back-off is over, or the candidate asked). */
export function isDue(record: OutboxRecord | undefined, now: number, forced: ReadonlySet<string>): boolean {
  if (!record) return true;
  if (forced.has(record.key)) return true;
  return record.next_attempt_at === null || record.next_attempt_at <= now;
}
