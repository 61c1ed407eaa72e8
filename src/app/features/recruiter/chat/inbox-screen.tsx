import { DataAgeNote } from '@app/ui/data-age-note';
import { AnchorLink } from '@app/ui/links';
import { useScreenTitle } from '@app/ui/page-title';
import { Pagination } from '@app/ui/pagination';
import { QueryStates } from '@app/ui/query-states';
import type { RecruiterConversation } from '@contract/chat';
import { RECRUITER_CONVERSATIONS_PER_PAGE } from '@contract/recruiter/chat';
import { Badge, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { inboxQueryOptions } from '../api/get-conversations';
import { BackToJobs } from '../shared/back-to-jobs';
import {
  INBOX_EMPTY,
  INBOX_FAILED,
  INBOX_HEADING,
  INBOX_INTRO,
  INBOX_NOT_ON_DEVICE,
  LOADING_INBOX,
  NO_MESSAGE_TEXT,
  unreadLabel,
  YOU,
} from './chat-texts';
import { messageTimeLabel } from './chat-time';

/**
 * /recruiter/inbox (issue 24): the company's conversations with applicants, newest activity first,
 * 20 a page: the candidate, the job, the last message and its time, and the unread mark; each opens
 * the applicant page with its conversation. Empty, loading and failed states; offline it shows what
 * this device saved, with its age.
 */
export function InboxScreen({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  useScreenTitle('/_recruiter/recruiter/inbox', INBOX_HEADING);
  const query = useQuery(inboxQueryOptions(page));
  const data = query.data;
  const totalPages = Math.max(1, Math.ceil((data?.total ?? 0) / RECRUITER_CONVERSATIONS_PER_PAGE));

  let body: ReactNode;
  if (data)
    body =
      data.conversations.length === 0 ? (
        <Text>{INBOX_EMPTY}</Text>
      ) : (
        <Stack gap="sm">
          <Stack
            component="ul"
            gap="xs"
            aria-label="Conversations"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {data.conversations.map((conversation) => (
              <li key={conversation.conversation_id}>
                <ConversationRow conversation={conversation} />
              </li>
            ))}
          </Stack>
          <Pagination page={page} totalPages={totalPages} onChange={onPageChange} />
        </Stack>
      );
  else
    body = (
      <QueryStates
        query={query}
        texts={{
          failed: INBOX_FAILED,
          notOnDevice: INBOX_NOT_ON_DEVICE,
          loading: LOADING_INBOX,
          what: 'the conversations',
        }}
      />
    );

  return (
    <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <BackToJobs />
        <Stack gap={2}>
          <Title order={1} size="h2">
            {INBOX_HEADING}
          </Title>
          <Text c="dark.6">{INBOX_INTRO}</Text>
        </Stack>
        {data ? (
          <DataAgeNote
            updatedAt={query.dataUpdatedAt}
            failureReason={query.failureReason}
            what="the conversations"
          />
        ) : null}
        {body}
      </Stack>
    </Container>
  );
}

function ConversationRow({ conversation }: { conversation: RecruiterConversation }) {
  const last = conversation.last_message;
  const unread = conversation.unread > 0;
  const from = last ? (last.sender === 'recruiter' ? YOU : last.sender_name) : null;
  return (
    <AnchorLink
      to="/recruiter/applications/$applicationId"
      params={{ applicationId: conversation.application_id }}
      hash="conversation"
      display="block"
      underline="never"
      c="inherit"
    >
      <Paper withBorder radius="md" p="sm" bg={unread ? 'teal.0' : undefined}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={unread ? 700 : 600} style={{ overflowWrap: 'anywhere' }}>
              {conversation.candidate_name}
            </Text>
            <Text size="sm" c="dark.6" style={{ overflowWrap: 'anywhere' }}>
              {conversation.job_title}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
            {last ? (
              <Text size="xs" c="dark.6">
                <time dateTime={last.sent_at}>{messageTimeLabel(last.sent_at)}</time>
              </Text>
            ) : null}
            {unread ? (
              <Badge color="teal.9" variant="filled" size="sm">
                {unreadLabel(conversation.unread)}
              </Badge>
            ) : null}
          </Stack>
        </Group>
        <Text
          size="sm"
          mt={4}
          lineClamp={2}
          fw={unread ? 600 : undefined}
          style={{ overflowWrap: 'anywhere' }}
        >
          {last ? `${from}: ${last.body}` : NO_MESSAGE_TEXT}
        </Text>
      </Paper>
    </AnchorLink>
  );
}
