import { chatReplyRecord } from '@app/test-kits/chat-test-kit';
import type { OutboxRecord } from '@contract/outbox';
import { describe, expect, it } from 'vitest';
import { sentSinceRead, waitingReplies } from './waiting-replies';

/** Conversation 3's reply, made and changed at 1000 ms. */
const record = (key: string, patch: Partial<OutboxRecord> = {}) =>
  chatReplyRecord(key, { created_at: 1000, updated_at: 1000, ...patch });

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
      record('other', { conversation_id: 4 }),
      record('save', { kind: 'save_job' }),
    ];
    expect(waitingReplies(records, 3, 0).map((reply) => [reply.key, reply.body, reply.state])).toEqual([
      ['a', 'text a', 'waiting'],
      ['b', 'text b', 'sending'],
      ['c', 'text c', 'failed'],
    ]);
    expect(waitingReplies(records, 3, 0)[2].reason).toBe('Unblock this company to reply');
  });

  it('a sent reply shows until the conversation is read again, then only as a message', () => {
    const sent = [record('a', { state: 'sent', updated_at: 5000 })];
    expect(waitingReplies(sent, 3, 4000)).toHaveLength(1);
    expect(sentSinceRead(sent, 3, 4000)).toBe(true);
    expect(waitingReplies(sent, 3, 6000)).toEqual([]);
    expect(sentSinceRead(sent, 3, 6000)).toBe(false);
  });
});
