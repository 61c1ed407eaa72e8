import { ApiError, NetworkError } from '@app/api/client';
import { QUERY_ROOTS } from '@app/api/query-keys';
import { ConfirmModal } from '@app/ui/confirm-modal';
import { notify } from '@app/ui/notify';
import { REJECTION_REASON_MAX } from '@contract/recruiter/applicants';
import { Button, Group, Paper, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { setApplicantsStatus } from '../api/set-applicants-status';
import { bulkResultText, STATUS_NEEDS_NETWORK } from './applicants-texts';
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
 * The selected applicants' actions: 'N selected', Shortlist and Reject, each after a confirmation
 * (a rejection may carry a reason, private to the company); one bulk call, all or nothing. The
 * outcome stays written under the bar (and as a toast) and takes the focus, as the buttons are
 * disabled once the selection clears; on success the selection clears and the
 * lists and counts reload.
 */
export function BulkStatusBar({
  selectedIds,
  onDone,
}: {
  selectedIds: readonly number[];
  /** After a change went through: clear the selection. */
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<BulkTarget | null>(null);
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
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
  const count = selectedIds.length;
  return (
    <>
      <Paper withBorder radius="md" p="sm" role="group" aria-label="Selected applicants">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" fw={600} aria-live="polite">
            {count === 0 ? 'Select applicants to shortlist or reject them together.' : `${count} selected`}
          </Text>
          <Group gap="xs">
            <Button size="sm" disabled={count === 0} onClick={() => setTarget('shortlisted')}>
              Shortlist
            </Button>
            <Button
              size="sm"
              variant="outline"
              color="red.9"
              disabled={count === 0}
              onClick={() => setTarget('rejected')}
            >
              Reject
            </Button>
          </Group>
        </Group>
        <StatusOutcome outcome={outcome} mt="xs" />
      </Paper>
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
        loading={change.isPending}
        onConfirm={() => target && change.mutate(target)}
        onCancel={() => setTarget(null)}
      />
    </>
  );
}
