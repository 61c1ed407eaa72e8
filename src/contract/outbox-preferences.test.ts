import { describe, expect, it } from 'vitest';
import { decodeOutboxLabel, encodeOutboxLabel, type OutboxLabel, outboxGroup } from './outbox';

describe('a change of the preferences in the outbox (issue 24)', () => {
  const label: OutboxLabel = { kind: 'save_preferences', job_id: 0, title: 'Job alerts', user_id: '7' };
  it('is about no job and reads back from its header', () => {
    expect(decodeOutboxLabel(encodeOutboxLabel(label))).toEqual(label);
  });
  it('is sent in the order made, apart from any job’s writes', () => {
    expect(outboxGroup(label)).toBe('preferences');
    expect(outboxGroup({ kind: 'save_job', job_id: 0 })).not.toBe('preferences');
  });
});

describe('an answer to a company asking for the contact in the outbox (issue 37 §3)', () => {
  const label: OutboxLabel = { kind: 'contact_answer', job_id: 0, title: 'AGS Health', user_id: '7' };
  it('is about no job and reads back from its header', () => {
    expect(decodeOutboxLabel(encodeOutboxLabel(label))).toEqual(label);
  });
  it('is sent in the order made, apart from any job’s writes', () => {
    expect(outboxGroup(label)).toBe('contact');
  });
});
