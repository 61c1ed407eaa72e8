// the slots' radios: their styles come with this chunk, only to a candidate with interviews
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { ApiError, isSessionEnded } from '@app/api/client';
import { refreshOutbox } from '@app/offline/outbox';
import {
  INTERVIEW_MODE_LABELS,
  INTERVIEW_NOTES_MAX,
  INTERVIEW_STATE_LABELS,
  type Interview,
  interviewTimeText,
} from '@contract/interviews';
import { Anchor, Badge, Button, Card, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { sendInterviewAnswer } from './api/answer-interview';
import { interviewsQueryKey, interviewsQueryOptions } from './api/get-interviews';

export const INTERVIEWS_HEADING = 'Upcoming interviews';
export const LOADING_INTERVIEWS = 'Loading your interviews…';
export const INTERVIEWS_FAILED = 'Your interviews could not be loaded. Please try again later.';
export const ANSWER_QUEUED = 'Saved on this phone: it is sent when you are back online.';
export const ANSWER_SENT = 'Your answer was sent.';
export const ANSWER_FAILED = 'Your answer could not be sent. Please try again.';
export const PICK_A_TIME = 'Pick a time';
export const PHONE_PLACE = 'The recruiter calls you.';

/**
 * The dashboard's upcoming interviews (issue 36 §3): each with its job, its time in India (or the
 * times offered), how and where; Accept (of the time picked, when several are offered) and Ask to
 * reschedule. The answer goes through the service worker's write queue, so it is made offline too
 * and sent once. The dashboard loads this module only when its answer counts upcoming interviews
 * (`interview_count`), so a candidate without any pays nothing for it; an empty list draws nothing.
 */
export default function InterviewsCard() {
  const query = useQuery(interviewsQueryOptions());
  const interviews = query.data?.interviews;
  let body: ReactNode;
  if (interviews) {
    if (interviews.length === 0) return null;
    body = interviews.map((interview) => (
      <InterviewItem key={interview.interview_id} interview={interview} />
    ));
  } else if (query.error) {
    body = (
      <Text size="sm" role="alert">
        {INTERVIEWS_FAILED}
      </Text>
    );
  } else {
    body = (
      <Text size="sm" role="status">
        {LOADING_INTERVIEWS}
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="upcoming-interviews">
      <Title order={2} size="h3" id="upcoming-interviews">
        {INTERVIEWS_HEADING}
      </Title>
      {body}
    </Stack>
  );
}

/** Where the interview is: the address and its map, the video call's link, or the phone. */
function Place({ interview }: { interview: Interview }) {
  if (interview.mode === 'in_person')
    return (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {interview.address}
        {interview.map_link ? (
          <>
            {' '}
            <Anchor href={interview.map_link} target="_blank" rel="noopener noreferrer">
              Map
            </Anchor>
          </>
        ) : null}
      </Text>
    );
  if (interview.mode === 'video')
    return (
      <Anchor size="sm" href={interview.video_link} target="_blank" rel="noopener noreferrer">
        Join the video call
      </Anchor>
    );
  return <Text size="sm">{PHONE_PLACE}</Text>;
}

type Outcome = { text: string; failed: boolean };

function InterviewItem({ interview }: { interview: Interview }) {
  const queryClient = useQueryClient();
  const [slot, setSlot] = useState(interview.chosen_start ?? '');
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const noteRef = useRef<HTMLInputElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  // the button pressed is replaced: the focus goes to the note, or back to Ask to reschedule
  const toggled = useRef(false);
  const several = interview.slots.length > 1;
  const headingId = `interview-${interview.interview_id}`;
  const accepted = interview.state === 'accepted';
  // nothing to send: no time picked yet, or the one already accepted
  const nothingToSend = several && (!slot || (accepted && slot === interview.chosen_start));

  // the button pressed may be gone once the answer is written: the outcome takes the focus
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  useEffect(() => {
    if (!toggled.current) return;
    toggled.current = false;
    (asking ? noteRef : askRef).current?.focus();
  }, [asking]);
  const ask = (next: boolean) => {
    toggled.current = true;
    setAsking(next);
  };

  const keep = (next: Interview) =>
    queryClient.setQueryData(interviewsQueryKey(), (old: { interviews: Interview[] } | undefined) =>
      old
        ? {
            interviews: old.interviews.map((item) => (item.interview_id === next.interview_id ? next : item)),
          }
        : old,
    );

  async function answer(action: 'accept' | 'reschedule') {
    if (busy) return;
    setBusy(true);
    try {
      const chosen = several ? slot : (interview.slots[0] ?? '');
      const saved = await sendInterviewAnswer(
        interview,
        action === 'accept' ? { action, slot: chosen } : { action, note },
      );
      // queued: shown as the server will hold it once the worker has sent it
      keep(
        saved ??
          (action === 'accept'
            ? { ...interview, state: 'accepted', chosen_start: chosen }
            : { ...interview, state: 'reschedule_requested', reschedule_note: note }),
      );
      if (!saved) refreshOutbox();
      setAsking(false);
      setOutcome({ text: saved ? ANSWER_SENT : ANSWER_QUEUED, failed: false });
    } catch (error) {
      if (isSessionEnded(error)) return;
      const text = error instanceof ApiError && error.serverMessage ? error.serverMessage : ANSWER_FAILED;
      setOutcome({ text, failed: true });
    } finally {
      setBusy(false);
    }
  }

  const busyProps = busy ? { 'data-disabled': true, 'aria-disabled': true } : {};
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {interview.job.job_title}, {interview.company_name}
          </Title>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {INTERVIEW_STATE_LABELS[interview.state]}
          </Badge>
        </Group>
        <Text size="sm">
          {INTERVIEW_MODE_LABELS[interview.mode]} interview, {interview.duration_minutes} minutes
        </Text>
        {interview.chosen_start && !several ? (
          <Text fw={600}>{interviewTimeText(interview.chosen_start)}</Text>
        ) : null}
        <Place interview={interview} />
        {interview.notes ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {interview.notes}
          </Text>
        ) : null}
        {several ? (
          <Radio.Group label={PICK_A_TIME} value={slot} onChange={setSlot}>
            <Stack gap={6} mt={4}>
              {interview.slots.map((offered) => (
                <Radio key={offered} value={offered} label={interviewTimeText(offered)} />
              ))}
            </Stack>
          </Radio.Group>
        ) : null}
        {asking ? (
          <TextInput
            label="What suits you better? (optional)"
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={INTERVIEW_NOTES_MAX}
            ref={noteRef}
          />
        ) : null}
        <Group gap="sm">
          {asking ? (
            <>
              <Button variant="light" {...busyProps} onClick={() => void answer('reschedule')}>
                Send the request
              </Button>
              <Button variant="default" onClick={() => ask(false)}>
                Cancel
              </Button>
            </>
          ) : (
            <>
              {several || !accepted ? (
                <Button {...busyProps} disabled={nothingToSend} onClick={() => void answer('accept')}>
                  {several ? 'Accept this time' : 'Accept'}
                </Button>
              ) : null}
              <Button ref={askRef} variant="default" onClick={() => ask(true)}>
                Ask to reschedule
              </Button>
            </>
          )}
        </Group>
        {outcome ? (
          <Text
            ref={outcomeRef}
            tabIndex={-1}
            size="sm"
            role={outcome.failed ? 'alert' : 'status'}
            c={outcome.failed ? 'red.9' : undefined}
          >
            {outcome.text}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
