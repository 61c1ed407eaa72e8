import { ApiError } from '@app/api/client';
import { ConfirmModal } from '@app/ui/confirm-modal';
import { notify } from '@app/ui/notify';
import { RECRUITER_STATUSES, type RecruiterStatus } from '@contract/jobs';
import { type Applicant, REJECTION_REASON_MAX } from '@contract/recruiter/applicants';
import { VERSION_CONFLICT_MESSAGE as VERSION_CONFLICT } from '@contract/version-conflict';
import { Button, Group, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applicantQueryKey, applicantQueryOptions } from '../api/get-applicant';
import { jobApplicantsRootKey } from '../api/get-job-applicants';
import { setApplicantStatus } from '../api/set-applicant-status';
import { BACK_TO_AWAITING, MOVE, MOVE_TO_STAGE, REASON_LABEL, WITHDRAWN_NOTE } from './applicant-texts';
import { APPLICATION_STATUS_LABELS } from './applicants-texts';
import { statusChangeFailure } from './bulk-status-bar';
import { type StageConflict, StageConflictPanel } from './stage-conflict';
import { busyButtonProps, type Outcome, StatusOutcome } from './status-outcome';
import { useStatusUndo } from './status-undo';

const DONE: Record<RecruiterStatus, string> = {
  new: 'Moved back to Awaiting.',
  shortlisted: 'Shortlisted.',
  interview: 'Moved to Interview.',
  offered: 'Moved to Offered.',
  joined: 'Marked as Joined.',
  rejected: 'Rejected.',
};

/** The pipeline's next step from each stage, as one button (issue 36). */
const NEXT: Partial<Record<Applicant['status'], { stage: RecruiterStatus; label: string }>> = {
  new: { stage: 'shortlisted', label: 'Shortlist' },
  shortlisted: { stage: 'interview', label: 'Move to Interview' },
  interview: { stage: 'offered', label: 'Move to Offered' },
  offered: { stage: 'joined', label: 'Mark as Joined' },
};

/**
 * The applicant's stage (issue 23, issue 36): the pipeline's next step as one button, Reject (in a
 * dialog with an optional reason, private to the company), Back to Awaiting, and Move to stage for
 * any other stage. Each change carries the version this page read: a colleague's change meanwhile
 * answers 409 and the page shows theirs beside mine (Keep mine / Take theirs). A change reaches the
 * candidate after its undo window: Undo stands beside the outcome (and in the toast) until then. The
 * outcome is written beside the buttons and takes the focus; a button keeps it while its change is
 * under way. A withdrawn application moves no more.
 */
export function ApplicantActions({ applicant }: { applicant: Applicant }) {
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [picked, setPicked] = useState<RecruiterStatus | ''>('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [conflict, setConflict] = useState<StageConflict | null>(null);
  const show = (next: Applicant) => {
    queryClient.setQueryData(applicantQueryKey(applicant.application_id), { applicant: next });
    void queryClient.invalidateQueries({ queryKey: jobApplicantsRootKey(applicant.job.id) });
  };
  const undo = useStatusUndo(applicant, show, setOutcome);
  const change = useMutation({
    mutationFn: ({ status, version }: { status: RecruiterStatus; version: number }) =>
      setApplicantStatus(applicant.application_id, {
        status,
        reason: status === 'rejected' ? reason : '',
        version,
      }),
    onSuccess: (next, { status }) => {
      show(next);
      setOutcome({ ok: true, text: DONE[status] });
      undo.toast(DONE[status], next);
      setRejecting(false);
      setReason('');
      setPicked('');
      setConflict(null);
    },
    onError: async (error, { status }) => {
      setRejecting(false);
      if (error instanceof ApiError && error.code === 'version_conflict') {
        // the colleague's change, read again: shown beside mine
        const fresh = await queryClient.fetchQuery({
          ...applicantQueryOptions(applicant.application_id),
          staleTime: 0,
        });
        setConflict({ base: conflict?.base ?? applicant.status, mine: status, theirs: fresh.applicant });
        setOutcome({ ok: false, text: VERSION_CONFLICT });
        return;
      }
      const text = statusChangeFailure(error);
      setOutcome({ ok: false, text });
      notify.error(text);
    },
  });
  const move = (status: RecruiterStatus) => {
    if (!change.isPending) change.mutate({ status, version: applicant.version });
  };
  const status = applicant.status;
  const next = NEXT[status];
  const busy = (stage: RecruiterStatus) =>
    busyButtonProps(change.isPending && change.variables?.status === stage);
  const others = RECRUITER_STATUSES.filter((stage) => stage !== status);
  return (
    <Stack gap={4}>
      {status === 'withdrawn' ? (
        <Text size="sm">{WITHDRAWN_NOTE}</Text>
      ) : (
        <Group gap="xs" wrap="wrap" align="flex-end">
          {next ? (
            <Button {...busy(next.stage)} onClick={() => move(next.stage)}>
              {next.label}
            </Button>
          ) : null}
          {status !== 'rejected' ? (
            <Button variant="outline" color="red.9" onClick={() => setRejecting(true)}>
              Reject
            </Button>
          ) : null}
          {status !== 'new' ? (
            <Button variant="default" {...busy('new')} onClick={() => move('new')}>
              {BACK_TO_AWAITING}
            </Button>
          ) : null}
          <Group gap={6} wrap="nowrap" align="flex-end">
            <NativeSelect
              label={MOVE_TO_STAGE}
              value={picked}
              data={[
                { value: '', label: 'Choose...' },
                ...others.map((stage) => ({ value: stage, label: APPLICATION_STATUS_LABELS[stage] })),
              ]}
              onChange={(event) => setPicked(event.currentTarget.value as RecruiterStatus | '')}
            />
            <Button
              variant="default"
              disabled={picked === ''}
              {...(picked === '' ? {} : busy(picked))}
              onClick={() => {
                if (picked === 'rejected') setRejecting(true);
                else if (picked !== '') move(picked);
              }}
            >
              {MOVE}
            </Button>
          </Group>
        </Group>
      )}
      <Group gap="xs" wrap="wrap">
        <StatusOutcome outcome={outcome} />
        {undo.undoButton}
      </Group>
      {conflict ? (
        <StageConflictPanel
          conflict={conflict}
          busy={change.isPending}
          onKeepMine={() => change.mutate({ status: conflict.mine, version: conflict.theirs.version })}
          onTakeTheirs={() => {
            setConflict(null);
            setOutcome(null);
          }}
        />
      ) : null}
      <ConfirmModal
        opened={rejecting}
        title="Reject this applicant?"
        message={
          <>
            <Text>The candidate sees the status Rejected. The reason is never shown to them.</Text>
            <Textarea
              mt="sm"
              label={REASON_LABEL}
              value={reason}
              maxLength={REJECTION_REASON_MAX}
              rows={3}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          </>
        }
        confirmLabel="Reject"
        danger
        loading={change.isPending}
        onConfirm={() => change.mutate({ status: 'rejected', version: applicant.version })}
        onCancel={() => setRejecting(false)}
      />
    </Stack>
  );
}
