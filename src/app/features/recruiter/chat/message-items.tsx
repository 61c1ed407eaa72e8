import { discardOutboxRecord, refreshOutbox, retryOutboxRecord, useOutbox } from '@app/offline/outbox';
import type { Message } from '@contract/chat';
import type { OutboxRecord } from '@contract/outbox';
import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { conversationQueryKey } from '../api/get-conversation';
import { inboxRootKey } from '../api/get-conversations';
import {
  DISCARD,
  MESSAGE_NOT_SENT,
  MESSAGE_SENDING,
  MESSAGE_WAITING,
  RETRY_NOW,
  SEEN,
  SEND_FAILED,
} from './chat-texts';
import { messageTimeLabel } from './chat-time';

/** The conversation panel's items: the server's messages and the ones the service worker keeps. */

/** One message: who wrote it and when, its text as text (links are never made live). */
export function MessageItem({
  message,
  seen,
  now,
}: {
  message: Message;
  seen: boolean;
  /** what 'today' is (useToday) */
  now: number;
}) {
  const ours = message.sender === 'recruiter';
  return (
    <Box component="li" style={{ alignSelf: ours ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
      <Paper radius="md" p="xs" bg={ours ? 'teal.0' : 'gray.0'} withBorder>
        <Text size="xs" c="dark.6">
          <Text span fw={600} inherit>
            {message.sender_name}
          </Text>{' '}
          · <time dateTime={message.sent_at}>{messageTimeLabel(message.sent_at, new Date(now))}</time>
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Text>
      </Paper>
      {seen ? (
        <Text size="xs" c="dark.6" ta="right">
          {SEEN}
        </Text>
      ) : null}
    </Box>
  );
}

/** This conversation's messages that the service worker keeps: waiting, being sent, or refused. */
export function waitingMessages(records: readonly OutboxRecord[], applicationId: number): OutboxRecord[] {
  return records.filter(
    (record) =>
      record.kind === 'recruiter_message' &&
      record.application_id === applicationId &&
      record.state !== 'sent',
  );
}

/**
 * The messages written offline for this conversation, from the outbox records (the worker keeps
 * their text); when one of them was sent, the conversation is read again to show the server's copy.
 */
export function useWaitingMessages(applicationId: number): OutboxRecord[] {
  const queryClient = useQueryClient();
  const { records } = useOutbox();
  const sent = records
    .filter(
      (record) =>
        record.kind === 'recruiter_message' &&
        record.application_id === applicationId &&
        record.state === 'sent',
    )
    .map((record) => record.key)
    .join(',');
  useEffect(() => {
    if (!sent) return;
    void queryClient.invalidateQueries({ queryKey: conversationQueryKey(applicationId) });
    void queryClient.invalidateQueries({ queryKey: inboxRootKey() });
  }, [sent, applicationId, queryClient]);
  return waitingMessages(records, applicationId);
}

export function PendingItem({ record }: { record: OutboxRecord }) {
  return (
    <Box component="li" style={{ alignSelf: 'flex-end', maxWidth: '85%' }}>
      <Paper radius="md" p="xs" bg="yellow.0" withBorder>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {record.message ?? ''}
        </Text>
      </Paper>
      {record.state === 'failed' ? (
        <Stack gap={4} mt={4} role="alert">
          <Text size="xs" c="red.9">
            {MESSAGE_NOT_SENT}: {record.reason ?? SEND_FAILED}
          </Text>
          <Group gap="xs" justify="flex-end">
            {record.can_retry ? (
              <Button size="compact-xs" variant="light" onClick={() => void retryOutboxRecord(record.key)}>
                {RETRY_NOW}
              </Button>
            ) : null}
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => void discardOutboxRecord(record.key).then(refreshOutbox)}
            >
              {DISCARD}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text size="xs" c="dark.6" ta="right" role="status">
          {record.state === 'sending' ? MESSAGE_SENDING : MESSAGE_WAITING}
        </Text>
      )}
    </Box>
  );
}
