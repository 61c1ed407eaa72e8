import { ConfirmModal } from '@app/ui/confirm-modal';
import { notify } from '@app/ui/notify';
import { type Applicant, REJECTION_REASON_MAX } from '@contract/recruiter/applicants';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applicantQueryKey } from '../api/get-applicant';
import { jobApplicantsRootKey } from '../api/get-job-applicants';
import { setApplicantStatus } from '../api/set-applicant-status';
import { BACK_TO_AWAITING, REASON_LABEL } from './applicant-texts';
import { statusChangeFailure } from './bulk-status-bar';
import { busyButtonProps, type Outcome, StatusOutcome } from './status-outcome';

type Status = Applicant['status'];

const DONE: Record<Status, string> = {
  new: 'Moved back to Awaiting.',
  shortlisted: 'Shortlisted.',
  rejected: 'Rejected.',
};

/**
 * Shortlist, Reject (in a dialog with an optional reason, private to the company) and Back to
 * Awaiting, each shown when it changes something. The answer is the applicant as it now is (the
 * last write wins); the job's lists reload. The outcome is written beside the buttons and takes the
 * focus; a button keeps it while its change is under way.
 */
export function ApplicantActions({ applicant }: { applicant: Applicant }) {
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const change = useMutation({
    mutationFn: (status: Status) =>
      setApplicantStatus(applicant.application_id, { status, reason: status === 'rejected' ? reason : '' }),
    onSuccess: (next, status) => {
      queryClient.setQueryData(applicantQueryKey(applicant.application_id), { applicant: next });
      void queryClient.invalidateQueries({ queryKey: jobApplicantsRootKey(applicant.job.id) });
      setOutcome({ ok: true, text: DONE[status] });
      notify.success(DONE[status]);
      setRejecting(false);
      setReason('');
    },
    onError: (error) => {
      const text = statusChangeFailure(error);
      setOutcome({ ok: false, text });
      notify.error(text);
      setRejecting(false);
    },
  });
  const status = applicant.status;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        {status !== 'shortlisted' ? (
          <Button
            {...busyButtonProps(change.isPending && change.variables === 'shortlisted')}
            onClick={() => {
              if (!change.isPending) change.mutate('shortlisted');
            }}
          >
            Shortlist
          </Button>
        ) : null}
        {status !== 'rejected' ? (
          <Button variant="outline" color="red.9" onClick={() => setRejecting(true)}>
            Reject
          </Button>
        ) : null}
        {status !== 'new' ? (
          <Button
            variant="default"
            {...busyButtonProps(change.isPending && change.variables === 'new')}
            onClick={() => {
              if (!change.isPending) change.mutate('new');
            }}
          >
            {BACK_TO_AWAITING}
          </Button>
        ) : null}
      </Group>
      <StatusOutcome outcome={outcome} />
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
        onConfirm={() => change.mutate('rejected')}
        onCancel={() => setRejecting(false)}
      />
    </Stack>
  );
}
