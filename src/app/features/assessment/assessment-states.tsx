// The assessment screen's states beside its form (assessment-screen.tsx): loading, apply first,
// a message with Back, a write waiting in the queue.
import { ButtonLink } from '@app/ui/links';
import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { APPLY_FIRST, APPLY_FOR_THIS_JOB, BACK, LOADING_ASSESSMENT } from './assessment-texts';

/**
 * A job not applied to (its assessment opened from a link): said at once, with the way to apply
 * (the job's page and its Apply; its 'One last step!' brings the candidate back here), and no
 * answers to fill in that could not be sent.
 */
export function ApplyFirst({ jobId }: { jobId: number }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Text role="status">{APPLY_FIRST}</Text>
      <ButtonLink to="/jobpostings/$jobId" params={{ jobId }}>
        {APPLY_FOR_THIS_JOB}
      </ButtonLink>
    </Stack>
  );
}

export function Loading() {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" aria-hidden="true" />
      <Text>{LOADING_ASSESSMENT}</Text>
    </Group>
  );
}

type BackTarget = { to: '/jobpostings' } | { to: '/jobpostings/$jobId'; params: { jobId: number } };

/** A state with only a message and Back (§2: load failure to /jobpostings; no assessment to the job). */
export function BackTo({ message, to, alert }: { message: string; to: BackTarget; alert?: boolean }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Text c={alert ? 'red.9' : undefined} role={alert ? 'alert' : 'status'}>
        {message}
      </Text>
      <ButtonLink {...to} variant="outline">
        {BACK}
      </ButtonLink>
    </Stack>
  );
}

/** The write waits in the service worker's queue: said plainly, never as sent. */
export function QueuedNote({ message }: { message: string }) {
  return (
    <Paper withBorder radius="md" p="sm" role="status" bg="yellow.0">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconInfoCircle size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Text size="sm">{message}</Text>
      </Group>
    </Paper>
  );
}
