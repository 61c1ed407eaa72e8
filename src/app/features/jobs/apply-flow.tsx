import './jobs-styles';
import { getToken } from '@app/session';
import { idleLazy } from '@app/ui/idle-lazy';
import { Modal } from '@app/ui/modal';
import { notify } from '@app/ui/notify';
import { focusedOpener, returnFocusTo } from '@app/ui/return-focus';
import type { JobCard, JobDetail } from '@contract/jobs';
import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { applyToJob } from './api/apply-to-job';
import { type ApplyScreen, applyFailure, isJobClosedRefusal } from './apply-failure';
import { reloadJobs, setAppliedEverywhere } from './job-cache';
import {
  APPLICATION_SUBMITTED,
  APPLY_AUTH_ERROR,
  ONE_LAST_STEP,
  START_ASSESSMENT,
  VIEW_MORE_JOBS,
} from './job-texts';

export { RESUME_DIALOG_TITLE } from './apply-texts';

/** The resume picker: its code (the drop zone, the file checks) is not part of the first render. */
const resumeDialog = idleLazy(
  () => import('./resume-dialog'),
  (module) => module.ResumeDialog,
);
const ResumeDialog = resumeDialog.Component;

/** §2 Apply flow: the recruiter will review and contact. */
export const APPLICATION_SUBMITTED_MESSAGE = 'The recruiter will review your application and contact you.';
/** Ours: the assessment prompt's sentence. */
export const ONE_LAST_STEP_MESSAGE =
  'This job asks for a short assessment. Start it now to complete your application.';

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
  resumeDialog.usePreload();

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
      {job ? (
        // its code (the drop zone, the file checks) arrives with the first Apply, or sooner:
        // the screen fetches it once it is idle (usePreload), for a tap made offline
        <Suspense fallback={null}>
          <ResumeDialog
            key={job.id}
            job={job}
            onClose={() => {
              setJob(null);
              returnFocusTo(opener.current);
            }}
            onSend={(resume) => send(job, resume)}
          />
        </Suspense>
      ) : null}
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
