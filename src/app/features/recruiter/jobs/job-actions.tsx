import { ApiError } from '@app/api/client';
import { QUERY_ROOTS } from '@app/api/query-keys';
import { ConfirmModal } from '@app/ui/confirm-modal';
import { notify } from '@app/ui/notify';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { closeJobs } from '../api/close-jobs';
import { copyJob } from '../api/copy-job';
import {
  CLOSE_FAILED,
  CLOSE_SELECTED,
  COPY_FAILED,
  COPY_JOB,
  closedJobsText,
  closeJobsTitle,
} from './jobs-texts';

const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;

/** Copy: a new draft of the job (its fields and questions), opened in the editor. */
export function CopyJobButton({ jobId, title }: { jobId: number; title: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const copy = useMutation({
    mutationFn: () => copyJob(jobId),
    onSuccess: (job) => {
      void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.recruiter] });
      void navigate({ to: '/recruiter/jobs/$jobId/edit', params: { jobId: job.id } });
    },
    onError: (error) => notify.error(failure(error, COPY_FAILED)),
  });
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      loading={copy.isPending}
      onClick={() => copy.mutate()}
      aria-label={`${COPY_JOB} ${title}`}
    >
      {COPY_JOB}
    </Button>
  );
}

/** The selected open jobs: 'N selected' and Close selected, after a confirmation; all or none. */
export function CloseJobsBar({ jobIds, onDone }: { jobIds: readonly number[]; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const close = useMutation({
    mutationFn: () => closeJobs(jobIds),
    onSuccess: (closed) => {
      notify.success(closedJobsText(closed));
      setConfirming(false);
      onDone();
      void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.recruiter] });
    },
    onError: (error) => {
      notify.error(failure(error, CLOSE_FAILED));
      setConfirming(false);
    },
  });
  if (jobIds.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label="Selected jobs">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600}>{`${jobIds.length} selected`}</Text>
        <Button size="sm" variant="outline" color="red.9" onClick={() => setConfirming(true)}>
          {CLOSE_SELECTED}
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title={closeJobsTitle(jobIds.length)}
        message="Candidates can no longer find or apply to them. You can reopen each later."
        confirmLabel="Close jobs"
        danger
        loading={close.isPending}
        onConfirm={() => close.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
