import { Button, Group, Text } from '@mantine/core';
import { NetworkError } from '../api/client';
import { useOnline, useServerUnreachable } from '../api/reachability';
import { dataAge } from './data-age';

/**
 * A screen showing saved data says how old it is when it cannot be refreshed: offline, 'You are
 * offline: showing the options saved on this phone 5 minutes ago.'; online but with the last
 * request unanswered (a Wi-Fi without internet, a signal that carries nothing), 'The network is
 * not answering: showing ...'. Otherwise it shows nothing.
 *
 * `failureReason` is the screen's own query's (TanStack Query keeps it until a try succeeds): a
 * refresh of this screen's data that got no answer says so even when another call of the page
 * (the header's, another list's) was answered after it.
 */
export function DataAgeNote({
  updatedAt,
  what,
  failureReason,
}: {
  updatedAt: number;
  what: string;
  failureReason?: unknown;
}) {
  const online = useOnline();
  const unreachable = useServerUnreachable() || failureReason instanceof NetworkError;
  if ((online && !unreachable) || !updatedAt) return null;
  const why = online ? 'The network is not answering' : 'You are offline';
  return (
    <Text size="sm" c="dark.6" role="status">
      {why}: showing {what} saved on this phone {dataAge(updatedAt)}.
    </Text>
  );
}

/**
 * A page this phone never saved whose read got no answer by its deadline (or failed in the
 * network): says so in plain words and offers to ask again ('Try again'), instead of a spinner
 * that never ends. `what` names the page's data: 'this job', 'the jobs for this search'.
 */
export function NotAnsweringNote({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Group gap="sm" role="status" wrap="wrap">
      <Text size="sm" c="dark.6">
        The network is not answering, so {what} could not be loaded.
      </Text>
      <Button size="compact-sm" variant="light" onClick={onRetry}>
        Try again
      </Button>
    </Group>
  );
}
