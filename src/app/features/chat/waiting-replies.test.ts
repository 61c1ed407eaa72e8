import { describe, expect, it } from 'vitest';
import type { OutboxRecord } from '../../../contract/outbox';
import { sentSinceRead, waitingReplies } from './waiting-replies';

function record(key: string, patch: Partial<OutboxRecord> = {}): OutboxRecord {
  return {
    key,
    kind: 'chat_reply',
    job_id: 6,
    title: 'AR Caller',
    user_id: '7',
    application_id: 31,
    conversation_id: 4,
    message: `text ${key}`,
    created_at: 1000,
    updated_at: 1000,
    state: 'waiting',
    reason: null,
    status: null,
    attempts: 0,
    next_attempt_at: null,
    can_retry: false,
    ...patch,
  };
}

describe('waiting replies (derived from the outbox records)', () => {
  it('lists this conversation’s replies in the order written, with their text and state', () => {
    const records = [
      record('b', { created_at: 2000, state: 'sending' }),
      record('a', { created_at: 1000 }),
      record('c', {
        created_at: 3000,
        state: 'failed',
        reason: 'Unblock this company to reply',
        can_retry: true,
      }),
      record('other', { conversation_id: 5 }),
      record('save', { kind: 'save_job' }),
    ];
    expect(waitingReplies(records, 4, 0).map((reply) => [reply.key, reply.body, reply.state])).toEqual([
      ['a', 'text a', 'waiting'],
      ['b', 'text b', 'sending'],
      ['c', 'text c', 'failed'],
    ]);
    expect(waitingReplies(records, 4, 0)[2].reason).toBe('Unblock this company to reply');
  });

  it('a sent reply shows until the conversation is read again, then only as a message', () => {
    const sent = [record('a', { state: 'sent', updated_at: 5000 })];
    expect(waitingReplies(sent, 4, 4000)).toHaveLength(1);
    expect(sentSinceRead(sent, 4, 4000)).toBe(true);
    expect(waitingReplies(sent, 4, 6000)).toEqual([]);
    expect(sentSinceRead(sent, 4, 6000)).toBe(false);
  });
});
