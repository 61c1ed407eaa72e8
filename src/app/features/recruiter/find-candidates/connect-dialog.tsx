import { Modal } from '@app/ui/modal';
import {
  CONNECT_MESSAGE_MAX,
  CONNECT_MESSAGE_REQUIRED,
  CONNECTS_PER_DAY,
  type FoundCandidate,
} from '@contract/recruiter/find-candidates';
import { Button, Group, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sendConnectRequest } from '../api/connect-candidate';
import { findCandidatesRootKey } from '../api/find-candidates';
import { recruiterFailureText } from '../shared/recruiter-failures';
import {
  CONNECT_EXPLAINED,
  CONNECT_SENT,
  CONNECT_TITLE,
  candidateLabel,
  defaultConnectMessage,
  NO_OPEN_JOBS,
  sentTodayText,
} from './find-candidates-texts';

interface OpenJob {
  job_id: number;
  job_title: string;
}

/**
 * The Connect dialog (issue 37 §3): one of the company's open jobs, a message prefilled with a
 * polite default (following the job chosen until the recruiter edits it), Send. The server's
 * refusals (the day's limit, a pending request, an applicant already) are said in its words; with
 * no network it says so and keeps the message.
 */
export function ConnectDialog({
  candidate,
  openJobs,
  sentToday,
  onClose,
}: {
  candidate: FoundCandidate | null;
  openJobs: readonly OpenJob[];
  sentToday: number;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState(() => String(openJobs[0]?.job_id ?? ''));
  const job = openJobs.find((open) => String(open.job_id) === jobId) ?? openJobs[0];
  const [edited, setEdited] = useState<string | null>(null);
  const message = edited ?? (job ? defaultConnectMessage(job.job_title) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => {
      if (!candidate || !job) throw new Error('nothing to send');
      return sendConnectRequest(candidate.candidate_id, { job_id: job.job_id, message: message.trim() });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: findCandidatesRootKey() }),
  });
  const submit = () => {
    if (message.trim() === '') {
      setProblem(CONNECT_MESSAGE_REQUIRED);
      return;
    }
    setProblem(null);
    send.mutate();
  };
  const close = () => {
    if (send.isPending) return;
    send.reset();
    setEdited(null);
    setProblem(null);
    onClose();
  };
  return (
    <Modal opened={candidate !== null} onClose={close} title={CONNECT_TITLE} centered>
      {send.isSuccess ? (
        <Stack gap="sm">
          <Text role="status">{CONNECT_SENT}</Text>
          <Group justify="flex-end">
            <Button data-autofocus onClick={close}>
              Done
            </Button>
          </Group>
        </Stack>
      ) : openJobs.length === 0 ? (
        <Stack gap="sm">
          <Text>{NO_OPEN_JOBS}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Close
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          {candidate ? (
            <Text size="sm" fw={600}>
              {candidateLabel(candidate)}
            </Text>
          ) : null}
          <Text size="sm">{CONNECT_EXPLAINED}</Text>
          <NativeSelect
            label="Job"
            value={String(job?.job_id ?? '')}
            onChange={(event) => setJobId(event.currentTarget.value)}
            data={openJobs.map((open) => ({ value: String(open.job_id), label: open.job_title }))}
          />
          <Textarea
            data-autofocus
            label="Message"
            value={message}
            maxLength={CONNECT_MESSAGE_MAX}
            rows={5}
            error={problem}
            onChange={(event) => {
              setEdited(event.currentTarget.value);
              setProblem(null);
            }}
          />
          <Text size="sm" c="dark.6">
            {sentTodayText(sentToday, CONNECTS_PER_DAY)}
          </Text>
          {send.isError ? (
            <Text c="red.9" role="alert">
              {recruiterFailureText(send.error)}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={submit} loading={send.isPending}>
              Send
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
