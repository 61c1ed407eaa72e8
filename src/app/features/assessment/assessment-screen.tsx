import './assessment-styles';
import { ApiError } from '@app/api/client';
import { jobQueryKey, jobQueryOptions } from '@app/api/get-job';
import { QUERY_ROOTS } from '@app/api/query-keys';
import { persistNow } from '@app/offline/query-persistence';
import { getUserId } from '@app/session';
import { Breadcrumbs } from '@app/ui/breadcrumbs';
import { DataAgeNote } from '@app/ui/data-age-note';
import { focusFirstInvalid } from '@app/ui/focus-first-invalid';
import { FormAlert } from '@app/ui/form-alert';
import { SuccessModal } from '@app/ui/success-modal';
import type { AssessmentState, JobDetail } from '@contract/jobs';
import { SUCCESS_MODAL_MS } from '@contract/limits';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { sendAssessment } from './api/submit-assessment';
import {
  type Answers,
  type AnswerValue,
  answerFor,
  buildAnswerPayload,
  firstMissingAnswer,
  initialAnswers,
  type MissingAnswer,
  type Recordings,
} from './assessment-answers';
import { AssessmentOutboxNote } from './assessment-outbox-note';
import { QuestionField, questionDomId, SubmittedAnswers } from './assessment-questions';
import { ApplyFirst, BackTo, Loading, QueuedNote } from './assessment-states';
import {
  APPLICATION_SAVED,
  ASSESSMENT_BREADCRUMBS,
  ASSESSMENT_CRUMB_SEPARATOR,
  ASSESSMENT_HEADING,
  ASSESSMENT_NOT_ON_PHONE,
  ASSESSMENT_SUBMITTED,
  ASSESSMENT_SUBMITTED_MESSAGE,
  DRAFT_SAVED_MESSAGE,
  FAILED_TO_LOAD_JOB,
  noAssessmentFound,
  REOPENED_NOTE,
  RESTORED_FROM_PHONE,
  SAVE_DRAFT,
  SAVED_ON_THIS_PHONE,
  SAVING,
  SUBMIT,
  SUBMITTING,
} from './assessment-texts';
import {
  type ChosenAnswers,
  clearAutosave,
  loadAutosave,
  newestAnswers,
  writeAutosave,
} from './autosave-store';
import { submitFailure } from './submit-failure';

/** The route loader's part: asks for the job (with its questions) into the cache, without waiting. */
export function prefetchAssessment(queryClient: QueryClient, jobId: number): void {
  void queryClient.prefetchQuery(jobQueryOptions(jobId));
}

/** §8 Assessment: the load failure's text, the server's message or 'Failed to load job.'. */
export function loadFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage || FAILED_TO_LOAD_JOB;
  if (error instanceof Error && error.message) return error.message;
  return FAILED_TO_LOAD_JOB;
}

/** Whose answers this device keeps: the session's user id. */
const sessionUserId = (): string | null => {
  const id = getUserId();
  return id === null ? null : String(id);
};

/**
 * /assessment/{id} (§2 Assessment, §4 Assessment answers, §5, §8; issue 9): the job's numbered
 * questions, each answer starting from the newer of the server's saved answer and this device's
 * autosave; Save Draft and Submit (through the service worker's queue, so offline they are kept
 * and sent later). States: loading, load failure (Back to /jobpostings), no assessment (Back to
 * the job), already submitted (the answers read-only).
 */
