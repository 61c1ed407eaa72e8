import { Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { failureMessage, LOADING_PROFILE, PROFILE_FETCH_FAILED, PROFILE_NOT_ON_PHONE } from './profile-texts';

/**
 * What /view-profile and /edit-profile show while the profile is not there: the §8 failure
 * ('Error: ' and the message), offline without a saved copy, or loading.
 */
export function ProfileQueryState({ query }: { query: Pick<UseQueryResult, 'error' | 'fetchStatus'> }) {
  if (query.error)
    return (
      <Text c="red.9" role="alert">
        {`Error: ${failureMessage(query.error, PROFILE_FETCH_FAILED)}`}
      </Text>
    );
  if (query.fetchStatus === 'paused') return <Text role="status">{PROFILE_NOT_ON_PHONE}</Text>;
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" aria-hidden="true" />
      <Text>{LOADING_PROFILE}</Text>
    </Group>
  );
}
