import { Box, Text } from '@mantine/core';
import { useOnline } from '../api/reachability';

/** A slim bar at the top of every screen while the browser is offline. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <Box role="status" aria-live="polite">
      {online ? null : (
        <Box bg="#fff3bf" c="#3d2e00" px="md" py={6} style={{ borderBottom: '1px solid #e6c300' }}>
          <Text size="sm" ta="center">
            You are offline. Saves, assessment answers and messages are kept on this phone and sent when you
            are back online.
          </Text>
        </Box>
      )}
    </Box>
  );
}
