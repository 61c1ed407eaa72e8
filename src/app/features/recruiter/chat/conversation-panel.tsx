import { useReplayWhenConnected } from '@app/offline/replay-when-connected';
import { ConnectionNote } from '@app/ui/connection-note';
import { DataAgeNote } from '@app/ui/data-age-note';
import { MessageLog } from '@app/ui/message-log';
import { useToday } from '@app/ui/use-today';
import type { Message } from '@contract/chat';
import type { Applicant } from '@contract/recruiter/applicants';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { type ConversationResult, conversationQueryKey } from '../api/get-conversation';
import { inboxRootKey } from '../api/get-conversations';
import { readConversation } from '../api/read-conversation';
import { CONVERSATION_HEADING, NO_MESSAGES_YET } from './chat-texts';
import { Composer } from './composer';
import { MessageItem, PendingItem, useWaitingMessages } from './message-items';

/**
 * The opened conversation on the applicant page: its messages (a polite live region, so the
 * candidate's replies are read out as they arrive), the ones written offline, and the box. Shown
 * messages are marked read.
 */
export function ConversationPanel({
  applicant,
  messages,
  conversationId,
  unread,
  seenMessageId,
  canWrite,
  updatedAt,
  failureReason,
  focusRequest,
}: {
  applicant: Applicant;
  messages: Message[];
  conversationId: number | null;
  unread: number;
  seenMessageId: number | null;
  canWrite: boolean;
  updatedAt: number;
  failureReason: unknown;
  focusRequest: number;
}) {
  const queryClient = useQueryClient();
  const today = useToday();
  useReplayWhenConnected();
  const headingId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const pending = useWaitingMessages(applicant.application_id);
  const lastRecruiterMessage = messages.filter((message) => message.sender === 'recruiter').at(-1);
  const seenId =
    lastRecruiterMessage && seenMessageId !== null && seenMessageId >= lastRecruiterMessage.message_id
      ? lastRecruiterMessage.message_id
      : null;

  // Message pressed (or opened from the inbox): the box takes the focus, the panel shows.
  useEffect(() => {
    if (focusRequest === 0) return;
    panelRef.current?.scrollIntoView?.({ block: 'nearest' });
    (boxRef.current ?? panelRef.current)?.focus();
  }, [focusRequest]);

  // Shown: the candidate's messages are read (the inbox and the header's count follow).
  const lastId = messages.at(-1)?.message_id;
  const read = useMutation({
    mutationFn: (at: { conversationId: number; messageId: number }) =>
      readConversation(at.conversationId, at.messageId),
    onSuccess: () => {
      queryClient.setQueryData(
        conversationQueryKey(applicant.application_id),
        (current: ConversationResult | undefined) =>
          current?.conversation
            ? { ...current, conversation: { ...current.conversation, unread: 0 } }
            : current,
      );
      void queryClient.invalidateQueries({ queryKey: inboxRootKey() });
    },
  });
  const readMutate = read.mutate;
  useEffect(() => {
    if (conversationId === null || unread === 0 || lastId === undefined) return;
    readMutate({ conversationId, messageId: lastId });
  }, [conversationId, unread, lastId, readMutate]);

  return (
    <Paper
      component="section"
      ref={panelRef}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      id="conversation"
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {CONVERSATION_HEADING}
        </Title>
        <DataAgeNote updatedAt={updatedAt} failureReason={failureReason} what="this conversation" />
        <ConnectionNote />
        <MessageLog>
          {messages.length === 0 && pending.length === 0 ? (
            <Text size="sm" c="dark.6">
              {NO_MESSAGES_YET}
            </Text>
          ) : (
            <Stack component="ol" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {messages.map((message) => (
                <MessageItem
                  now={today}
                  key={message.message_id}
                  message={message}
                  seen={message.message_id === seenId}
                />
              ))}
              {pending.map((record) => (
                <PendingItem key={record.key} record={record} />
              ))}
            </Stack>
          )}
        </MessageLog>
        {canWrite ? <Composer applicant={applicant} boxRef={boxRef} /> : null}
      </Stack>
    </Paper>
  );
}
