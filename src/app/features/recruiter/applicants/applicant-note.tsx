import { ApiError, NetworkError } from '@app/api/client';
import { type Applicant, NOTE_MAX } from '@contract/recruiter/applicants';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applicantQueryKey, applicantQueryOptions } from '../api/get-applicant';
import { setApplicantNote } from '../api/set-applicant-note';
import { KEEP_MINE, TAKE_THEIRS, THEIRS_LABEL } from '../shared/conflict-texts';
import { NOTE_LABEL, NOTE_NEEDS_NETWORK, NOTE_SAVED, SAVE_NOTE } from './applicant-texts';

/** Said when the colleague's note is taken into the box (issue 36 R2). */
export const NOTE_TAKEN = 'Your colleague’s note is in the box. Nothing else was changed.';
const EMPTY_NOTE = '(no note)';

/** What a failed note save says: offline needs the network (the text stays); else the server's words. */
export function noteFailure(error: unknown): string {
  if (error instanceof NetworkError) return NOTE_NEEDS_NETWORK;
  if (error instanceof ApiError && error.serverMessage)
    return `The note was not saved: ${error.serverMessage}`;
  return 'The note was not saved. Please try again.';
}

/**
 * The company's private note on the applicant: Save note sends it on the version it was read with
 * (never queued: it needs the network, and the text stays in the box when it fails), and says
 * Saved or why not. A colleague's note saved in between (409 version_conflict) is shown beside
 * this one's text: Keep mine saves it over theirs, Take theirs puts theirs in the box.
 */
export function ApplicantNote({ applicant }: { applicant: Applicant }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(applicant.note);
  const [version, setVersion] = useState(applicant.note_version);
  const [theirs, setTheirs] = useState<{ note: string; version: number; message: string } | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const keep = (saved: { note: string; version: number }) =>
    queryClient.setQueryData(
      applicantQueryKey(applicant.application_id),
      (data: { applicant: Applicant } | undefined) =>
        data ? { applicant: { ...data.applicant, note: saved.note, note_version: saved.version } } : data,
    );
  const save = useMutation({
    mutationFn: (on: number) => setApplicantNote(applicant.application_id, text, on),
    onSuccess: (saved) => {
      setText(saved.note);
      setVersion(saved.version);
      setTheirs(null);
      setOutcome({ ok: true, text: NOTE_SAVED });
      keep(saved);
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.code === 'version_conflict') {
        try {
          const fresh = await queryClient.fetchQuery({
            ...applicantQueryOptions(applicant.application_id),
            staleTime: 0,
          });
          setTheirs({
            note: fresh.applicant.note,
            version: fresh.applicant.note_version,
            message: error.serverMessage ?? '',
          });
          setOutcome(null);
          return;
        } catch (reread) {
          setOutcome({ ok: false, text: noteFailure(reread) });
          return;
        }
      }
      setOutcome({ ok: false, text: noteFailure(error) });
    },
  });
  const takeTheirs = () => {
    if (!theirs) return;
    setText(theirs.note);
    setVersion(theirs.version);
    setTheirs(null);
    setOutcome({ ok: true, text: NOTE_TAKEN });
  };
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
      {theirs ? (
        <Paper withBorder p="sm" radius="md" component="section" aria-label={THEIRS_LABEL}>
          <Stack gap="xs">
            <Text size="sm" c="red.9" role="alert">
              {theirs.message}
            </Text>
            <Text size="sm" fw={600}>
              {THEIRS_LABEL}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {theirs.note || EMPTY_NOTE}
            </Text>
            <Group gap="sm" wrap="wrap">
              <Button variant="light" loading={save.isPending} onClick={() => save.mutate(theirs.version)}>
                {KEEP_MINE}
              </Button>
              <Button variant="default" disabled={save.isPending} onClick={takeTheirs}>
                {TAKE_THEIRS}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
      <Group gap="sm" wrap="wrap">
        <Button variant="light" loading={save.isPending} onClick={() => save.mutate(version)}>
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
