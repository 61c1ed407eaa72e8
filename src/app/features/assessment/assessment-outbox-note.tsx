import { jobQueryKey } from '@app/api/get-job';
import { useOutbox } from '@app/offline/outbox';
import { AnchorLink } from '@app/ui/links';
import type { OutboxRecord } from '@contract/outbox';
import { Alert, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

const isAssessmentWrite = (record: OutboxRecord, jobId: number) =>
  record.job_id === jobId && (record.kind === 'assessment_draft' || record.kind === 'assessment_submit');

const what = (record: OutboxRecord) => (record.kind === 'assessment_submit' ? 'submission' : 'draft');

export const waitingNote = (record: OutboxRecord) =>
  `Your ${what(record)} is kept on this phone and waits to be sent. It goes as soon as you are back online.`;
export const refusedNote = (record: OutboxRecord) =>
  `Your ${what(record)} made offline was not accepted: ${record.reason ?? 'the server refused it.'}`;
export const REFUSED_HELP = 'Your answers are still here: correct them and send again.';

/**
 * What the outbox holds for this assessment (issue 9): a draft or submission waiting to be sent,
 * or one the server refused after the replay (a required answer missing, say), with its reason,
 * so the candidate can correct the answers that are still on the screen. A refusal older than the
 * server's last save of these answers is not shown. When a write of this assessment was sent, the
 * job is read again (a submission makes the answers final and read-only).
 */
export function AssessmentOutboxNote({
  jobId,
  savedAt,
  hideWaiting = false,
  onSettled,
}: {
  jobId: number;
  savedAt: string | null;
  /** The screen says it already (just queued). */
  hideWaiting?: boolean;
  /** A write of this assessment was sent or refused: what the screen said about it is over. */
  onSettled?: () => void;
}) {
  const { records } = useOutbox();
  const queryClient = useQueryClient();
  const mine = records.filter((record) => isAssessmentWrite(record, jobId));
  const savedAtMs = savedAt ? Date.parse(savedAt) : 0;
  const waiting = mine.filter((record) => record.state === 'waiting' || record.state === 'sending').at(-1);
  const refused = mine.filter((record) => record.state === 'failed' && record.created_at > savedAtMs).at(-1);
  const sentKeys = mine
    .filter((record) => record.state === 'sent')
    .map((record) => record.key)
    .join(',');

  const settled = `${sentKeys}|${refused?.key ?? ''}`;
  useEffect(() => {
    if (settled === '|') return;
    if (sentKeys) void queryClient.invalidateQueries({ queryKey: jobQueryKey(jobId) });
    onSettled?.();
  }, [settled, sentKeys, jobId, queryClient, onSettled]);

  const showWaiting = waiting && !hideWaiting;
  if (!showWaiting && !refused) return null;
  return (
    <Stack gap="xs">
      {refused ? (
        <Alert color="red" variant="light" role="alert" title="Not sent">
          <Stack gap={4}>
            <Text size="sm">{refusedNote(refused)}</Text>
            <Text size="sm">
              {REFUSED_HELP} <AnchorLink to="/outbox">Open the Outbox</AnchorLink>
            </Text>
          </Stack>
        </Alert>
      ) : null}
      {showWaiting ? (
        <Paper withBorder radius="md" p="sm" role="status" bg="yellow.0">
          <Text size="sm">{waitingNote(waiting)}</Text>
        </Paper>
      ) : null}
    </Stack>
  );
}
