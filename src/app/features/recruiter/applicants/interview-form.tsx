import { ApiError } from '@app/api/client';
import {
  INTERVIEW_MODE_LABELS,
  INTERVIEW_MODES,
  INTERVIEW_SLOTS_MAX,
  type InterviewDetails,
  type InterviewMode,
  interviewDetailsSchema,
  SLOTS_REQUIRED,
} from '@contract/interviews';
import { Alert, Button, Group, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import * as v from 'valibot';

/** 'YYYY-MM-DDTHH:MM' typed as India's time, as an instant. */
export const indiaInputToIso = (local: string): string => new Date(`${local}:00+05:30`).toISOString();

/** What a failed scheduling says: the server's words, else a plain retry. */
export function scheduleFailure(failure: unknown): string {
  return failure instanceof ApiError
    ? failure.message
    : 'The interview could not be scheduled. Please try again.';
}

/**
 * The interview's details, as the applicant page's "Schedule interview" and the applicants list's
 * bulk one ask for them: the mode (in person: address and a map link; phone; video: the link), one
 * time or several for the candidate to pick from (typed in India's time), the length and notes.
 * Checked against the contract's schema before `onSubmit`; a failure it throws is shown in the form.
 */
export function InterviewForm({
  onSubmit,
  submitLabel = 'Send invitation',
}: {
  onSubmit: (details: InterviewDetails) => Promise<void>;
  submitLabel?: string;
}) {
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
      setError(SLOTS_REQUIRED);
      return;
    }
    const details: InterviewDetails = {
      mode,
      address,
      map_link: mapLink,
      video_link: videoLink,
      notes,
      slots: filled.map(indiaInputToIso),
      duration_minutes: Number(duration),
    };
    const checked = v.safeParse(interviewDetailsSchema, details);
    if (!checked.success) {
      setError(checked.issues[0].message);
      return;
    }
    setBusy(true);
    setError('');
    try {
      await onSubmit(details);
    } catch (failure) {
      setError(scheduleFailure(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
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
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