export function AssessmentScreen({ jobId }: { jobId: number }) {
  const query = useQuery(jobQueryOptions(jobId));
  const job = query.data;
  const [userId] = useState(sessionUserId);
  const deviceKey = userId ?? 'anonymous';
  const [chosen, setChosen] = useState<ChosenAnswers | null>(null);
  // Kept here, not in the form: the job reloaded after a submit shows it read-only, and the
  // success modal must stay until it goes to /jobpostings.
  const [done, setDone] = useState<AssessmentState | null>(null);
  const navigate = useNavigate();

  // The answers open once: from the freshest job this visit can get (a refetch from a cached copy
  // is waited for unless offline) and the device's copy, whichever is newer.
  const ready = Boolean(job) && !(query.isFetching && query.isStale);
  useEffect(() => {
    if (!ready || !job || chosen !== null) return;
    if (job.assessment_details.length === 0 || !hasApplied(job)) return;
    if (job.assessment_submit && !reopened(job)) {
      // final on the server (e.g. a queued submit replayed later): the device's copy has served
      void clearAutosave(deviceKey, jobId);
      return;
    }
    let cancelled = false;
    void loadAutosave(deviceKey, jobId).then((device) => {
      if (cancelled) return;
      setChosen(
        newestAnswers(device, {
          answers: initialAnswers(job.assessment_details),
          updatedAt: job.assessment_updated_at,
        }),
      );
    });
    return () => {
      cancelled = true;
    };
  }, [ready, job, chosen, deviceKey, jobId]);

  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0, left: 0 });
  }, []);

  let body: ReactNode;
  if (job) {
    if (job.assessment_details.length === 0) {
      body = (
        <BackTo message={noAssessmentFound(jobId)} to={{ to: '/jobpostings/$jobId', params: { jobId } }} />
      );
    } else if (job.assessment_submit && !reopened(job)) {
      body = <SubmittedAnswers job={job} />;
    } else if (!hasApplied(job)) {
      body = <ApplyFirst jobId={jobId} />;
    } else if (chosen) {
      body = (
        <AssessmentForm job={job} userId={userId} deviceKey={deviceKey} initial={chosen} onSaved={setDone} />
      );
    } else {
      body = <Loading />;
    }
  } else if (query.error) {
    body = <BackTo message={loadFailureMessage(query.error)} alert to={{ to: '/jobpostings' }} />;
  } else if (query.fetchStatus === 'paused') {
    body = <BackTo message={ASSESSMENT_NOT_ON_PHONE} to={{ to: '/jobpostings' }} />;
  } else {
    body = <Loading />;
  }

  return (
    <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Breadcrumbs items={ASSESSMENT_BREADCRUMBS} separator={ASSESSMENT_CRUMB_SEPARATOR} />
        <Stack gap={2}>
          <Title order={1} size="h3">
            {ASSESSMENT_HEADING}
          </Title>
          {job ? (
            <Text size="sm" c="dark.6" style={{ overflowWrap: 'anywhere' }}>
              {job.job_title} · {job.company_name}
            </Text>
          ) : null}
        </Stack>
        {job ? (
          <DataAgeNote
            updatedAt={query.dataUpdatedAt}
            failureReason={query.failureReason}
            what="this assessment"
          />
        ) : null}
        {body}
      </Stack>
      <SuccessModal
        opened={done !== null}
        title={done === 'submitted' ? ASSESSMENT_SUBMITTED : APPLICATION_SAVED}
        message={done === 'submitted' ? ASSESSMENT_SUBMITTED_MESSAGE : DRAFT_SAVED_MESSAGE}
        autoCloseMs={SUCCESS_MODAL_MS}
        onDone={() => void navigate({ to: '/jobpostings' })}
      />
    </Container>
  );
}

/** The server takes answers only from a candidate who applied (its 'not_applied' refusal). */
const hasApplied = (job: JobDetail) => job.applied_status || job.applied;

/**
 * Submitted, and reopened for the questions the recruiter added since and asks this candidate to
 * answer (issue 36 R4): the form shows those only, the other answers stay as submitted.
 */
const reopened = (job: JobDetail) =>
  job.assessment_submit && job.assessment_details.some((question) => question.pending);

type Notice = { kind: 'error' | 'queued'; message: string };

interface AssessmentFormProps {
  job: JobDetail;
  userId: string | null;
  deviceKey: string;
  initial: ChosenAnswers;
  /** The server saved the answers (not queued): the screen shows its success modal. */
  onSaved: (status: AssessmentState) => void;
}

