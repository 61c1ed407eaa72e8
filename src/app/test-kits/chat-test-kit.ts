import type { CandidateConversation, Message } from '@contract/chat';
import type { OutboxRecord } from '@contract/outbox';

/** The chat's fixtures for the app's tests: a conversation, its messages, its outbox records. */

/** Conversation 3: the candidate's application 31 to job 6 at company 2. */
export const chatConversation: CandidateConversation = {
  conversation_id: 3,
  application_id: 31,
  job_id: 6,
  job_title: 'Medical Coder',
  company_id: 2,
  company_name: 'Acme Health',
  company_logo: null,
  last_message: null,
  unread: 0,
  muted: false,
  blocked: false,
  company_verified: true,
  company_suspended: false,
};

/** A message of conversation 3, sent today at 09:<id>. */
export const chatMessage = (id: number, sender: Message['sender'], body: string): Message => {
  const sentAt = new Date();
  sentAt.setHours(9, id, 0, 0);
  return {
    message_id: id,
    conversation_id: 3,
    sender,
    sender_name: sender === 'recruiter' ? 'Anita Desai' : 'Priya Sharma',
    body,
    sent_at: sentAt.toISOString(),
  };
};

/** An outbox record of candidate 7's reply in conversation 3, waiting; `patch` changes any field. */
export function chatReplyRecord(key: string, patch: Partial<OutboxRecord> = {}): OutboxRecord {
  return {
    key,
    kind: 'chat_reply',
    job_id: 6,
    title: 'Medical Coder',
    user_id: '7',
    application_id: 31,
    conversation_id: 3,
    message: `text ${key}`,
    created_at: Date.now() - 1000,
    updated_at: Date.now() - 1000,
    state: 'waiting',
    reason: null,
    status: null,
    attempts: 0,
    next_attempt_at: null,
    can_retry: false,
    ...patch,
  };
}

/** A service worker that answers every message on its port, and remembers them. */
export class FakeWorkerContainer extends EventTarget {
  messages: Array<Record<string, unknown>> = [];
  controller = {
    postMessage: (message: Record<string, unknown>, ports: MessagePort[] = []) => {
      this.messages.push(message);
      ports[0]?.postMessage({ done: true });
    },
  };
  getRegistration = async () => undefined;
  ready = Promise.resolve({ active: this.controller });
}
