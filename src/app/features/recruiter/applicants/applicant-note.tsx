import { ApiError, NetworkError } from '@app/api/client';
import { type Applicant, NOTE_MAX } from '@contract/recruiter/applicants';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applicantQueryKey } from '../api/get-applicant';
import { setApplicantNote } from '../api/set-applicant-note';
import { NOTE_LABEL, NOTE_NEEDS_NETWORK, NOTE_SAVED, SAVE_NOTE } from './applicant-texts';

/** What a failed note save says: offline needs the network (the text stays); else the server's words. */
export function noteFailure(error: unknown): string {
  if (error instanceof NetworkError) return NOTE_NEEDS_NETWORK;
  if (error instanceof ApiError && error.serverMessage)
    return `The note was not saved: ${error.serverMessage}`;
  return 'The note was not saved. Please try again.';
}

/**
 * The company's private note on the applicant: Save note sends it (never queued: it needs the
 * network, and the text stays in the box when it fails), and says Saved or why not.
 */
export function ApplicantNote({ applicant }: { applicant: Applicant }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(applicant.note);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useMutation({
    mutationFn: () => setApplicantNote(applicant.application_id, text),
    onSuccess: (note) => {
      setText(note);
      setOutcome({ ok: true, text: NOTE_SAVED });
      queryClient.setQueryData(
        applicantQueryKey(applicant.application_id),
        (data: { applicant: Applicant } | undefined) =>
          data ? { applicant: { ...data.applicant, note } } : data,
      );
    },
    onError: (error) => setOutcome({ ok: false, text: noteFailure(error) }),
  });
  return (
    <Stack gap="xs">
      <Textarea
        label={NOTE_LABEL}
        value={text}
        maxLength={NOTE_MAX}
        rows={4}
        description={`${text.length} / ${NOTE_MAX}`}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setOutcome(null);
        }}
      />
      <Group gap="sm" wrap="wrap">
        <Button variant="light" loading={save.isPending} onClick={() => save.mutate()}>
          {SAVE_NOTE}
        </Button>
        {outcome ? (
          <Text size="sm" c={outcome.ok ? 'teal.9' : 'red.9'} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.text}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
