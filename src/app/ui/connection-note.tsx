import { Text } from '@mantine/core';
import { useEventStreamState } from '../api/event-stream';

export const CONNECTION_DOWN_NOTE = 'Not connected: new messages show here when the connection is back.';

/**
 * A conversation (both roles' chat) says when the tab's event stream is down (dropped, cannot
 * connect, offline): new messages do not arrive live meanwhile. Nothing while it connects or is open.
 */
export function ConnectionNote() {
  const state = useEventStreamState();
  if (state !== 'down') return null;
  return (
    <Text size="sm" c="dark.6" role="status">
      {CONNECTION_DOWN_NOTE}
    </Text>
  );
}
