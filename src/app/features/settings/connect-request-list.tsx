import { FormAlert } from '@app/ui/form-alert';
import type { ConnectRequest } from '@contract/connect-requests';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { answerRequest, connectRequestsQueryOptions } from './api/find-me';
import { NOT_QUEUED, settingsFailureText } from './settings-failure';
import {
  ACCEPT_MEANS,
  ANSWER_FAILED,
  ANSWER_NEEDS_NETWORK,
  NO_REQUESTS,
  REQUEST_STATUS_TEXT,
} from './settings-texts';

const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** The requests to connect, the pending first: each company (Verified or not), the job, the message, Accept / Decline. */
export function ConnectRequestList({ requests }: { requests: readonly ConnectRequest[] }) {
  if (requests.length === 0) return <Text size="sm">{NO_REQUESTS}</Text>;
  return (
    <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {requests.map((request) => (
        <li key={request.request_id}>
          <ConnectRequestCard request={request} />
        </li>
      ))}
    </Stack>
  );
}

function ConnectRequestCard({ request }: { request: ConnectRequest }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const answer = useMutation({
    mutationFn: (accept: boolean) => answerRequest(request.request_id, accept),
    networkMode: NOT_QUEUED,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: connectRequestsQueryOptions().queryKey });
    },
  });
  const shown = answer.data ?? request;
  const pending = shown.status === 'pending';
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-label={`${shown.company_name}: ${shown.job_title}`}
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {shown.company_name}
          </Text>
          {shown.company_verified ? (
            <Badge color="teal.9" variant="light">
              Verified employer
            </Badge>
          ) : (
            <Badge color="dark.6" variant="light">
              Not verified
            </Badge>
          )}
        </Group>
        <Text size="sm">
          <Text span fw={600} size="sm">
            Job:
          </Text>{' '}
          {shown.job_title}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {shown.message}
        </Text>
        <Text size="xs" c="dark.6">
          Sent {dayOf(shown.created_at)}
          {shown.answered_at ? `, answered ${dayOf(shown.answered_at)}` : ''}.{' '}
          {REQUEST_STATUS_TEXT[shown.status]}.
        </Text>
        {pending ? (
          <>
            <Text size="sm">{ACCEPT_MEANS}</Text>
            <Group gap="sm">
              <Button
                size="sm"
                onClick={() => answer.mutate(true)}
                loading={answer.isPending && answer.variables}
                disabled={answer.isPending}
              >
                Accept
              </Button>
              <Button
                size="sm"
                variant="default"
                onClick={() => answer.mutate(false)}
                loading={answer.isPending && !answer.variables}
                disabled={answer.isPending}
              >
                Decline
              </Button>
            </Group>
          </>
        ) : null}
        {shown.conversation_id ? (
          <Anchor
            href={`/chat?c=${shown.conversation_id}`}
            size="sm"
            onClick={(event) => {
              event.preventDefault();
              void navigate({ href: `/chat?c=${shown.conversation_id}` });
            }}
          >
            Open the chat
          </Anchor>
        ) : null}
        {answer.isError ? (
          <FormAlert message={settingsFailureText(answer.error, ANSWER_NEEDS_NETWORK, ANSWER_FAILED)} />
        ) : null}
      </Stack>
    </Paper>
  );
}
