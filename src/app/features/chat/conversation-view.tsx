import { ApiError, isSessionEnded, NetworkError } from '@app/api/client';
import { discardOutboxRecord, refreshOutbox, retryOutboxRecord, useOutbox } from '@app/offline/outbox';
import { useReplayWhenConnected } from '@app/offline/replay-when-connected';
import { ConnectionNote } from '@app/ui/connection-note';
import { DataAgeNote, NotAnsweringNote } from '@app/ui/data-age-note';
import { MessageLog } from '@app/ui/message-log';
import { notify } from '@app/ui/notify';
import { useScreenTitle } from '@app/ui/page-title';
import { useToday } from '@app/ui/use-today';
import type { Message } from '@contract/chat';
import { Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentVisibility } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  conversationQueryOptions,
  conversationsQueryKey,
  markConversationRead,
  saveChatSettings,
} from './api/chat-api';
import { noteChatSettings, noteConversationRead, noteReplySent } from './chat-cache';
import {
  ALL_CONVERSATIONS,
  BLOCKED_NOTE,
  CONVERSATION_FAILED,
  CONVERSATION_LOADING,
  CONVERSATION_MISSING,
  chatScreenTitle,
  FEE_WARNING,
  MUTED_NOTE,
  messageTime,
  NEEDS_NETWORK,
  REPLY_SENDING,
  REPLY_WAITING,
  SEEN,
  SETTINGS_FAILED,
  UNBLOCK_TO_REPLY,
} from './chat-texts';
import { ConversationHeading } from './conversation-heading';
import { ReplyForm } from './reply-form';
import { type ChatReport, ReportDialog } from './report-dialog';
import { SuspendedCompanyWarning } from './suspended-company-warning';
import { sentSinceRead, type WaitingReply, waitingReplies } from './waiting-replies';

/** A company's question for the contact (issue 37 §3), a chunk of its own. */
const ContactPrompt = lazy(() => import('./contact-prompt'));

/**
 * One conversation (`/chat?c=<id>`): its messages with their times (bodies as text, never HTML),
 * "Seen" under the candidate's last message once a recruiter read it, the replies still in the
 * outbox as waiting, the reply box; Mute/Unmute and Block/Unblock the company; Report a
 * recruiter's message. What is shown is marked read while the page is visible.
 */
