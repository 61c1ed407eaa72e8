import {
  INTERVIEW_MODE_LABELS,
  INTERVIEW_STATE_LABELS,
  type Interview,
  interviewTimeText,
} from '@contract/interviews';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sendInterviewAnswer } from './api/answer-interview';
import { interviewsQueryKey, interviewsQueryOptions } from './api/get-interviews';

export const INTERVIEWS_HEADING = 'Upcoming interviews';
const QUEUED_TEXT = 'Saved on this phone: it is sent when you are back online.';
const SENT_TEXT = 'Your answer was sent.';
const FAILED_TEXT = 'Your answer could not be sent. Please try again.';

/**
 * The dashboard's upcoming interviews (issue 36 §3): each with its time (or the times offered),
 * how and where; Accept (picking one of the slots when several are offered) and Ask to
 * reschedule. The answer goes through the write queue, so it is made offline too and sent once.
 * Loaded after the dashboard is idle (dashboard-screen.tsx), drawn only when there are interviews.
 */
export function InterviewsCard() {
  const query = useQuery(interviewsQueryOptions());
  const interviews = query.data ?? [];
  if (interviews.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {INTERVIEWS_HEADING}
      </Title>
      {interviews.map((interview) => (
        <InterviewItem key={interview.interview_id} interview={interview} />
      ))}
    </Stack>
  );
}

function place(interview: Interview) {
  if (interview.mode === 'in_person') {
    return (
      <Text size="sm">
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
  }
  if (interview.mode === 'video') {
    return (
      <Anchor size="sm" href={interview.video_link} target="_blank" rel="noopener noreferrer">
        Join the video call
      </Anchor>
    );
  }
  return <Text size="sm">The recruiter calls you.</Text>;
}

function InterviewItem({ interview }: { interview: Interview }) {
  const queryClient = useQueryClient();
  const [slot, setSlot] = useState(interview.chosen_start ?? '');
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'queued' | 'sent' | 'failed' | null>(null);
  const several = interview.slots.length > 1;
  const headingId = `interview-${interview.interview_id}`;

  const keep = (next: Interview) =>
    queryClient.setQueryData(interviewsQueryKey(), (list: Interview[] | undefined) =>
      (list ?? []).map((item) => (item.interview_id === next.interview_id ? next : item)),
    );

  async function answer(action: 'accept' | 'reschedule') {
    setBusy(true);
    try {
      const chosen = several ? slot : interview.slots[0];
      const saved = await sendInterviewAnswer(
        interview,
        action === 'accept' ? { action, slot: chosen } : { action, note },
      );
      if (saved) keep(saved);
      else
        keep(
          action === 'accept'
            ? { ...interview, state: 'accepted', chosen_start: chosen }
            : { ...interview, state: 'reschedule_requested', reschedule_note: note },
        );
      setOutcome(saved ? 'sent' : 'queued');
      setAsking(false);
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={headingId}>
            {interview.job.job_title}, {interview.company_name}
          </Title>
          <Badge variant="light">{INTERVIEW_STATE_LABELS[interview.state]}</Badge>
        </Group>
        <Text size="sm">
          {INTERVIEW_MODE_LABELS[interview.mode]} interview, {interview.duration_minutes} minutes
        </Text>
        {place(interview)}
        {interview.notes ? <Text size="sm">{interview.notes}</Text> : null}
        {interview.chosen_start && !several ? (
          <Text fw={600}>{interviewTimeText(interview.chosen_start)}</Text>
        ) : null}
        {several ? (
          <Radio.Group label="Pick a time" value={slot} onChange={setSlot}>
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
            maxLength={1000}
          />
        ) : null}
        <Group gap="sm">
          {asking ? (
            <Button variant="light" loading={busy} onClick={() => answer('reschedule')}>
              Send the request
            </Button>
          ) : (
            <>
              <Button loading={busy} disabled={several && !slot} onClick={() => answer('accept')}>
                {several ? 'Accept this time' : 'Accept'}
              </Button>
              <Button variant="default" onClick={() => setAsking(true)}>
                Ask to reschedule
              </Button>
            </>
          )}
        </Group>
        {outcome ? (
          <Alert role="status" color={outcome === 'failed' ? 'red' : 'brand'} variant="light" p="xs">
            {outcome === 'queued' ? QUEUED_TEXT : outcome === 'sent' ? SENT_TEXT : FAILED_TEXT}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
