import './jobs-styles';
import { ActionIcon, Button, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconCheck, IconFile, IconUpload, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { documentRule } from '../../../contract/files';
import type { JobCard, JobDetail } from '../../../contract/jobs';
import { getToken } from '../../session';
import { acceptOf, fileProblem, kindNames, sizeText } from '../../ui/file-check';
import { Modal } from '../../ui/modal';
import { notify } from '../../ui/notify';
import { focusedOpener, returnFocusTo } from '../../ui/return-focus';
import { applyToJob } from './api/apply-to-job';
import { type ApplyScreen, applyFailure, isJobClosedRefusal } from './apply-failure';
import { reloadJobs, setAppliedEverywhere } from './job-cache';
import {
  APPLICATION_SUBMITTED,
  APPLY,
  APPLY_AUTH_ERROR,
  ONE_LAST_STEP,
  START_ASSESSMENT,
  VIEW_MORE_JOBS,
} from './job-texts';

/** The resume picker's title (signed-out-and-onboarding.md: Upload Resume). */
export const RESUME_DIALOG_TITLE = 'Upload Resume';
/** Ours: the button while the application is being sent, and the progress bar's name. */
export const APPLYING = 'Applying...';
export const SENDING_APPLICATION = 'Sending your application';
/** §2 Apply flow: the recruiter will review and contact. */
export const APPLICATION_SUBMITTED_MESSAGE = 'The recruiter will review your application and contact you.';
/** Ours: the assessment prompt's sentence. */
export const ONE_LAST_STEP_MESSAGE =
  'This job asks for a short assessment. Start it now to complete your application.';

/** The resume the apply call takes (§2: pdf, doc, docx; up to 5MB, checked again by content). */
const RESUME_RULE = documentRule();

/** Any job a screen shows: a card (search, saved, dashboard, similar) or the job detail. */
export type ApplyJob = Pick<JobCard | JobDetail, 'id' | 'job_title' | 'company_name'>;

export interface UseApplyFlowOptions {
  /** Which screen applies: its failure text (§8 Apply). 'search' by default (the lists). */
  screen?: ApplyScreen;
}

export interface ApplyFlow {
  /** Opens the resume picker for this job. */
  openApply: (job: ApplyJob) => void;
  /** The picker and the two success modals: render once in the screen. */
  applyDialogs: ReactNode;
}

type Outcome = { job: ApplyJob; assessment: boolean };

/**
 * The apply flow (§2 Apply flow, §4 Job card, §8 Apply): a resume picker (PDF, DOC, DOCX, up to
 * 5MB) sends the application (progress while it sends); on success the job shows Applied on every
 * cached card, and either 'One last step!' with Start Assessment (to /assessment/{job id}, when
 * the answer says `assessment_required`) or 'Application Submitted!' with View more jobs
 * (/jobpostings). Closing either modal reloads the job, the lists and the dashboard. Offline the
 * dialog says applying needs the network and keeps the chosen resume.
 */
export function useApplyFlow({ screen = 'search' }: UseApplyFlowOptions = {}): ApplyFlow {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [job, setJob] = useState<ApplyJob | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The Apply button that opened the picker: the focus goes back to it (or to its card's heading
  // once it reads Applied) when the picker or the success modal closes.
  const opener = useRef<HTMLElement | null>(null);

  const openApply = useCallback((next: ApplyJob) => {
    opener.current = focusedOpener();
    setOutcome(null);
    setJob(next);
  }, []);

  const send = useCallback(
    async (target: ApplyJob, resume: File): Promise<string | null> => {
      if (!getToken()) {
        notify.error(APPLY_AUTH_ERROR);
        return null;
      }
      try {
        const answer = await applyToJob(target.id, resume);
        setAppliedEverywhere(queryClient, target.id);
        setJob(null);
        setOutcome({ job: target, assessment: answer.result.assessment_required });
        return null;
      } catch (error) {
        console.error('Applying for the job failed', error);
        const failure = applyFailure(error, screen);
        // closed meanwhile (issue 23): the server's message stays in the dialog, and the cards
        // reload to show the job's mark and a disabled Apply
        if (isJobClosedRefusal(error)) void reloadJobs(queryClient);
        if (failure.shownAs === 'toast') {
          notify.error(failure.message);
          return null;
        }
        return failure.message;
      }
    },
    [queryClient, screen],
  );

  const finish = useCallback(
    (then?: () => void) => {
      setOutcome(null);
      void reloadJobs(queryClient);
      if (then) then();
      else returnFocusTo(opener.current);
    },
    [queryClient],
  );

  const applyDialogs = (
    <>
      <ResumeDialog
        key={job?.id ?? 'none'}
        job={job}
        onClose={() => {
          setJob(null);
          returnFocusTo(opener.current);
        }}
        onSend={(resume) => (job ? send(job, resume) : Promise.resolve(null))}
      />
      <ApplyOutcomeModal
        opened={outcome !== null && !outcome.assessment}
        title={APPLICATION_SUBMITTED}
        message={APPLICATION_SUBMITTED_MESSAGE}
        actionLabel={VIEW_MORE_JOBS}
        onAction={() => finish(() => void navigate({ to: '/jobpostings' }))}
        onClose={() => finish()}
      />
      <ApplyOutcomeModal
        opened={outcome?.assessment === true}
        title={ONE_LAST_STEP}
        message={ONE_LAST_STEP_MESSAGE}
        actionLabel={START_ASSESSMENT}
        onAction={() => {
          const id = outcome?.job.id;
          finish(() => {
            if (id !== undefined) void navigate({ to: '/assessment/$id', params: { id } });
          });
        }}
        onClose={() => finish()}
      />
    </>
  );

  return { openApply, applyDialogs };
}

interface ResumeDialogProps {
  /** The job applied for; null: closed. */
  job: ApplyJob | null;
  onClose: () => void;
  /** Sends the application: resolves with the failure to show in the dialog, or null. */
  onSend: (resume: File) => Promise<string | null>;
}

/** The resume picker: Browse File or drag and drop one file, then Apply (progress while sending). */
function ResumeDialog({ job, onClose, onSend }: ResumeDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const openPicker = useRef<() => void>(null);

  function take(chosen: File | undefined) {
    if (!chosen) return;
    const refused = fileProblem(chosen, RESUME_RULE);
    setProblem(refused);
    if (!refused) setFile(chosen);
  }

  async function apply() {
    if (!file || sending) return;
    setSending(true);
    setProblem(null);
    const failure = await onSend(file);
    setSending(false);
    setProblem(failure);
  }

  return (
    <Modal
      opened={job !== null}
      onClose={() => {
        if (!sending) onClose();
      }}
      title={RESUME_DIALOG_TITLE}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        {job ? (
          <Text size="sm">
            {job.job_title} · {job.company_name}
          </Text>
        ) : null}
        <Dropzone
          openRef={openPicker}
          onDropAny={(accepted: File[], rejected: FileRejection[]) => take(accepted[0] ?? rejected[0]?.file)}
          onDrop={() => {}}
          multiple={false}
          activateOnClick={false}
          activateOnKeyboard={false}
          disabled={sending}
          inputProps={{ accept: acceptOf(RESUME_RULE), 'aria-label': RESUME_DIALOG_TITLE }}
          p="lg"
        >
          <Stack align="center" gap="xs" style={{ pointerEvents: 'none' }}>
            <IconUpload size={32} aria-hidden="true" />
            <Button
              variant="light"
              onClick={() => openPicker.current?.()}
              disabled={sending}
              style={{ pointerEvents: 'all' }}
              data-autofocus
            >
              Browse File
            </Button>
            <Text size="sm" ta="center">
              or drag and drop a file here
            </Text>
            <Text size="xs" c="dark.6" ta="center">
              {`${kindNames(RESUME_RULE)}, maximum ${sizeText(RESUME_RULE.maxBytes)}`}
            </Text>
          </Stack>
        </Dropzone>

        {file ? (
          <Paper withBorder p="sm" radius="md" aria-label="Chosen resume">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconFile size={24} aria-hidden="true" style={{ flexShrink: 0 }} />
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Text>
                <Text size="xs" c="dark.6">
                  {sizeText(file.size)}
                </Text>
                {sending ? (
                  <Progress value={100} striped animated size="sm" aria-label={SENDING_APPLICATION} />
                ) : null}
              </Stack>
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={sending}
                onClick={() => {
                  setFile(null);
                  setProblem(null);
                }}
                aria-label={`Remove ${file.name}`}
              >
                <IconX size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
          </Paper>
        ) : null}

        {problem ? (
          <Text size="sm" c="red.9" role="alert">
            {problem}
          </Text>
        ) : null}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button onClick={apply} disabled={!file} loading={sending} loaderProps={{ type: 'dots' }}>
            {sending ? APPLYING : APPLY}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

interface ApplyOutcomeModalProps {
  opened: boolean;
  title: string;
  message: string;
  actionLabel: string;
  onAction: () => void;
  /** The close button, Escape or a click outside: the job is reloaded, the screen stays. */
  onClose: () => void;
}

/** 'Application Submitted!' (View more jobs) or 'One last step!' (Start Assessment). */
function ApplyOutcomeModal({
  opened,
  title,
  message,
  actionLabel,
  onAction,
  onClose,
}: ApplyOutcomeModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack align="center" gap="sm" pb="sm">
        <ThemeIcon size={56} radius="xl" color="teal.8" aria-hidden="true">
          <IconCheck size={34} stroke={3} />
        </ThemeIcon>
        <Text ta="center">{message}</Text>
        <Button onClick={onAction} mt="xs" data-autofocus>
          {actionLabel}
        </Button>
      </Stack>
    </Modal>
  );
}
