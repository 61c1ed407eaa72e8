import { describe, expect, it } from 'vitest';
import type { OutboxLabel } from '../src/contract/outbox';
import { isOutboxRecordVisible, OUTBOX_SENT_VISIBLE_MS } from '../src/contract/outbox';
import {
  BACKOFF_MAX_MS,
  backoffMs,
  chatMessageOf,
  EXPIRED_REASON,
  expiredRecord,
  isDue,
  newRecord,
  recordAfterTry,
  retriedRecord,
  SESSION_ENDED_REASON,
  sendingRecord,
} from './outbox-records';

const label: OutboxLabel = { kind: 'assessment_submit', job_id: 6, title: 'AR Caller', user_id: '7' };
const made = newRecord(label, 'key-1', 1000);

describe('outbox records', () => {
  it('starts waiting, with the label, the time it was made and no tries', () => {
    expect(made).toMatchObject({
      ...label,
      key: 'key-1',
      state: 'waiting',
      created_at: 1000,
      attempts: 0,
      reason: null,
      can_retry: false,
    });
  });

  it('is sending during a try, which counts', () => {
    expect(sendingRecord(made, 2000)).toMatchObject({ state: 'sending', attempts: 1, updated_at: 2000 });
  });

  it('is sent after a 2xx', () => {
    const sent = recordAfterTry(sendingRecord(made, 2000), 'remove', 200, null, 3000);
    expect(sent).toMatchObject({ state: 'sent', status: 200, updated_at: 3000, can_retry: false });
  });

  it("fails with the server's message after a refusal, and may be sent again", () => {
    const failed = recordAfterTry(made, 'remove', 400, 'Question 2 is required.', 3000);
    expect(failed).toMatchObject({
      state: 'failed',
      reason: 'Question 2 is required.',
      status: 400,
      can_retry: true,
    });
    expect(recordAfterTry(made, 'remove', 409, '  ', 3000).reason).toBe('The server refused it (error 409).');
  });

  it('fails in plain words when the session had ended (401/403)', () => {
    const dropped = recordAfterTry(made, 'drop', 403, 'Invalid session', 3000);
    expect(dropped).toMatchObject({ state: 'failed', reason: SESSION_ENDED_REASON, can_retry: true });
  });

  it('waits again after a network error, to be tried as soon as the network is back', () => {
    const kept = recordAfterTry(sendingRecord(made, 2000), 'keep', null, null, 3000);
    expect(kept).toMatchObject({ state: 'waiting', next_attempt_at: null, attempts: 1 });
  });

  it('waits with back-off after a server error, doubling up to a ceiling', () => {
    let record = made;
    const waits: number[] = [];
    for (let round = 0; round < 10; round++) {
      record = recordAfterTry(sendingRecord(record, 0), 'keep', 503, null, 10_000);
      waits.push((record.next_attempt_at ?? 0) - 10_000);
    }
    expect(waits.slice(0, 4)).toEqual([2000, 4000, 8000, 16_000]);
    expect(Math.max(...waits)).toBe(BACKOFF_MAX_MS);
    expect(backoffMs(0)).toBe(2000);
  });

  it('is due when it has no back-off, when the back-off is over, or when the candidate asked', () => {
    const later = { ...made, next_attempt_at: 5000 };
    expect(isDue(made, 0, new Set())).toBe(true);
    expect(isDue(later, 4999, new Set())).toBe(false);
    expect(isDue(later, 5000, new Set())).toBe(true);
    expect(isDue(later, 0, new Set(['key-1']))).toBe(true);
    expect(isDue(undefined, 0, new Set())).toBe(true);
  });

  it('expires with its reason and cannot be sent again', () => {
    expect(expiredRecord(made, 9000)).toMatchObject({
      state: 'failed',
      reason: EXPIRED_REASON,
      can_retry: false,
    });
  });

  it('goes back to waiting on Retry now', () => {
    const failed = recordAfterTry(made, 'remove', 400, 'No', 3000);
    expect(retriedRecord(failed, 4000)).toMatchObject({
      state: 'waiting',
      reason: null,
      can_retry: false,
      next_attempt_at: null,
    });
  });

  it('lists a sent record for a short while only; others always', () => {
    const sent = recordAfterTry(made, 'remove', 200, null, 3000);
    expect(isOutboxRecordVisible(sent, 3000 + OUTBOX_SENT_VISIBLE_MS - 1)).toBe(true);
    expect(isOutboxRecordVisible(sent, 3000 + OUTBOX_SENT_VISIBLE_MS)).toBe(false);
    expect(isOutboxRecordVisible(made, 10 ** 12)).toBe(true);
  });
});

describe('a chat write keeps its text in its record (issue 24)', () => {
  const reply: OutboxLabel = {
    kind: 'chat_reply',
    job_id: 6,
    title: 'AR Caller',
    user_id: '7',
    application_id: 31,
    conversation_id: 4,
  };

  it('reads the message from the JSON body of a chat write only', () => {
    expect(chatMessageOf(reply, JSON.stringify({ body: 'Yes, Monday works <b>ok</b>' }))).toBe(
      'Yes, Monday works <b>ok</b>',
    );
    expect(chatMessageOf({ ...reply, kind: 'recruiter_message' }, '{"body":"Hello"}')).toBe('Hello');
    expect(chatMessageOf(label, '{"body":"not a chat write"}')).toBeUndefined();
    expect(chatMessageOf(reply, 'not json')).toBeUndefined();
    expect(chatMessageOf(null, '{"body":"x"}')).toBeUndefined();
  });

  it('the record carries it; other records have none', () => {
    expect(newRecord(reply, 'key-2', 1000, 'Hello')).toMatchObject({
      ...reply,
      message: 'Hello',
      state: 'waiting',
    });
    expect(made).not.toHaveProperty('message');
  });
});
