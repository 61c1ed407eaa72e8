import { NetworkError } from '@app/api/client';
import { DataAgeNote, NotAnsweringNote } from '@app/ui/data-age-note';
import { Badge, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { conversationsQueryOptions } from './api/chat-api';
import {
  BLOCKED_NOTE,
  CHAT_HEADING,
  CONVERSATIONS_FAILED,
  CONVERSATIONS_LOADING,
  listTime,
  MUTED_NOTE,
  NO_CONVERSATIONS_YET,
  unreadLabel,
} from './chat-texts';

/**
 * The candidate's conversations, newest activity first: the company, the job, the last message
 * (as text), its time and the unread mark. Each opens the conversation (`?c=<id>`).
 */
export function ConversationList({
  onOpen,
  takeFocus = false,
}: {
  onOpen: (conversationId: number) => void;
  /** Back from a conversation: the list's heading takes the focus. */
  takeFocus?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  const query = useQuery(conversationsQueryOptions());
  const conversations = query.data?.conversations;
  return (
    <Stack gap="md">
      <Title order={1} size="h2" ref={heading} tabIndex={-1}>
        {CHAT_HEADING}
      </Title>
      <DataAgeNote
        updatedAt={query.dataUpdatedAt}
        what="your conversations"
        failureReason={query.failureReason}
      />
      {conversations === undefined ? (
        query.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{CONVERSATIONS_LOADING}</Text>
          </Group>
        ) : query.error instanceof NetworkError ? (
          <NotAnsweringNote what="your conversations" onRetry={() => void query.refetch()} />
        ) : (
          <Text role="alert">{CONVERSATIONS_FAILED}</Text>
        )
      ) : conversations.length === 0 ? (
        <Text role="status">{NO_CONVERSATIONS_YET}</Text>
      ) : (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Conversations">
          {conversations.map((conversation) => {
            const last = conversation.last_message;
            return (
              <li
                key={conversation.conversation_id}
                style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
              >
                <UnstyledButton
                  component="a"
                  href={`/chat?c=${conversation.conversation_id}`}
                  onClick={(event) => {
                    // a new tab or window opens the address itself
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    onOpen(conversation.conversation_id);
                  }}
                  display="block"
                  w="100%"
                  py="sm"
                  px="xs"
                >
                  <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                    <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                      <Text fw={conversation.unread > 0 ? 700 : 600} truncate="end">
                        {conversation.company_name}
                      </Text>
                      <Text size="sm" c="dark.6" truncate="end">
                        {conversation.job_title}
                      </Text>
                      {last ? (
                        <Text size="sm" truncate="end" fw={conversation.unread > 0 ? 600 : 400}>
                          {last.sender === 'candidate' ? `You: ${last.body}` : last.body}
                        </Text>
                      ) : null}
                      {conversation.blocked || conversation.muted ? (
                        <Text size="xs" c="dark.6">
                          {conversation.blocked ? BLOCKED_NOTE : MUTED_NOTE}
                        </Text>
                      ) : null}
                    </Stack>
                    <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                      {last ? (
                        <Text size="xs" c="dark.6" component="time" dateTime={last.sent_at}>
                          {listTime(last.sent_at)}
                        </Text>
                      ) : null}
                      {conversation.unread > 0 ? (
                        <Badge color="red.9" size="sm">
                          {unreadLabel(conversation.unread)}
                        </Badge>
                      ) : null}
                    </Stack>
                  </Group>
                </UnstyledButton>
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
