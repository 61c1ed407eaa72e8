import { ApiError } from '@app/api/client';
import { Modal } from '@app/ui/modal';
import {
  INTERVIEW_MODE_LABELS,
  INTERVIEW_MODES,
  INTERVIEW_SLOTS_MAX,
  INTERVIEW_STATE_LABELS,
  type InterviewMode,
  interviewTimeText,
} from '@contract/interviews';
import { Alert, Button, Group, NativeSelect, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applicantInterviewsQueryOptions, sendScheduleInterview } from '../api/schedule-interview';

/** 'YYYY-MM-DDTHH:MM' typed as India's time, as an instant. */
export const indiaInputToIso = (local: string): string => new Date(`${local}:00+05:30`).toISOString();

/**
 * The applicant's interviews (issue 36 §3) and "Schedule interview": a dialog with the mode (in
 * person: address and a map link; phone; video: the link), one time or several for the candidate
 * to pick from (typed in India's time), and the length.
 */
export function ApplicantInterviews({ applicationId }: { applicationId: number }) {
  const query = useQuery(applicantInterviewsQueryOptions(applicationId));
  const [open, setOpen] = useState(false);
  const list = query.data ?? [];
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Interviews
      </Title>
      {list.length === 0 ? <Text size="sm">No interview scheduled.</Text> : null}
      {list.map((interview) => (
        <Text size="sm" key={interview.interview_id}>
          {INTERVIEW_MODE_LABELS[interview.mode]}:{' '}
          {interview.chosen_start
            ? interviewTimeText(interview.chosen_start)
            : `${interview.slots.length} times offered`}{' '}
          ({INTERVIEW_STATE_LABELS[interview.state]})
        </Text>
      ))}
      <Group>
        <Button variant="light" onClick={() => setOpen(true)}>
          Schedule interview
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title="Schedule interview">
        {open ? <ScheduleForm applicationId={applicationId} onDone={() => setOpen(false)} /> : null}
      </Modal>
    </Stack>
  );
}

function ScheduleForm({ applicationId, onDone }: { applicationId: number; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<InterviewMode>('in_person');
  const [address, setAddress] = useState('');
  const [mapLink, setMapLink] = useState('');
  const [videoLink, setVideoLink] = useState('');
  const [notes, setNotes] = useState('');
  const [slots, setSlots] = useState<string[]>(['']);
  const [duration, setDuration] = useState('30');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit() {
    const filled = slots.filter(Boolean);
    if (filled.length === 0) {
      setError('Please give at least one time');
      return;
    }
    setBusy(true);
    setError('');
    try {
      await sendScheduleInterview(applicationId, {
        mode,
        address,
        map_link: mapLink,
        video_link: videoLink,
        notes,
        slots: filled.map(indiaInputToIso),
        duration_minutes: Number(duration),
      });
      await queryClient.invalidateQueries({
        queryKey: applicantInterviewsQueryOptions(applicationId).queryKey,
      });
      onDone();
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? failure.message
          : 'The interview could not be scheduled. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Radio.Group label="How" value={mode} onChange={(value) => setMode(value as InterviewMode)}>
          <Group gap="md" mt={4}>
            {INTERVIEW_MODES.map((option) => (
              <Radio key={option} value={option} label={INTERVIEW_MODE_LABELS[option]} />
            ))}
          </Group>
        </Radio.Group>
        {mode === 'in_person' ? (
          <>
            <TextInput
              label="Address"
              required
              value={address}
              onChange={(e) => setAddress(e.currentTarget.value)}
              data-autofocus
            />
            <TextInput
              label="Map link (optional)"
              placeholder="https://"
              value={mapLink}
              onChange={(e) => setMapLink(e.currentTarget.value)}
            />
          </>
        ) : null}
        {mode === 'video' ? (
          <TextInput
            label="Video call link"
            required
            placeholder="https://"
            value={videoLink}
            onChange={(e) => setVideoLink(e.currentTarget.value)}
          />
        ) : null}
        {slots.map((slot, index) => (
          <TextInput
            // biome-ignore lint/suspicious/noArrayIndexKey: the times are edited in place, by position
            key={index}
            type="datetime-local"
            label={slots.length === 1 ? 'Time (India)' : `Time ${index + 1} (India)`}
            value={slot}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setSlots((current) => current.map((item, at) => (at === index ? value : item)));
            }}
          />
        ))}
        {slots.length < INTERVIEW_SLOTS_MAX ? (
          <Group>
            <Button variant="subtle" onClick={() => setSlots((current) => [...current, ''])}>
              Offer another time
            </Button>
          </Group>
        ) : null}
        <NativeSelect
          label="Length"
          value={duration}
          onChange={(e) => setDuration(e.currentTarget.value)}
          data={[
            { value: '15', label: '15 minutes' },
            { value: '30', label: '30 minutes' },
            { value: '45', label: '45 minutes' },
            { value: '60', label: '1 hour' },
          ]}
        />
        <TextInput
          label="Notes for the candidate (optional)"
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
