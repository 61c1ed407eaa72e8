import { FormAlert } from '@app/ui/form-alert';
import { useSeekableRecording } from '@app/ui/use-seekable-recording';
import { audioFileIdOf } from '@contract/assessment';
import { Button, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconMicrophone, IconPlayerStopFilled, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getAssessmentAudio } from './api/get-assessment-audio';
import { recordingLengthOf } from './assessment-answers';
import {
  CANNOT_RECORD,
  LOADING_RECORDING,
  NEW_RECORDING,
  NO_RECORDING_YET,
  RECORD,
  RECORD_AGAIN,
  RECORDING,
  RECORDING_LOAD_FAILED,
  RECORDING_PLAYS_ONLINE,
  recordingLength,
  SAVED_RECORDING,
  STOP,
} from './assessment-texts';
import { canRecord, formatElapsed, useRecorder } from './use-recorder';

/** An object URL for a Blob while it is shown, revoked after. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** Saved recordings are kept in memory only (never in the persisted query cache). */
const savedRecordingQueryKey = (fileId: number) => ['assessment-audio', fileId] as const;

/**
 * A recording saved on the server (the answer is its path): fetched with the bearer token as a
 * Blob and played through an object URL; offline it says it plays when back online.
 */
export function SavedRecording({ path }: { path: string }) {
  const fileId = audioFileIdOf(path);
  const query = useQuery({
    queryKey: savedRecordingQueryKey(fileId ?? 0),
    queryFn: ({ signal }) => getAssessmentAudio(fileId ?? 0, signal),
    enabled: fileId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const url = useObjectUrl(query.data);
  const seekable = useSeekableRecording();
  if (fileId === null) return <Text size="sm">{NO_RECORDING_YET}</Text>;
  if (url) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: the candidate's own spoken answer, there is no caption to give
      <audio ref={seekable} controls src={url} aria-label={SAVED_RECORDING} style={{ width: '100%' }} />
    );
  }
  if (query.fetchStatus === 'paused' || (query.error && query.error.name === 'NetworkError')) {
    return (
      <Text size="sm" role="status">
        {RECORDING_PLAYS_ONLINE}
      </Text>
    );
  }
  if (query.error) return <Text size="sm">{RECORDING_LOAD_FAILED}</Text>;
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" aria-hidden="true" />
      <Text size="sm">{LOADING_RECORDING}</Text>
    </Group>
  );
}

export interface AudioAnswerProps {
  /** the saved answer: a server path, or '' */
  value: string;
  /** a new recording not yet sent */
  recording: Blob | undefined;
  onRecorded: (blob: Blob) => void;
  disabled?: boolean;
  /** id of the question's label (the buttons' group is named by it) */
  labelId: string;
  /** id of the question's message after a failed Submit: the button is marked invalid and described by it */
  errorId?: string;
}

/**
 * §2 audio question: Record, then Stop (the elapsed time shows while recording); the recording
 * plays at once (a local object URL) and Record again replaces it. A saved server recording plays
 * until a new one is made.
 */
export function AudioAnswer({ value, recording, onRecorded, disabled, labelId, errorId }: AudioAnswerProps) {
  const recorder = useRecorder(onRecorded);
  const url = useObjectUrl(recording);
  const seekable = useSeekableRecording();
  const [supported] = useState(canRecord);
  const hasSaved = audioFileIdOf(value) !== null;
  const recordingNow = recorder.phase === 'recording';
  const lengthMs = recording ? recordingLengthOf(recording) : undefined;
  const length = lengthMs === undefined ? null : formatElapsed(lengthMs);

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      {url ? (
        <>
          {/* biome-ignore lint/a11y/useMediaCaption: the candidate's own spoken answer, there is no caption to give */}
          <audio
            ref={seekable}
            controls
            src={url}
            aria-label={length ? `${NEW_RECORDING}, ${length}` : NEW_RECORDING}
            style={{ width: '100%' }}
          />
          {length ? (
            <Text size="sm" c="dark.6">
              {recordingLength(length)}
            </Text>
          ) : null}
        </>
      ) : hasSaved ? (
        <SavedRecording path={value} />
      ) : (
        <Text size="sm" c="dark.6">
          {NO_RECORDING_YET}
        </Text>
      )}
      <Group gap="sm" wrap="wrap">
        {/* One button that changes (Record, Stop, Record again), so keyboard focus stays on it. */}
        <Button
          variant={recordingNow ? 'filled' : url || hasSaved ? 'outline' : 'filled'}
          color={recordingNow ? 'red.9' : undefined}
          leftSection={
            recordingNow ? (
              <IconPlayerStopFilled size={16} aria-hidden="true" />
            ) : url || hasSaved ? (
              <IconRefresh size={16} aria-hidden="true" />
            ) : (
              <IconMicrophone size={16} aria-hidden="true" />
            )
          }
          // not disabled while the microphone opens: a disabled button would drop the keyboard focus
          onClick={recordingNow ? recorder.stop : () => void recorder.start()}
          disabled={!recordingNow && disabled}
          aria-busy={recorder.phase === 'starting' || undefined}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
        >
          {recordingNow ? STOP : url || hasSaved ? RECORD_AGAIN : RECORD}
        </Button>
        {recordingNow ? (
          <Text size="sm" fw={600} role="timer" aria-live="off">
            {RECORDING} {formatElapsed(recorder.elapsedMs)}
          </Text>
        ) : null}
      </Group>
      {!supported && !recorder.error ? (
        <Text size="sm" c="dark.7">
          {CANNOT_RECORD}
        </Text>
      ) : null}
      <FormAlert message={recorder.error} />
      {/* in the page from the start, so that what it is given is read out */}
      <VisuallyHidden role="status" aria-live="polite" data-testid="recorder-announcement">
        {recorder.announcement}
      </VisuallyHidden>
    </Stack>
  );
}
