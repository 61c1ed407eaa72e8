import { ApiError, NetworkError } from '@app/api/client';
import { useSeekableRecording } from '@app/ui/use-seekable-recording';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { getApplicantAudio, getApplicantResume } from '../api/get-applicant-file';
import {
  AUDIO_FAILED,
  AUDIO_LOADING,
  AUDIO_NEEDS_NETWORK,
  DOWNLOAD_RESUME,
  NO_RESUME,
  RESUME_NEEDS_NETWORK,
} from './applicant-texts';

function fileFailure(error: unknown, offline: string, fallback: string): string {
  if (error instanceof NetworkError) return offline;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}

/**
 * The resume the applicant applied with: Download fetches it through the authorised call (the
 * bearer token; a plain link could not send it) and saves it under its own name.
 */
export function ResumeDownload({
  applicationId,
  resume,
}: {
  applicationId: number;
  resume: { file_name: string } | null;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!resume) return <Text size="sm">{NO_RESUME}</Text>;
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const blob = await getApplicantResume(applicationId);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = resume.file_name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      setFailure(fileFailure(error, RESUME_NEEDS_NETWORK, 'The resume could not be downloaded.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="wrap">
        <Button
          variant="outline"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy}
          onClick={() => void download()}
        >
          {DOWNLOAD_RESUME}
        </Button>
        <Text size="sm" c="dark.6" style={{ overflowWrap: 'anywhere' }}>
          {resume.file_name}
        </Text>
      </Group>
      {failure ? (
        <Text size="sm" c="red.9" role="alert">
          {failure}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * An audio answer's player: the recording is fetched through the authorised call into a blob URL
 * (an <audio> element sends no token), played by the browser's own controls (a recorded WebM made
 * seekable, useSeekableRecording), and released when the page closes.
 */
export function AudioAnswer({
  applicationId,
  questionId,
  label,
}: {
  applicationId: number;
  questionId: number;
  label: string;
}) {
  const [state, setState] = useState<{ url: string } | { failure: string } | null>(null);
  const seekable = useSeekableRecording();
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    getApplicantAudio(applicationId, questionId, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ url });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ failure: fileFailure(error, AUDIO_NEEDS_NETWORK, AUDIO_FAILED) });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [applicationId, questionId]);
  if (state === null)
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden="true" />
        <Text size="sm">{AUDIO_LOADING}</Text>
      </Group>
    );
  if ('failure' in state)
    return (
      <Text size="sm" c="red.9" role="alert">
        {state.failure}
      </Text>
    );
  return (
    // biome-ignore lint/a11y/useMediaCaption: a candidate's spoken answer has no captions to offer
    <audio
      ref={seekable}
      controls
      preload="metadata"
      src={state.url}
      aria-label={label}
      style={{ width: '100%', maxWidth: 420 }}
    />
  );
}
