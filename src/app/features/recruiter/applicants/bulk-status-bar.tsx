import { ApiError, NetworkError } from '@app/api/client';
import { QUERY_ROOTS } from '@app/api/query-keys';
import { ConfirmModal } from '@app/ui/confirm-modal';
import { notify } from '@app/ui/notify';
import { REJECTION_REASON_MAX } from '@contract/recruiter/applicants';
import type { BulkFilters, BulkJob } from '@contract/recruiter/bulk';
import { Button, Group, Paper, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { setApplicantsStatus } from '../api/set-applicants-status';
import { startBulkJob } from '../api/start-bulk-job';
import { allMatchingSelectedText, bulkResultText, STATUS_NEEDS_NETWORK } from './applicants-texts';
import { BulkJobProgress } from './bulk-job-progress';
import { BulkMessageModal } from './bulk-message-modal';
import { type Outcome, StatusOutcome } from './status-outcome';

type BulkTarget = 'shortlisted' | 'rejected';

/** What a failed status change says: offline needs the network; else the server's message. */
export function statusChangeFailure(error: unknown): string {
  if (error instanceof NetworkError) return STATUS_NEEDS_NETWORK;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return 'The status could not be changed. Please try again.';
}

const who = (count: number) => (count === 1 ? '1 applicant' : `${count} applicants`);

/**
 * The selected applicants' actions: 'N selected', Shortlist, Reject and Message, each after a
 * confirmation (a rejection may carry a reason, private to the company). A page's selection
 * changes its statuses in one call, all or nothing; "all N matching" (issue 36 §4), and every
 * message, is a bulk job the server works, its progress shown here until its result in plain
 * words ("Shortlisted 286; 14 had withdrawn"). The outcome stays written under the bar (and as a
 * toast) and takes the focus, as the buttons are disabled once the selection clears; on success
 * the selection clears and the lists and counts reload.
 */
export function BulkStatusBar({
  jobId,
  selectedIds,
  allMatching = null,
  onDone,
}: {
  jobId: number;
  selectedIds: readonly number[];
  /** every applicant the filter matches is selected: the server applies the filter */
  allMatching?: { total: number; filters: BulkFilters } | null;
  /** After a change went through: clear the selection. */
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<BulkTarget | null>(null);
  const [messaging, setMessaging] = useState(false);
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [running, setRunning] = useState<number | null>(null);
  const selection = allMatching ? { filters: allMatching.filters } : { application_ids: [...selectedIds] };
  const finish = useCallback(
    (job: BulkJob) => {
      setRunning(null);
      setOutcome({ ok: job.state === 'done', text: job.summary });
      if (job.state === 'done') notify.success(job.summary);
      else notify.error(job.summary);
      onDone();
      void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.recruiter] });
    },
    [onDone, queryClient],
  );
  const bulk = useMutation({
    mutationFn: (request: { status: BulkTarget } | { body: string }) =>
      startBulkJob(
        jobId,
        'body' in request
          ? { kind: 'message', body: request.body, ...selection }
          : {
              kind: 'status',
              status: request.status,
              reason: request.status === 'rejected' ? reason : '',
              ...selection,
            },
      ),
    onSuccess: (job) => {
      setTarget(null);
      setMessaging(false);
      setReason('');
      setOutcome(null);
      setRunning(job.bulk_job_id);
    },
    onError: (error) => {
      const text = statusChangeFailure(error);
      setOutcome({ ok: false, text });
      notify.error(text);
      setTarget(null);
      setMessaging(false);
    },
  });
  const change = useMutation({
    mutationFn: (status: BulkTarget) =>
      setApplicantsStatus({
        application_ids: [...selectedIds],
        status,
        reason: status === 'rejected' ? reason : '',
      }),
    onSuccess: (updated, status) => {
      const text = bulkResultText(status, updated);
      setOutcome({ ok: true, text });
      notify.success(text);
      setTarget(null);
      setReason('');
      onDone();
      void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.recruiter] });
    },
    onError: (error) => {
      const text = statusChangeFailure(error);
      setOutcome({ ok: false, text });
      notify.error(text);
      setTarget(null);
    },
  });
  const count = allMatching ? allMatching.total : selectedIds.length;
  const idle = count === 0 || running !== null;
  return (
    <>
      <Paper withBorder radius="md" p="sm" role="group" aria-label="Selected applicants">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" fw={600} aria-live="polite">
            {count === 0
              ? 'Select applicants to shortlist or reject them together.'
              : allMatching
                ? allMatchingSelectedText(count)
                : `${count} selected`}
          </Text>
          <Group gap="xs">
            <Button size="sm" disabled={idle} onClick={() => setTarget('shortlisted')}>
              Shortlist
            </Button>
            <Button
              size="sm"
              variant="outline"
              color="red.9"
              disabled={idle}
              onClick={() => setTarget('rejected')}
            >
              Reject
            </Button>
            <Button size="sm" variant="outline" disabled={idle} onClick={() => setMessaging(true)}>
              Message
            </Button>
          </Group>
        </Group>
        {running === null ? null : <BulkJobProgress bulkJobId={running} onFinished={finish} />}
        <StatusOutcome outcome={outcome} mt="xs" />
      </Paper>
      <BulkMessageModal
        opened={messaging}
        count={count}
        busy={bulk.isPending}
        onSend={(body) => bulk.mutate({ body })}
        onCancel={() => setMessaging(false)}
      />
      <ConfirmModal
        opened={target !== null}
        title={target === 'rejected' ? `Reject ${who(count)}?` : `Shortlist ${who(count)}?`}
        message={
          target === 'rejected' ? (
            <>
              <Text>Each candidate sees the status Rejected. The reason is never shown to them.</Text>
              <Textarea
                mt="sm"
                label="Reason (optional, only your company sees it)"
                value={reason}
                maxLength={REJECTION_REASON_MAX}
                rows={3}
                onChange={(event) => setReason(event.currentTarget.value)}
              />
            </>
          ) : (
            'Each candidate sees the status Shortlisted, and you see their phone and e-mail.'
          )
        }
        confirmLabel={target === 'rejected' ? 'Reject' : 'Shortlist'}
        danger={target === 'rejected'}
        loading={change.isPending || bulk.isPending}
        onConfirm={() => {
          if (!target) return;
          if (allMatching) bulk.mutate({ status: target });
          else change.mutate(target);
        }}
        onCancel={() => setTarget(null)}
      />
    </>
  );
}