function AssessmentForm({ job, userId, deviceKey, initial, onSaved }: AssessmentFormProps) {
  const queryClient = useQueryClient();
  const asked = reopened(job);
  const questions = asked
    ? job.assessment_details.filter((question) => question.pending)
    : job.assessment_details;
  const [answers, setAnswers] = useState<Answers>(initial.answers);
  const [recordings, setRecordings] = useState<Recordings>(initial.recordings);
  const latest = useRef({ answers: initial.answers, recordings: initial.recordings });
  const [busy, setBusy] = useState<AssessmentState | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // The first required question left empty at the last Submit: its message shows beside it.
  const [missing, setMissing] = useState<MissingAnswer | null>(null);
  const [saved, setSaved] = useState(false);
  // A second tap before the buttons re-render must not send twice.
  const sending = useRef(false);
  // One idempotency key per status for the same answers: a retry after a lost answer is the same
  // write (the server applies it once); any change makes the next send a new write.
  const keys = useRef<Partial<Record<AssessmentState, string>>>({});

  /** Every change is written to this device at once (a reload or a closed tab loses nothing). */
  const keep = useCallback(
    (next: { answers: Answers; recordings: Recordings }) => {
      latest.current = next;
      keys.current = {};
      setAnswers(next.answers);
      setRecordings(next.recordings);
      void writeAutosave(deviceKey, job.id, next);
    },
    [deviceKey, job.id],
  );

  const answered = (id: number) => setMissing((current) => (current?.assessmentId === id ? null : current));
  const change = (id: number, value: AnswerValue) => {
    answered(id);
    keep({ answers: { ...latest.current.answers, [id]: value }, recordings: latest.current.recordings });
  };
  const recorded = (id: number, blob: Blob) => {
    answered(id);
    keep({ answers: latest.current.answers, recordings: { ...latest.current.recordings, [id]: blob } });
  };

  const clearQueuedNotice = useCallback(
    () => setNotice((current) => (current?.kind === 'queued' ? null : current)),
    [],
  );

  async function send(status: AssessmentState) {
    if (sending.current || saved) return;
    setNotice(null);
    const current = latest.current;
    if (status === 'submitted') {
      const unanswered = firstMissingAnswer(questions, current.answers, current.recordings);
      setMissing(unanswered);
      if (unanswered) {
        // the question in view with the focus in it, its message beside it (issue 17 §2.3)
        void focusFirstInvalid();
        return;
      }
    }
    sending.current = true;
    setBusy(status);
    keys.current[status] ??= crypto.randomUUID();
    try {
      const outcome = await sendAssessment({
        jobId: job.id,
        status,
        payload: buildAnswerPayload(questions, current.answers, current.recordings),
        jobTitle: job.job_title,
        userId,
        idempotencyKey: keys.current[status],
      });
      if (outcome.queued) {
        // Kept by the service worker: nothing is confirmed, the answers stay here and on this device.
        setNotice({ kind: 'queued', message: SAVED_ON_THIS_PHONE });
        return;
      }
      if (status === 'submitted') await clearAutosave(deviceKey, job.id);
      const reread = queryClient.invalidateQueries({ queryKey: jobQueryKey(job.id) });
      for (const root of [QUERY_ROOTS.jobs, QUERY_ROOTS.lists, QUERY_ROOTS.dashboard]) {
        void queryClient.invalidateQueries({ queryKey: [root] });
      }
      // on this phone at once, past the persisted cache's throttle: the job marked out of date,
      // then as the server now has it. An assessment reopened (or the app reloaded) within the
      // throttle's second had opened the older copy, an editable form of a submitted assessment.
      void persistNow(queryClient);
      void reread.then(() => persistNow(queryClient));
      setSaved(true);
      onSaved(status);
    } catch (error) {
      console.error('Sending the assessment failed', error);
      const failure = submitFailure(error);
      setNotice({ kind: 'error', message: failure.message });
      if (failure.kind === 'submitted') void queryClient.invalidateQueries({ queryKey: jobQueryKey(job.id) });
    } finally {
      sending.current = false;
      setBusy(null);
    }
  }

  return (
    <Stack gap="md">
      {asked ? (
        <Text size="sm" role="note">
          {REOPENED_NOTE}
        </Text>
      ) : null}
      {initial.source === 'device' ? (
        <Text size="sm" c="dark.6" role="status">
          {RESTORED_FROM_PHONE}
        </Text>
      ) : null}
      <AssessmentOutboxNote
        jobId={job.id}
        savedAt={job.assessment_updated_at}
        hideWaiting={notice?.kind === 'queued'}
        onSettled={clearQueuedNotice}
      />
      {questions.map((question, index) => (
        <Paper
          key={question.assessment_id}
          withBorder
          radius="md"
          p="md"
          id={questionDomId(question.assessment_id)}
          data-testid={questionDomId(question.assessment_id)}
        >
          <QuestionField
            question={question}
            error={missing?.assessmentId === question.assessment_id ? missing.message : undefined}
            n={index + 1}
            value={answerFor(question, answers)}
            recording={recordings[question.assessment_id]}
            disabled={busy !== null}
            onChange={(value) => change(question.assessment_id, value)}
            onRecorded={(blob) => recorded(question.assessment_id, blob)}
          />
        </Paper>
      ))}
      {notice?.kind === 'error' ? <FormAlert message={notice.message} /> : null}
      {notice?.kind === 'queued' ? <QueuedNote message={notice.message} /> : null}
      <Group gap="sm" justify="flex-end" wrap="wrap">
        {/* a reopened assessment is answered by a submit alone: it stays submitted */}
        {asked ? null : (
          <Button
            variant="outline"
            onClick={() => void send('draft')}
            disabled={busy !== null || saved}
            loading={busy === 'draft'}
            loaderProps={{ type: 'dots' }}
          >
            {busy === 'draft' ? SAVING : SAVE_DRAFT}
          </Button>
        )}
        <Button
          onClick={() => void send('submitted')}
          disabled={busy !== null || saved}
          loading={busy === 'submitted'}
          loaderProps={{ type: 'dots' }}
        >
          {busy === 'submitted' ? SUBMITTING : SUBMIT}
        </Button>
      </Group>
    </Stack>
  );
}
