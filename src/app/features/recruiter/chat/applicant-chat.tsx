import { Box, Button, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { MESSAGE_MAX, MESSAGE_REQUIRED, MESSAGE_TOO_LONG, type Message } from '../../../../contract/chat';
import type { OutboxRecord } from '../../../../contract/outbox';
import type { Applicant } from '../../../../contract/recruiter/applicants';
import { ApiError, isSessionEnded, NetworkError } from '../../../api/client';
import { discardOutboxRecord, refreshOutbox, retryOutboxRecord, useOutbox } from '../../../offline/outbox';
import { getUserId } from '../../../session';
import { DataAgeNote } from '../../../ui/data-age-note';
import {
  type ConversationResult,
  conversationQueryKey,
  conversationQueryOptions,
  recruiterChatKey,
} from '../api/get-conversation';
import { inboxRootKey } from '../api/get-conversations';
import { readConversation } from '../api/read-conversation';
import { sendMessage } from '../api/send-message';
import {
  CONVERSATION_FAILED,
  CONVERSATION_HEADING,
  CONVERSATION_NOT_ON_DEVICE,
  DISCARD,
  LOADING_CONVERSATION,
  MESSAGE,
  MESSAGE_LABEL,
  MESSAGE_NOT_SENT,
  MESSAGE_SENDING,
  MESSAGE_WAITING,
  NO_MESSAGES_YET,
  RETRY_NOW,
  SEEN,
  SEND,
  SEND_FAILED,
  SEND_NEEDS_NETWORK,
} from './chat-texts';
import { messageTimeLabel } from './chat-time';

/** What a failed send says: offline without a worker to keep it (the text stays), or the server's words. */
export function sendFailure(error: unknown): string {
  if (error instanceof NetworkError) return SEND_NEEDS_NETWORK;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return SEND_FAILED;
}

/**
 * The applicant page's chat (issue 24): **Message** opens the conversation with the applicant (a
 * panel on the page); when one cannot be started (the candidate's Recruiter reach out is off, or
 * the candidate blocked the company) it is disabled with the server's reason beside it, and a
 * conversation already started stays shown. The panel: the messages with their times, 'Seen' under
 * the recruiters' last message once the candidate read it, the messages written offline that the
 * service worker keeps (waiting, or not sent with the reason), and the box with its counter and
 * Send. Shown messages are marked read. Offline it opens from this device's cache with its age.
 */
export function ApplicantChat({
  applicant,
  openAtStart = false,
}: {
  applicant: Applicant;
  /** Opened from the inbox: the conversation shows at once and takes the focus. */
  openAtStart?: boolean;
}) {
  const applicationId = applicant.application_id;
  const query = useQuery(conversationQueryOptions(applicationId));
  const [openRequested, setOpenRequested] = useState(openAtStart);
  const [focusRequest, setFocusRequest] = useState(openAtStart ? 1 : 0);
  const reasonId = useId();
  const data = query.data;
  const conversation = data?.conversation ?? null;
  const canStart = data?.can_start ?? false;
  const reason = data && !data.can_start ? data.cannot_start_reason : null;
  const opened = Boolean(data) && (openRequested || conversation !== null);

  let state: React.ReactNode = null;
  if (!data) {
    if (query.error)
      state = (
        <Text size="sm" c="red.9" role="alert">
          {CONVERSATION_FAILED}
        </Text>
      );
    else if (query.fetchStatus === 'paused')
      state = (
        <Text size="sm" role="status">
          {CONVERSATION_NOT_ON_DEVICE}
        </Text>
      );
    else
      state = (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm">{LOADING_CONVERSATION}</Text>
        </Group>
      );
  }

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap" align="center">
        <Button
          variant="light"
          leftSection={<IconMessage size={16} aria-hidden />}
          disabled={!canStart}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => {
            setOpenRequested(true);
            setFocusRequest((count) => count + 1);
          }}
        >
          {MESSAGE}
        </Button>
        {reason ? (
          <Text size="sm" c="dark.6" id={reasonId}>
            {reason}
          </Text>
        ) : null}
        {state}
      </Group>
      {opened && data ? (
        <ConversationPanel
          applicant={applicant}
          messages={data.messages}
          conversationId={conversation?.conversation_id ?? null}
          unread={conversation?.unread ?? 0}
          seenMessageId={data.seen_message_id}
          canWrite={canStart}
          updatedAt={query.dataUpdatedAt}
          failureReason={query.failureReason}
          focusRequest={focusRequest}
        />
      ) : null}
    </Stack>
  );
}

