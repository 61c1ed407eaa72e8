/**
 * The outbox: the page's view of the service worker's write queue (issue 9). The worker is the
 * only writer of the outbox records; pages read them (IndexedDB `OUTBOX_DB`/`OUTBOX_STORE` of page-worker.ts, through
 * idb-keyval's createStore) and ask the worker to retry, discard or clear by message.
 *
 * A queueable write carries, besides `X-Queue: 1` and its `Idempotency-Key`, the `X-Outbox` header:
 * what the write is, in the candidate's words (`encodeOutboxLabel`). The worker makes an outbox
 * record (keyed by the idempotency key) when it keeps such a write for later, and moves it through
 * waiting -> sending -> sent | failed (| waiting again after a network error or 5xx).
 */

export const OUTBOX_HEADER = 'X-Outbox';

/** A sent record stays listed this long, then leaves the list. */
export const OUTBOX_SENT_VISIBLE_MS = 10_000;

export const OUTBOX_KINDS = [
  'save_job',
  'unsave_job',
  'assessment_draft',
  'assessment_submit',
  'save_search',
  'delete_saved_search',
  'chat_reply',
  'recruiter_message',
  'save_preferences',
  /** a candidate's answer to an interview (issue 36 §3): accept, pick a slot, ask to reschedule; about its job */
  'interview_answer',
  /** a candidate's answer to a company asking for their contact (issue 37 §3): about no job (`job_id` 0, title: the company) */
  'contact_answer',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** The writes of saved searches (issue 19): about no job (`job_id` 0), sent in the order made. */
export const SAVED_SEARCH_OUTBOX_KINDS = [
  'save_search',
  'delete_saved_search',
] as const satisfies OutboxKind[];
export const isSavedSearchKind = (kind: OutboxKind): boolean =>
  (SAVED_SEARCH_OUTBOX_KINDS as readonly OutboxKind[]).includes(kind);

/**
 * The chat's writes (issue 24): a candidate's reply and a recruiter's message. They are about a
 * conversation's application (`application_id`: a recruiter's first message has no conversation
 * yet) and are sent one after another, in the order written, per application.
 */
export const CHAT_OUTBOX_KINDS = ['chat_reply', 'recruiter_message'] as const satisfies OutboxKind[];
export const isChatKind = (kind: OutboxKind): boolean =>
  (CHAT_OUTBOX_KINDS as readonly OutboxKind[]).includes(kind);
/** A change of the account's preferences (issue 24): about no job (`job_id` 0), sent in the order made. */
export const isPreferencesKind = (kind: OutboxKind): boolean => kind === 'save_preferences';
/** A contact answer (issue 37 §3): about a company, no job (`job_id` 0), sent in the order made. */
const isContactKind = (kind: OutboxKind): boolean => kind === 'contact_answer';

/** What a queued write is: the page says it in the `X-Outbox` header. */
export interface OutboxLabel {
  kind: OutboxKind;
  /** the job written about; 0 for a saved-search write */
  job_id: number;
  /** the job's title, as the candidate saw it (a saved-search write: the search's name) */
  title: string;
  /** the candidate who made the write (session user_id) */
  user_id: string;
  /** delete_saved_search: the saved search deleted */
  search_id?: number;
  /** save_search: the search's `savedSearchKey`, so the page finds a save of the same search still queued */
  search_key?: string;
  /** a chat write: the application its conversation is about */
  application_id?: number;
  /** chat_reply: the conversation replied in */
  conversation_id?: number;
}

/**
 * The writes the worker sends one after another, in the order made: a job's, the saved searches',
 * or a conversation's (by its application).
 */
export function outboxGroup(label: Pick<OutboxLabel, 'kind' | 'job_id' | 'application_id'>): string {
  if (isChatKind(label.kind)) return `chat:${label.application_id ?? 0}`;
  if (isPreferencesKind(label.kind)) return 'preferences';
  if (isContactKind(label.kind)) return 'contact';
  return isSavedSearchKind(label.kind) ? 'saved-searches' : `job:${label.job_id}`;
}

export const OUTBOX_STATES = ['waiting', 'sending', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** One outbox record, keyed by the write's idempotency key. */
export interface OutboxRecord extends OutboxLabel {
  key: string;
  /** when the candidate made the write (ms since epoch) */
  created_at: number;
  /** when the state last changed (ms since epoch) */
  updated_at: number;
  state: OutboxState;
  /** failed: the reason in plain words (the server's message, or why the worker gave up) */
  reason: string | null;
  /** failed: the HTTP status of the refusal, when there was one */
  status: number | null;
  /** how many times the worker tried to send it */
  attempts: number;
  /** waiting after a server error: not tried again before this time (ms), unless Retry now */
  next_attempt_at: number | null;
  /** failed: the write is kept, so Retry now sends it again */
  can_retry: boolean;
  /** a chat write: the message's text, read by the worker from the request it keeps */
  message?: string;
}

/** A sent record is shown until this long after it was sent; then it leaves the list. */
export function isOutboxRecordVisible(record: OutboxRecord, now: number): boolean {
  return record.state !== 'sent' || now - record.updated_at < OUTBOX_SENT_VISIBLE_MS;
}

const TITLE_MAX = 200;
/** A saved search's key: seven fields of at most 100 (q 200) characters, quoted. */
const SEARCH_KEY_MAX = 2000;

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The `X-Outbox` header value: the label as URI-encoded JSON (headers must be ASCII). */
export function encodeOutboxLabel(label: OutboxLabel): string {
  return encodeURIComponent(JSON.stringify({ ...label, title: label.title.slice(0, TITLE_MAX) }));
}

/** The label of an `X-Outbox` header value, or null when it is missing or not a label. */
export function decodeOutboxLabel(value: string | null | undefined): OutboxLabel | null {
  if (!value) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(value));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { kind, job_id, title, user_id, search_id, search_key, application_id, conversation_id } =
    parsed as Record<string, unknown>;
  if (typeof kind !== 'string' || !(OUTBOX_KINDS as readonly string[]).includes(kind)) return null;
  const aboutNoJob =
    isSavedSearchKind(kind as OutboxKind) ||
    isPreferencesKind(kind as OutboxKind) ||
    isContactKind(kind as OutboxKind);
  const lowest = aboutNoJob ? 0 : 1;
  if (typeof job_id !== 'number' || !Number.isInteger(job_id) || job_id < lowest) return null;
  if (typeof title !== 'string' || typeof user_id !== 'string' || user_id === '') return null;
  const label: OutboxLabel = { kind: kind as OutboxKind, job_id, title: title.slice(0, TITLE_MAX), user_id };
  if (aboutNoJob && typeof search_id === 'number' && Number.isInteger(search_id) && search_id > 0) {
    label.search_id = search_id;
  }
  if (kind === 'save_search' && typeof search_key === 'string' && search_key.length <= SEARCH_KEY_MAX) {
    label.search_key = search_key;
  }
  if (isChatKind(kind as OutboxKind)) {
    if (!isId(application_id)) return null;
    label.application_id = application_id;
    if (kind === 'chat_reply') {
      if (!isId(conversation_id)) return null;
      label.conversation_id = conversation_id;
    }
  }
  return label;
}