export function ConversationView({
  conversationId,
  onBack,
  takeFocus = false,
}: {
  conversationId: number;
  onBack: () => void;
  /** Opened from the list: its heading takes the focus (the loading one, then the company's). */
  takeFocus?: boolean;
}) {
  const queryClient = useQueryClient();
  const query = useQuery(conversationQueryOptions(conversationId));
  const { records } = useOutbox();
  const visibility = useDocumentVisibility();
  const [reporting, setReporting] = useState<ChatReport | null>(null);
  const [busy, setBusy] = useState(false);
  const thread = query.data;
  const today = useToday();
  useReplayWhenConnected();
  const readAt = query.dataUpdatedAt;
  const company = thread?.conversation.company_name;
  useScreenTitle('/_signed-in/chat', company === undefined ? undefined : chatScreenTitle(company));

  // opened from the list: the focus goes to it (again when the company's heading replaces the
  // loading one, unless the focus went somewhere else meanwhile)
  const heading = useRef<HTMLHeadingElement>(null);
  const focused = useRef(false);
  const loaded = thread !== undefined;
  useEffect(() => {
    if (!takeFocus) return;
    const active = document.activeElement;
    if (focused.current && loaded && active && active !== document.body) return;
    focused.current = true;
    heading.current?.focus();
  }, [takeFocus, loaded]);

  // mark read what is shown (once per last message; again after a failure)
  const readSent = useRef<number | null>(null);
  const lastId = thread?.messages.at(-1)?.message_id;
  const unread = thread?.conversation.unread ?? 0;
  useEffect(() => {
    if (lastId === undefined || unread === 0 || visibility !== 'visible' || readSent.current === lastId)
      return;
    readSent.current = lastId;
    markConversationRead(conversationId, lastId)
      .then((total) => noteConversationRead(queryClient, conversationId, total))
      .catch((error: unknown) => {
        readSent.current = null;
        if (!(error instanceof NetworkError)) console.error('Marking the conversation read failed', error);
      });
  }, [conversationId, lastId, unread, visibility, queryClient]);

  // a reply the worker sent after this was read: read it again, so it shows as a message
  const replayed = sentSinceRead(records, conversationId, readAt);
  useEffect(() => {
    if (replayed) void query.refetch();
  }, [replayed, query.refetch]);

  // the newest message in view
  const end = useRef<HTMLDivElement>(null);
  const shown = (thread?.messages.length ?? 0) + records.length;
  useEffect(() => {
    if (shown > 0) end.current?.scrollIntoView({ block: 'end' });
  }, [shown]);

  const back = (
    <Anchor
      href="/chat"
      size="sm"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onBack();
      }}
    >
      {ALL_CONVERSATIONS}
    </Anchor>
  );

  if (!thread) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Stack gap="md">
        {back}
        <Title order={1} size="h2" ref={heading} tabIndex={-1}>
          Conversation
        </Title>
        {query.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{CONVERSATION_LOADING}</Text>
          </Group>
        ) : missing ? (
          <Text role="alert">{CONVERSATION_MISSING}</Text>
        ) : query.error instanceof NetworkError ? (
          <NotAnsweringNote what="this conversation" onRetry={() => void query.refetch()} />
        ) : (
          <Text role="alert">{CONVERSATION_FAILED}</Text>
        )}
      </Stack>
    );
  }

  const { conversation, messages, seen_message_id } = thread;
  const lastOwn = messages.findLast((message) => message.sender === 'candidate');
  const seen = lastOwn !== undefined && seen_message_id !== null && seen_message_id >= lastOwn.message_id;
  const waiting = waitingReplies(records, conversationId, readAt);

  const change = async (settings: { muted?: boolean; blocked?: boolean }) => {
    setBusy(true);
    try {
      noteChatSettings(
        queryClient,
        conversation.company_id,
        await saveChatSettings(conversation.company_id, settings),
      );
    } catch (error) {
      if (!isSessionEnded(error))
        notify.error(error instanceof NetworkError ? NEEDS_NETWORK : SETTINGS_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      {back}
      <ConversationHeading conversation={conversation} heading={heading} />
      <Group gap="xs">
        <Button
          variant="default"
          size="compact-md"
          disabled={busy}
          onClick={() => void change({ muted: !conversation.muted })}
        >
          {conversation.muted ? 'Unmute' : 'Mute'}
        </Button>
        <Button
          variant="default"
          size="compact-md"
          color="red.9"
          disabled={busy}
          onClick={() => void change({ blocked: !conversation.blocked })}
        >
          {conversation.blocked ? 'Unblock' : 'Block'}
        </Button>
        <Button
          variant="default"
          size="compact-md"
          onClick={() => setReporting({ kind: 'company', companyId: conversation.company_id })}
        >
          Report company
        </Button>
      </Group>
      <SuspendedCompanyWarning suspended={conversation.company_suspended} />
      {conversation.blocked || conversation.muted ? (
        <Text size="sm" c="dark.6">
          {conversation.blocked ? BLOCKED_NOTE : MUTED_NOTE}
        </Text>
      ) : null}
      <Suspense fallback={null}>
        <ContactPrompt companyId={conversation.company_id} />
      </Suspense>
      <DataAgeNote
        updatedAt={query.dataUpdatedAt}
        what="this conversation"
        failureReason={query.failureReason}
      />
      <ConnectionNote />
      <MessageLog>
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {messages.map((message) => (
            <MessageItem
              now={today}
              key={message.message_id}
              message={message}
              seen={seen && message.message_id === lastOwn?.message_id}
              onReport={() =>
                setReporting({
                  kind: 'message',
                  messageId: message.message_id,
                  body: message.body,
                  asksForMoney: message.fee_warning === true,
                })
              }
            />
          ))}
          {waiting.map((reply) => (
            <WaitingItem key={reply.key} reply={reply} />
          ))}
        </Stack>
        <div ref={end} />
      </MessageLog>
      {conversation.blocked ? (
        <Text size="sm" role="status">
          {UNBLOCK_TO_REPLY}
        </Text>
      ) : (
        <ReplyForm
          conversation={conversation}
          onSent={(message) => {
            noteReplySent(queryClient, conversationId, message);
            void queryClient.invalidateQueries({ queryKey: conversationsQueryKey() });
          }}
        />
      )}
      <ReportDialog
        report={reporting}
        companyName={conversation.company_name}
        jobTitle={conversation.job_title}
        onClose={() => setReporting(null)}
      />
    </Stack>
  );
}

const BUBBLE_STYLE = {
  maxWidth: 'min(85%, 36rem)',
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
} as const;

function MessageItem({
  message,
  seen,
  now,
  onReport,
}: {
  message: Message;
  seen: boolean;
  /** what 'today' is (useToday) */
  now: number;
  onReport: () => void;
}) {
  const own = message.sender === 'candidate';
  const warned = !own && message.fee_warning === true;
  return (
    <Stack component="li" gap={2} align={own ? 'flex-end' : 'flex-start'}>
      <Paper
        withBorder
        p="xs"
        radius="md"
        bg={own ? 'brand.0' : 'white'}
        style={BUBBLE_STYLE}
        aria-label={own ? 'You wrote' : `${message.sender_name} wrote`}
        role="group"
      >
        {own ? null : (
          <Text size="xs" fw={600} c="dark.6">
            {message.sender_name}
          </Text>
        )}
        <Text size="sm">{message.body}</Text>
      </Paper>
      <Group gap="xs">
        <Text size="xs" c="dark.6" component="time" dateTime={message.sent_at}>
          {messageTime(message.sent_at, now)}
        </Text>
        {seen ? (
          <Text size="xs" c="dark.6">
            {SEEN}
          </Text>
        ) : null}
        {own || warned ? null : (
          <Button variant="subtle" size="compact-xs" color="dark" onClick={onReport}>
            Report
          </Button>
        )}
      </Group>
      {warned ? <FeeWarning messageId={message.message_id} onReport={onReport} /> : null}
    </Stack>
  );
}

/**
 * Under a recruiter's message that asks for money (issue 37 §2): the warning in plain words and
 * Report, which opens the report with Scam chosen; Report is described by the warning.
 */
function FeeWarning({ messageId, onReport }: { messageId: number; onReport: () => void }) {
  const id = `fee-warning-${messageId}`;
  return (
    <Paper
      role="note"
      withBorder
      p="xs"
      radius="md"
      bg="yellow.0"
      style={{ maxWidth: BUBBLE_STYLE.maxWidth, borderColor: 'var(--mantine-color-yellow-7)' }}
    >
      <Text size="sm" id={id}>
        {FEE_WARNING}
      </Text>
      <Button mt={6} size="compact-sm" color="red.9" onClick={onReport} aria-describedby={id}>
        Report
      </Button>
    </Paper>
  );
}

function WaitingItem({ reply }: { reply: WaitingReply }) {
  const failed = reply.state === 'failed';
  return (
    <Stack component="li" gap={2} align="flex-end">
      <Paper withBorder p="xs" radius="md" bg="gray.0" style={{ ...BUBBLE_STYLE, borderStyle: 'dashed' }}>
        <Text size="sm">{reply.body}</Text>
      </Paper>
      <Text size="xs" c={failed ? 'red.9' : 'dark.6'} role="status" ta="right">
        {failed
          ? `Not sent: ${reply.reason ?? ''}`
          : reply.state === 'sending'
            ? REPLY_SENDING
            : reply.state === 'sent'
              ? 'Sent'
              : REPLY_WAITING}
      </Text>
      {failed ? (
        <Group gap="xs">
          {reply.can_retry ? (
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => void retryOutboxRecord(reply.key).then(refreshOutbox)}
            >
              Retry now
            </Button>
          ) : null}
          <Button
            size="compact-xs"
            variant="subtle"
            color="red.9"
            onClick={() => void discardOutboxRecord(reply.key).then(refreshOutbox)}
          >
            Discard
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
