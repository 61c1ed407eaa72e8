import { useOnline } from '@app/api/reachability';
import { discardOutboxRecord, refreshOutbox, retryOutboxRecord, useOutbox } from '@app/offline/outbox';
import { ConfirmModal } from '@app/ui/confirm-modal';
import { AnchorLink } from '@app/ui/links';
import type { OutboxRecord } from '@contract/outbox';
import { Alert, Badge, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  LOADING_OUTBOX,
  madeAtLabel,
  OUTBOX_HEADING,
  OUTBOX_KIND_LABELS,
  OUTBOX_STATE_LABELS,
  outboxJobPath,
  waitingNote,
} from './outbox-texts';

export const OUTBOX_EMPTY =
  'Nothing is waiting to be sent. Changes you make offline appear here until they reach RCM Careers.';
export const OUTBOX_OFFLINE =
  'You are offline. What waits here is saved on this phone and will be sent when you are back online.';
export const OUTBOX_INTRO =
  'Changes made on this phone that have not reached RCM Careers yet, in the order they are sent.';
export const DISCARD_QUESTION = 'Discard this change? It has not been sent and cannot be recovered.';

const STATE_COLORS: Record<OutboxRecord['state'], string> = {
  waiting: 'dark.6',
  sending: 'brand',
  sent: 'teal.9',
  failed: 'red.9',
};

/**
 * /outbox (issue 9): every write of this candidate that the service worker keeps or has just sent:
 * what it is (the job's title), when it was made, and its state (Waiting, Sending, Sent, Failed with
 * the reason). Retry now sends a waiting or failed one at once; Discard drops a failed one after a
 * confirmation. Sent ones leave the list after a short while.
 */
export function OutboxScreen() {
  const { records, loaded } = useOutbox();
  const online = useOnline();
  const [discarding, setDiscarding] = useState<OutboxRecord | null>(null);
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (key: string, action: () => Promise<boolean>) => {
    setBusyKey(key);
    setProblem(null);
    const done = await action();
    setBusyKey(null);
    if (!done)
      setProblem('The app could not reach its offline helper. Please reload the page and try again.');
    refreshOutbox();
  };

  return (
    <Container size="sm" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {OUTBOX_HEADING}
        </Title>
        <Text size="sm" c="dark.6">
          {OUTBOX_INTRO}
        </Text>
        {!online ? (
          <Alert color="yellow" variant="light" role="status">
            {OUTBOX_OFFLINE}
          </Alert>
        ) : null}
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        {!loaded ? (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{LOADING_OUTBOX}</Text>
          </Group>
        ) : records.length === 0 ? (
          <Text role="status">{OUTBOX_EMPTY}</Text>
        ) : (
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Waiting changes"
          >
            {records.map((record) => (
              <OutboxItem
                key={record.key}
                record={record}
                busy={busyKey === record.key}
                onRetry={() => void run(record.key, () => retryOutboxRecord(record.key))}
                onDiscard={() => setDiscarding(record)}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmModal
        opened={discarding !== null}
        title="Discard change"
        message={DISCARD_QUESTION}
        confirmLabel="Discard"
        danger
        onConfirm={() => {
          const record = discarding;
          setDiscarding(null);
          if (record) void run(record.key, () => discardOutboxRecord(record.key));
        }}
        onCancel={() => setDiscarding(null)}
      />
    </Container>
  );
}

interface OutboxItemProps {
  record: OutboxRecord;
  busy: boolean;
  onRetry: () => void;
  onDiscard: () => void;
}

function OutboxItem({ record, busy, onRetry, onDiscard }: OutboxItemProps) {
  const what = OUTBOX_KIND_LABELS[record.kind];
  const canRetry = record.state === 'waiting' || (record.state === 'failed' && record.can_retry);
  return (
    <Card component="li" withBorder radius="md" p="sm" data-testid={`outbox-${record.key}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              <AnchorLink to={outboxJobPath(record)} c="inherit" underline="hover">
                {record.title}
              </AnchorLink>
            </Text>
            <Text size="sm">{what}</Text>
            <Text size="xs" c="dark.6">
              Made {madeAtLabel(record.created_at)}
            </Text>
          </Stack>
          <Badge color={STATE_COLORS[record.state]} variant="outline" style={{ flexShrink: 0 }}>
            {OUTBOX_STATE_LABELS[record.state]}
          </Badge>
        </Group>
        {record.state === 'failed' && record.reason ? (
          <Text size="sm" c="red.9" role="status">
            Not sent: {record.reason}
          </Text>
        ) : null}
        {record.state === 'waiting' && waitingNote(record.attempts) ? (
          <Text size="xs" c="dark.6">
            {waitingNote(record.attempts)}
          </Text>
        ) : null}
        {canRetry || record.state === 'failed' ? (
          <Group gap="xs">
            {canRetry ? (
              <Button
                size="xs"
                variant="light"
                loading={busy}
                onClick={onRetry}
                aria-label={`Retry now: ${what}, ${record.title}`}
              >
                Retry now
              </Button>
            ) : null}
            {record.state === 'failed' ? (
              <Button
                size="xs"
                variant="subtle"
                color="red.9"
                disabled={busy}
                onClick={onDiscard}
                aria-label={`Discard: ${what}, ${record.title}`}
              >
                Discard
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
