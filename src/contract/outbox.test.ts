import { describe, expect, it } from 'vitest';
import { decodeOutboxLabel, encodeOutboxLabel, type OutboxLabel, outboxGroup } from './outbox';

describe('chat writes in the outbox (issue 24)', () => {
  const reply: OutboxLabel = {
    kind: 'chat_reply',
    job_id: 6,
    title: 'Medical Coder',
    user_id: '7',
    application_id: 31,
    conversation_id: 4,
  };
  const recruiterMessage: OutboxLabel = {
    kind: 'recruiter_message',
    job_id: 6,
    title: 'Medical Coder',
    user_id: '2',
    application_id: 31,
  };

  it('a reply and a recruiter message carry their application (and the reply its conversation)', () => {
    expect(decodeOutboxLabel(encodeOutboxLabel(reply))).toEqual(reply);
    expect(decodeOutboxLabel(encodeOutboxLabel(recruiterMessage))).toEqual(recruiterMessage);
    const { application_id: _application, ...noApplication } = reply;
    expect(decodeOutboxLabel(encodeOutboxLabel(noApplication))).toBeNull();
    const { conversation_id: _conversation, ...noConversation } = reply;
    expect(decodeOutboxLabel(encodeOutboxLabel(noConversation))).toBeNull();
    expect(decodeOutboxLabel(encodeOutboxLabel({ ...reply, application_id: 0 }))).toBeNull();
  });

  it('are sent in order per conversation (by application), apart from the job’s other writes', () => {
    expect(outboxGroup(reply)).toBe('chat:31');
    expect(outboxGroup(recruiterMessage)).toBe('chat:31');
    expect(outboxGroup({ ...reply, application_id: 32 })).toBe('chat:32');
    expect(outboxGroup({ kind: 'save_job', job_id: 6 })).toBe('job:6');
  });
});
