import { ApiError, NetworkError } from '@app/api/client';
import { QUERY_ROOTS } from '@app/api/query-keys';
import { ConfirmModal } from '@app/ui/confirm-modal';
import { notify } from '@app/ui/notify';
import { RECRUITER_STATUSES, type RecruiterStatus } from '@contract/jobs';
import { REJECTION_REASON_MAX } from '@contract/recruiter/applicants';
import type { BulkFilters, BulkJob } from '@contract/recruiter/bulk';
import { Button, Group, NativeSelect, Paper, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { bulkJobQueryOptions } from '../api/get-bulk-job';
import { setApplicantsStatus } from '../api/set-applicants-status';
import { startBulkJob } from '../api/start-bulk-job';
import { MOVE, MOVE_TO_STAGE } from './applicant-texts';
import {
  APPLICATION_STATUS_LABELS,
  allMatchingSelectedText,
  bulkResultText,
  STATUS_NEEDS_NETWORK,
} from './applicants-texts';
import { BulkJobProgress } from './bulk-job-progress';
import { BulkMessageModal } from './bulk-message-modal';
import { BulkSchedule, bulkScheduleText, SCHEDULE_NEEDS_IDS } from './bulk-schedule';
import { type Outcome, StatusOutcome } from './status-outcome';

type BulkTarget = RecruiterStatus;

/** What a bulk change's dialog says each candidate sees. */
const SEES: Record<BulkTarget, string> = {
  new: 'Each candidate sees the status Awaiting again.',
  shortlisted: 'Each candidate sees the status Shortlisted, and you see their phone and e-mail.',
  interview: 'Each candidate sees the stage Interview.',
  offered: 'Each candidate sees the stage Offered.',
  joined: 'Each candidate sees the stage Joined.',
  rejected: 'Each candidate sees the status Rejected. The reason is never shown to them.',
};
/** The dialog's title and confirm words ('Shortlist 2 applicants?', 'Move 2 applicants to Interview?'). */
function bulkVerb(target: BulkTarget): { verb: string; to: string } {
  if (target === 'shortlisted') return { verb: 'Shortlist', to: '' };
  if (target === 'rejected') return { verb: 'Reject', to: '' };
  return { verb: 'Move', to: ` to ${APPLICATION_STATUS_LABELS[target]}` };
}

/** What a failed status change says: offline needs the network; else the server's message. */
export function statusChangeFailure(error: unknown): string {
  if (error instanceof NetworkError) return STATUS_NEEDS_NETWORK;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return 'The status could not be changed. Please try again.';
}

const who = (count: number) => (count === 1 ? '1 applicant' : `${count} applicants`);

/**
 * The selected applicants' actions: 'N selected', Shortlist, Reject, Move to stage for any stage
 * of the pipeline (issue 36 §2), Message and Schedule interview (the page's selection only,
 * bulk-schedule.tsx), each after a confirmation (a rejection may carry a
 * reason, private to the company). A page's selection changes its stages in one call, all or
 * nothing (the withdrawn stay withdrawn, said in the result); "all N matching" (issue 36 §4), and
 * every message, is a bulk job the server works, its progress shown here until its result in
 * plain words ("Shortlisted 286; 14 had withdrawn"). The outcome stays written under the bar (and
 * as a toast) and takes the focus, as the buttons are disabled once the selection clears; on
 * success the selection clears and the lists and counts reload.
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
  const [picked, setPicked] = useState<BulkTarget | ''>('');
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
      // the progress shows from the start answer on: the server may finish before the first look
      queryClient.setQueryData(bulkJobQueryOptions(job.bulk_job_id).queryKey, job);
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
    onSuccess: ({ updated, withdrawn }, status) => {
      const text = bulkResultText(status, updated, withdrawn);
      setOutcome({ ok: true, text });
      notify.success(text);
      setTarget(null);
      setReason('');
      setPicked('');
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
            <NativeSelect
              size="sm"
              aria-label={MOVE_TO_STAGE}
              value={picked}
              disabled={idle}
              data={[
                { value: '', label: `${MOVE_TO_STAGE}...` },
                ...RECRUITER_STATUSES.map((stage) => ({
                  value: stage,
                  label: APPLICATION_STATUS_LABELS[stage],
                })),
              ]}
              onChange={(event) => setPicked(event.currentTarget.value as BulkTarget | '')}
            />
            <Button
              size="sm"
              variant="default"
              disabled={idle || picked === ''}
              onClick={() => picked !== '' && setTarget(picked)}
            >
              {MOVE}
            </Button>
            <Button size="sm" variant="outline" disabled={idle} onClick={() => setMessaging(true)}>
              Message
            </Button>
            <BulkSchedule
              applicationIds={selectedIds}
              disabled={idle || allMatching !== null}
              onDone={(result) => {
                const text = bulkScheduleText(result);
                setOutcome({ ok: true, text });
                notify.success(text);
                onDone();
                void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.recruiter] });
              }}
            />
          </Group>
        </Group>
        {allMatching ? (
          <Text size="xs" c="dark.6" mt={4}>
            {SCHEDULE_NEEDS_IDS}
          </Text>
        ) : null}
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
        title={target ? `${bulkVerb(target).verb} ${who(count)}${bulkVerb(target).to}?` : ''}
        message={
          target === 'rejected' ? (
            <>
              <Text>{SEES.rejected}</Text>
              <Textarea
                mt="sm"
                label="Reason (optional, only your company sees it)"
                value={reason}
                maxLength={REJECTION_REASON_MAX}
                rows={3}
                onChange={(event) => setReason(event.currentTarget.value)}
              />
            </>
          ) : target ? (
            SEES[target]
          ) : (
            ''
          )
        }
        confirmLabel={target ? bulkVerb(target).verb : ''}
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
