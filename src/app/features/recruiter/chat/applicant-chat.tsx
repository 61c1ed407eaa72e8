import type { Applicant } from '@contract/recruiter/applicants';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { conversationQueryOptions } from '../api/get-conversation';
import { CONVERSATION_FAILED, CONVERSATION_NOT_ON_DEVICE, LOADING_CONVERSATION, MESSAGE } from './chat-texts';
import { ConversationPanel } from './conversation-panel';

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
