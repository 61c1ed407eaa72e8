import type { OutboxRecord } from '@contract/outbox';

/**
 * An outbox record as the worker writes it (offline/outbox.ts reads them): a save of job 1 by
 * user 5, never tried yet, with the fields a test names laid over it.
 */
export function outboxRecord(
  fields: Partial<OutboxRecord> & Pick<OutboxRecord, 'key' | 'state'>,
): OutboxRecord {
  return {
    kind: 'save_job',
    job_id: 1,
    title: 'Job',
    user_id: '5',
    created_at: 1,
    updated_at: 1,
    reason: null,
    status: null,
    attempts: 0,
    next_attempt_at: null,
    can_retry: false,
    ...fields,
  };
}
