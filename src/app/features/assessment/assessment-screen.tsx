import './assessment-styles';
import {
  Button,
  Checkbox,
  Container,
  Group,
  Loader,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { AssessmentQuestion, AssessmentState, JobDetail } from '../../../contract/jobs';
import { SUCCESS_MODAL_MS } from '../../../contract/limits';
import { ApiError } from '../../api/client';
import { jobQueryKey, jobQueryOptions } from '../../api/get-job';
import { QUERY_ROOTS } from '../../api/query-keys';
import { getUserId } from '../../session';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { DataAgeNote } from '../../ui/data-age-note';
import { FormAlert } from '../../ui/form-alert';
import { ButtonLink } from '../../ui/links';
import { SuccessModal } from '../../ui/success-modal';
import { sendAssessment } from './api/submit-assessment';
import {
  type Answers,
  type AnswerValue,
  answerFor,
  buildAnswerPayload,
  firstMissingAnswer,
  initialAnswers,
  isCheckboxes,
  isRequired,
  type Recordings,
} from './assessment-answers';
import { AssessmentOutboxNote } from './assessment-outbox-note';
import {
  ALREADY_SUBMITTED_NOTE,
  APPLICATION_SAVED,
  ASSESSMENT_HEADING,
  ASSESSMENT_NOT_ON_PHONE,
  ASSESSMENT_SUBMITTED,
  ASSESSMENT_SUBMITTED_MESSAGE,
  BACK,
  DRAFT_SAVED_MESSAGE,
  FAILED_TO_LOAD_JOB,
  JOB_SEARCH_CRUMB,
  LOADING_ASSESSMENT,
  NO_ANSWER,
  noAssessmentFound,
  REQUIRED_HIDDEN,
  RESTORED_FROM_PHONE,
  SAVE_DRAFT,
  SAVED_ON_THIS_PHONE,
  SAVING,
  SELECT_MULTIPLE,
  SUBMIT,
  SUBMITTING,
  unsupportedQuestionType,
} from './assessment-texts';
import { AudioAnswer, SavedRecording } from './audio-answer';
import {
  type ChosenAnswers,
  clearAutosave,
  loadAutosave,
  newestAnswers,
  writeAutosave,
} from './autosave-store';
import { submitFailure } from './submit-failure';

const BREADCRUMBS = [{ label: JOB_SEARCH_CRUMB, to: '/jobpostings' }, { label: ASSESSMENT_HEADING }] as const;

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
    if (job.assessment_details.length === 0) return;
    if (job.assessment_submit) {
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
    } else if (job.assessment_submit) {
      body = <SubmittedAnswers job={job} />;
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
        <Breadcrumbs items={BREADCRUMBS} separator=">" />
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
        {job ? <DataAgeNote updatedAt={query.dataUpdatedAt} what="this assessment" /> : null}
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

function Loading() {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" aria-hidden="true" />
      <Text>{LOADING_ASSESSMENT}</Text>
    </Group>
  );
}

type BackTarget = { to: '/jobpostings' } | { to: '/jobpostings/$jobId'; params: { jobId: number } };

/** A state with only a message and Back (§2: load failure to /jobpostings; no assessment to the job). */
function BackTo({ message, to, alert }: { message: string; to: BackTarget; alert?: boolean }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Text c={alert ? 'red.9' : undefined} role={alert ? 'alert' : 'status'}>
        {message}
      </Text>
      <ButtonLink {...to} variant="outline">
        {BACK}
      </ButtonLink>
    </Stack>
  );
}

const questionDomId = (id: number) => `question-${id}`;
const labelDomId = (id: number) => `question-${id}-label`;

/** '{n}. {question}', a red asterisk and a hidden '(required)' when required, '(Select multiple)' for checkboxes. */
function QuestionLabel({ question, n }: { question: AssessmentQuestion; n: number }) {
  return (
    <>
      {n}. {question.question}
      {isRequired(question) ? (
        <>
          <Text component="span" c="red.8" aria-hidden="true" ml={4}>
            *
          </Text>
          <VisuallyHidden> {REQUIRED_HIDDEN}</VisuallyHidden>
        </>
      ) : null}
      {isCheckboxes(question) ? (
        <Text component="span" size="sm" c="dark.6" ml={6}>
          {SELECT_MULTIPLE}
        </Text>
      ) : null}
    </>
  );
}

interface QuestionFieldProps {
  question: AssessmentQuestion;
  n: number;
  value: AnswerValue;
  recording: Blob | undefined;
  disabled: boolean;
  onChange: (value: AnswerValue) => void;
  onRecorded: (blob: Blob) => void;
}

const labelStyles = { label: { fontWeight: 600, marginBottom: 6, overflowWrap: 'anywhere' as const } };

