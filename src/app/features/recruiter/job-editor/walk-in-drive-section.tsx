import { ApiError, NetworkError } from '@app/api/client';
import { ConfirmModal } from '@app/ui/confirm-modal';
import { focusFirstInvalid } from '@app/ui/focus-first-invalid';
import { FormAlert } from '@app/ui/form-alert';
import { type WalkInDrive, walkInDriveText } from '@contract/interviews';
import { type WalkInDrivePayload, walkInDrivePayloadSchema } from '@contract/recruiter/interviews';
import { Button, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { removeWalkInDrive } from '../api/clear-walk-in-drive';
import { walkInDriveQueryOptions } from '../api/get-walk-in-drive';
import { saveWalkInDrive } from '../api/set-walk-in-drive';

export const WALK_IN_HEADING = 'Walk-in drive';
const WALK_IN_INTRO =
  "Candidates may walk in on any day from the first to the last, between the hours given (India's time). It shows on the job's page.";
export const NO_WALK_IN = 'No walk-in drive for this job.';
export const WALK_IN_SAVED = 'Walk-in drive saved.';
export const WALK_IN_REMOVED = 'Walk-in drive removed.';
export const WALK_IN_NEEDS_NETWORK =
  'Saving the walk-in drive needs the network. What you typed is kept: please try again when you are online.';
const WALK_IN_FAILED = 'The walk-in drive could not be loaded.';

const EMPTY: WalkInDrivePayload = {
  start_date: '',
  end_date: '',
  start_time: '10:00',
  end_time: '17:00',
  venue: '',
  map_link: '',
};

/** A failed save or removal in plain words: offline needs the network; else the server's words. */
function walkInFailure(error: unknown): string {
  if (error instanceof NetworkError) return WALK_IN_NEEDS_NETWORK;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return 'The walk-in drive could not be saved. Please try again.';
}

/**
 * The job editor's "Walk-in drive" (issue 36 §3): the job's drive (a date range, the hours, the
 * venue and a map link) set, changed or removed with calls of its own, apart from the job's save.
 * The fields are checked with the contract's schema (its messages beside them).
 */
export function WalkInDriveSection({ jobId }: { jobId: number }) {
  const headingId = useId();
  const query = useQuery(walkInDriveQueryOptions(jobId));
  let body: React.ReactNode;
  if (query.data) body = <WalkInDriveForm jobId={jobId} drive={query.data.walk_in} />;
  else if (query.error)
    body = (
      <Group gap="sm">
        <Text c="red.9" role="alert">
          {WALK_IN_FAILED}
        </Text>
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Group>
    );
  else
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>Loading the walk-in drive...</Text>
      </Group>
    );
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId} mt="lg">
      <Title order={2} size="h3" id={headingId}>
        {WALK_IN_HEADING}
      </Title>
      <Text size="sm" c="dark.6">
        {WALK_IN_INTRO}
      </Text>
      {body}
    </Stack>
  );
}

function WalkInDriveForm({ jobId, drive }: { jobId: number; drive: WalkInDrive | null }) {
  const queryClient = useQueryClient();
  const form = useForm<WalkInDrivePayload>({
    mode: 'controlled',
    initialValues: drive ?? EMPTY,
    validate: schemaResolver(walkInDrivePayloadSchema, { sync: true }),
    clearInputErrorOnChange: true,
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const key = walkInDriveQueryOptions(jobId).queryKey;

  const submit = form.onSubmit(
    async (values) => {
      setBusy(true);
      setFailure(null);
      setDone(null);
      try {
        const saved = await saveWalkInDrive(jobId, v.parse(walkInDrivePayloadSchema, values));
        queryClient.setQueryData(key, { walk_in: saved });
        form.setValues(saved);
        setDone(WALK_IN_SAVED);
      } catch (error) {
        setFailure(walkInFailure(error));
      } finally {
        setBusy(false);
      }
    },
    () => void focusFirstInvalid(),
  );

  async function remove() {
    setBusy(true);
    setFailure(null);
    setDone(null);
    try {
      await removeWalkInDrive(jobId);
      queryClient.setQueryData(key, { walk_in: null });
      form.setValues(EMPTY);
      setDone(WALK_IN_REMOVED);
    } catch (error) {
      setFailure(walkInFailure(error));
    } finally {
      setBusy(false);
      setRemoving(false);
    }
  }

  return (
    <>
      <form onSubmit={submit} noValidate aria-label={WALK_IN_HEADING}>
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            {drive ? `Now: ${walkInDriveText(drive)}` : NO_WALK_IN}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput type="date" label="First day" withAsterisk {...form.getInputProps('start_date')} />
            <TextInput type="date" label="Last day" withAsterisk {...form.getInputProps('end_date')} />
            <TextInput type="time" label="Opens at" withAsterisk {...form.getInputProps('start_time')} />
            <TextInput type="time" label="Closes at" withAsterisk {...form.getInputProps('end_time')} />
          </SimpleGrid>
          <TextInput label="Venue" withAsterisk {...form.getInputProps('venue')} />
          <TextInput label="Map link (optional)" placeholder="https://" {...form.getInputProps('map_link')} />
          <FormAlert message={failure} />
          {done ? (
            <Text size="sm" c="teal.9" role="status">
              {done}
            </Text>
          ) : null}
          <Group gap="sm">
            <Button type="submit" variant="outline" loading={busy && !removing}>
              {drive ? 'Save walk-in drive' : 'Add walk-in drive'}
            </Button>
            {drive ? (
              <Button variant="outline" color="red.9" disabled={busy} onClick={() => setRemoving(true)}>
                Remove walk-in drive
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
      <ConfirmModal
        opened={removing}
        title="Remove the walk-in drive?"
        message="The job's page no longer shows it."
        confirmLabel="Remove"
        danger
        loading={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(false)}
      />
    </>
  );
}
