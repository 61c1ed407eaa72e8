import type { OutboxRecord } from '@contract/outbox';

/** A reply the service worker keeps or has just sent, as the conversation shows it. */
export interface WaitingReply {
  key: string;
  body: string;
  state: OutboxRecord['state'];
  reason: string | null;
  created_at: number;
  can_retry: boolean;
}

/**
 * The conversation's replies that are still in the outbox (the worker's records, the one store of
 * them), in the order written: waiting, sending and failed ones, and a sent one until the
 * conversation has been read again after it was sent (then it is among the messages; never both).
 */
export function waitingReplies(
  records: readonly OutboxRecord[],
  conversationId: number,
  conversationReadAt: number,
): WaitingReply[] {
  return records
    .filter(
      (record) =>
        record.kind === 'chat_reply' &&
        record.conversation_id === conversationId &&
        (record.state !== 'sent' || record.updated_at >= conversationReadAt),
    )
    .sort((a, b) => a.created_at - b.created_at || a.key.localeCompare(b.key))
    .map((record) => ({
      key: record.key,
      body: record.message ?? '',
      state: record.state,
      reason: record.reason,
      created_at: record.created_at,
      can_retry: record.can_retry,
    }));
}

/** Whether a reply was sent after the conversation was last read: read it again to show it. */
export function sentSinceRead(
  records: readonly OutboxRecord[],
  conversationId: number,
  conversationReadAt: number,
): boolean {
  return records.some(
    (record) =>
      record.kind === 'chat_reply' &&
      record.conversation_id === conversationId &&
      record.state === 'sent' &&
      record.updated_at >= conversationReadAt,
  );
}