/** One question's control by its type (§2); an unknown type says so. */
function QuestionField({
  question,
  n,
  value,
  recording,
  disabled,
  onChange,
  onRecorded,
}: QuestionFieldProps) {
  const label = <QuestionLabel question={question} n={n} />;
  const required = isRequired(question);
  const text = typeof value === 'string' ? value : '';
  switch (question.question_type) {
    case 'MCQ':
      return (
        <Radio.Group
          label={label}
          value={text || null}
          onChange={(next) => onChange(next)}
          styles={labelStyles}
        >
          <Stack gap="xs" mt={4}>
            {question.options.map((option) => (
              <Radio key={option} value={option} label={option} disabled={disabled} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'checkboxes':
      return (
        <Checkbox.Group
          label={label}
          value={Array.isArray(value) ? value : []}
          onChange={(next) => onChange(next)}
          styles={labelStyles}
        >
          <Stack gap="xs" mt={4}>
            {question.options.map((option) => (
              <Checkbox key={option} value={option} label={option} disabled={disabled} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'short_answer':
      return (
        <TextInput
          label={label}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          disabled={disabled}
          aria-required={required || undefined}
          styles={labelStyles}
        />
      );
    case 'paragraph':
      return (
        <Textarea
          label={label}
          rows={4}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          disabled={disabled}
          aria-required={required || undefined}
          styles={labelStyles}
        />
      );
    case 'audio':
      return (
        <Stack gap={6}>
          <Text
            fw={600}
            size="sm"
            id={labelDomId(question.assessment_id)}
            style={{ overflowWrap: 'anywhere' }}
          >
            {label}
          </Text>
          <AudioAnswer
            value={text}
            recording={recording}
            onRecorded={onRecorded}
            disabled={disabled}
            labelId={labelDomId(question.assessment_id)}
          />
        </Stack>
      );
    default:
      return (
        <Stack gap={6}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {label}
          </Text>
          <Text size="sm" c="dark.7">
            {unsupportedQuestionType(question.question_type)}
          </Text>
        </Stack>
      );
  }
}

type Notice = { kind: 'error' | 'queued'; message: string };

interface AssessmentFormProps {
  job: JobDetail;
  userId: string | null;
  deviceKey: string;
  initial: ChosenAnswers;
  /** The server saved the answers (not queued): the screen shows its success modal. */
  onSaved: (status: AssessmentState) => void;
}

/** Moves focus to a question's first control and scrolls it into view. */
function focusQuestion(assessmentId: number): void {
  const block = document.getElementById(questionDomId(assessmentId));
  if (!block) return;
  block.scrollIntoView?.({ block: 'center' });
  const control = block.querySelector<HTMLElement>(
    'input:not([disabled]), textarea:not([disabled]), button:not([disabled])',
  );
  control?.focus({ preventScroll: true });
}

function AssessmentForm({ job, userId, deviceKey, initial, onSaved }: AssessmentFormProps) {
  const queryClient = useQueryClient();
  const questions = job.assessment_details;
  const [answers, setAnswers] = useState<Answers>(initial.answers);
  const [recordings, setRecordings] = useState<Recordings>(initial.recordings);
  const latest = useRef({ answers: initial.answers, recordings: initial.recordings });
  const [busy, setBusy] = useState<AssessmentState | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
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

  const change = (id: number, value: AnswerValue) =>
    keep({ answers: { ...latest.current.answers, [id]: value }, recordings: latest.current.recordings });
  const recorded = (id: number, blob: Blob) =>
    keep({ answers: latest.current.answers, recordings: { ...latest.current.recordings, [id]: blob } });

  const clearQueuedNotice = useCallback(
    () => setNotice((current) => (current?.kind === 'queued' ? null : current)),
    [],
  );

  async function send(status: AssessmentState) {
    if (sending.current || saved) return;
    setNotice(null);
    const current = latest.current;
    if (status === 'submitted') {
      const missing = firstMissingAnswer(questions, current.answers, current.recordings);
      if (missing) {
        setNotice({ kind: 'error', message: missing.message });
        focusQuestion(missing.assessmentId);
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
      void queryClient.invalidateQueries({ queryKey: jobQueryKey(job.id) });
      for (const root of [QUERY_ROOTS.jobs, QUERY_ROOTS.lists, QUERY_ROOTS.dashboard]) {
        void queryClient.invalidateQueries({ queryKey: [root] });
      }
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
        <Button
          variant="outline"
          onClick={() => void send('draft')}
          disabled={busy !== null || saved}
          loading={busy === 'draft'}
          loaderProps={{ type: 'dots' }}
        >
          {busy === 'draft' ? SAVING : SAVE_DRAFT}
        </Button>
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

/** The write waits in the service worker's queue: said plainly, never as sent. */
function QueuedNote({ message }: { message: string }) {
  return (
    <Paper withBorder radius="md" p="sm" role="status" bg="yellow.0">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconInfoCircle size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Text size="sm">{message}</Text>
      </Group>
    </Paper>
  );
}

/** A submitted assessment (final): each answer read-only, with a plain note and no buttons. */
function SubmittedAnswers({ job }: { job: JobDetail }) {
  const answers = initialAnswers(job.assessment_details);
  return (
    <Stack gap="md">
      <Text role="status">{ALREADY_SUBMITTED_NOTE}</Text>
      {job.assessment_details.map((question, index) => {
        const value = answerFor(question, answers);
        const shown = Array.isArray(value) ? value.join(', ') : value;
        return (
          <Paper
            key={question.assessment_id}
            withBorder
            radius="md"
            p="md"
            data-testid={questionDomId(question.assessment_id)}
          >
            <Stack gap={6}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                <QuestionLabel question={question} n={index + 1} />
              </Text>
              {question.question_type === 'audio' && shown ? (
                <SavedRecording path={shown} />
              ) : (
                <Text
                  size="sm"
                  c={shown ? undefined : 'dark.6'}
                  style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
                >
                  {shown || NO_ANSWER}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
