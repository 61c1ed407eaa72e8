import {
  isPreferencesKind,
  isSavedSearchKind,
  type OutboxKind,
  type OutboxRecord,
  type OutboxState,
} from '@contract/outbox';

export const OUTBOX_HEADING = 'Outbox';
export const LOADING_OUTBOX = 'Loading the outbox...';

/** What each kind of queued write is, in the candidate's words. */
export const OUTBOX_KIND_LABELS: Record<OutboxKind, string> = {
  save_job: 'Save job',
  unsave_job: 'Unsave job',
  assessment_draft: 'Assessment draft',
  assessment_submit: 'Assessment submission',
  save_search: 'Save search',
  delete_saved_search: 'Delete saved search',
  chat_reply: 'Chat reply',
  recruiter_message: 'Message to a candidate',
  save_preferences: 'Save preferences',
  interview_answer: 'Answer an interview invitation',
  contact_answer: 'Answer a request for your contact',
};

export const OUTBOX_STATE_LABELS: Record<OutboxState, string> = {
  waiting: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

/**
 * Where a record's job is seen: the assessment for assessment writes, the dashboard's saved
 * searches, the chat for a reply, else the job.
 */
export function outboxJobPath(record: Pick<OutboxRecord, 'kind' | 'job_id'>): string {
  if (isSavedSearchKind(record.kind) || isPreferencesKind(record.kind)) return '/dashboard';
  if (record.kind === 'chat_reply') return '/chat';
  return record.kind === 'assessment_draft' || record.kind === 'assessment_submit'
    ? `/assessment/${record.job_id}`
    : `/jobpostings/${record.job_id}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** 'today at 14:05', 'yesterday at 09:30' or '3 Nov at 18:00' (the phone's time zone). */
export function madeAtLabel(at: number, now = Date.now()): string {
  const made = new Date(at);
  const time = `${pad(made.getHours())}:${pad(made.getMinutes())}`;
  const startOfToday = new Date(now);
  startOfToday.setHours(0, 0, 0, 0);
  const dayMs = 24 * 60 * 60 * 1000;
  if (at >= startOfToday.getTime()) return `today at ${time}`;
  if (at >= startOfToday.getTime() - dayMs) return `yesterday at ${time}`;
  return `${made.getDate()} ${MONTHS[made.getMonth()]} at ${time}`;
}

/** V7: a write that waits after a try, said calmly (it is sent by itself). */
export const WAITING_FOR_NETWORK =
  'Waiting for the network. It is sent by itself when the connection is back.';

/** The note under a waiting write once it has been tried: none before its first try. */
export function waitingNote(attempts: number): string | null {
  return attempts > 0 ? WAITING_FOR_NETWORK : null;
}