function ConversationPanel({
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
        {messages.length === 0 && pending.length === 0 ? (
          <Text size="sm" c="dark.6">
            {NO_MESSAGES_YET}
          </Text>
        ) : (
          <Stack
            component="ol"
            gap="xs"
            aria-label="Messages"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {messages.map((message) => (
              <MessageItem key={message.message_id} message={message} seen={message.message_id === seenId} />
            ))}
            {pending.map((record) => (
              <PendingItem key={record.key} record={record} />
            ))}
          </Stack>
        )}
        {canWrite ? <Composer applicant={applicant} boxRef={boxRef} /> : null}
      </Stack>
    </Paper>
  );
}

/** One message: who wrote it and when, its text as text (links are never made live). */
function MessageItem({ message, seen }: { message: Message; seen: boolean }) {
  const ours = message.sender === 'recruiter';
  return (
    <Box component="li" style={{ alignSelf: ours ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
      <Paper radius="md" p="xs" bg={ours ? 'teal.0' : 'gray.0'} withBorder>
        <Text size="xs" c="dark.6">
          <Text span fw={600} inherit>
            {message.sender_name}
          </Text>{' '}
          · <time dateTime={message.sent_at}>{messageTimeLabel(message.sent_at)}</time>
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
function useWaitingMessages(applicationId: number): OutboxRecord[] {
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

function PendingItem({ record }: { record: OutboxRecord }) {
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

/** The box with its counter and Send: a blank message is refused; offline the worker keeps it. */
function Composer({
  applicant,
  boxRef,
}: {
  applicant: Applicant;
  boxRef: React.RefObject<HTMLTextAreaElement | null>;
}) {
  const queryClient = useQueryClient();
  const applicationId = applicant.application_id;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    // offline too: the service worker keeps the write (a paused mutation would never reach it)
    networkMode: 'always',
    mutationFn: async (body: string) => {
      const key = crypto.randomUUID();
      const userId = getUserId();
      const outcome = await sendMessage(applicationId, body, {
        idempotencyKey: key,
        outbox:
          userId === null
            ? undefined
            : {
                kind: 'recruiter_message',
                job_id: applicant.job.id,
                application_id: applicationId,
                title: applicant.job.job_title,
                user_id: String(userId),
              },
      });
      return outcome;
    },
    onSuccess: (outcome) => {
      setText('');
      // kept by the service worker: its outbox record shows it as waiting until it is sent
      if (outcome.queued) {
        refreshOutbox();
        return;
      }
      const { message } = outcome.answer.result;
      queryClient.setQueryData(
        conversationQueryKey(applicationId),
        (current: { messages: Message[] } | undefined) =>
          current && !current.messages.some((kept) => kept.message_id === message.message_id)
            ? { ...current, messages: [...current.messages, message] }
            : current,
      );
      void queryClient.invalidateQueries({ queryKey: recruiterChatKey() });
    },
    onError: (failure) => {
      console.error('Sending the message failed', failure);
      if (isSessionEnded(failure)) return;
      setError(sendFailure(failure));
      // refused (reach out off, blocked): what the page shows of the conversation is out of date
      if (failure instanceof ApiError) void queryClient.invalidateQueries({ queryKey: recruiterChatKey() });
    },
  });

  const submit = () => {
    const body = text.trim();
    if (!body) {
      setError(MESSAGE_REQUIRED);
      boxRef.current?.focus();
      return;
    }
    if (body.length > MESSAGE_MAX) {
      setError(MESSAGE_TOO_LONG);
      return;
    }
    setError(null);
    send.mutate(body);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <Textarea
          ref={boxRef}
          label={MESSAGE_LABEL}
          value={text}
          maxLength={MESSAGE_MAX}
          rows={4}
          description={`${text.length} / ${MESSAGE_MAX}`}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {SEND}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
