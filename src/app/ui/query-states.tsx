import { Group, Loader, Stack, Text } from '@mantine/core';
import { NotAnsweringNote } from './data-age-note';

/**
 * What a list screen shows while it has no data: the read failed ('failed' as an alert, with the
 * network's note and Try again), the phone is offline and never saved it ('notOnDevice'), or it
 * is loading ('loading' beside a spinner). `what` names the data for the network's note: 'the
 * applicants', 'your jobs'.
 */
export function QueryStates({
  query,
  texts,
}: {
  query: { error: unknown; fetchStatus: string; refetch: () => unknown };
  texts: { failed: string; notOnDevice: string; loading: string; what: string };
}) {
  if (query.error)
    return (
      <Stack gap="xs">
        <Text c="red.9" role="alert">
          {texts.failed}
        </Text>
        <NotAnsweringNote what={texts.what} onRetry={() => void query.refetch()} />
      </Stack>
    );
  if (query.fetchStatus === 'paused') return <Text role="status">{texts.notOnDevice}</Text>;
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" aria-hidden="true" />
      <Text>{texts.loading}</Text>
    </Group>
  );
}
