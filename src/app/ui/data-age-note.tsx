import { Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { dataAge } from './data-age';

/**
 * Offline, a screen showing cached data says how old it is: 'You are offline: showing the options
 * saved on this phone 5 minutes ago.' Online it shows nothing.
 */
export function DataAgeNote({ updatedAt, what }: { updatedAt: number; what: string }) {
  const { online } = useNetwork();
  if (online || !updatedAt) return null;
  return (
    <Text size="sm" c="dark.6" role="status">
      You are offline: showing {what} saved on this phone {dataAge(updatedAt)}.
    </Text>
  );
}
