import { isSessionEnded } from '@app/api/client';
import { refreshOutbox, useOutbox } from '@app/offline/outbox';
import { notify } from '@app/ui/notify';
import type { PreferenceName, Preferences } from '@contract/notifications';
import type { OutboxRecord } from '@contract/outbox';
import { Alert, Card, Checkbox, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { preferencesQueryKey, preferencesQueryOptions, sendPreferences } from './api/preferences';
import {
  DASHBOARD_PREFERENCES,
  PREFERENCES_FAILED,
  PREFERENCES_KEPT_NOTE,
  PREFERENCES_WAITING,
  sendDevicePreferencesOnce,
} from './dashboard-preferences';
import { DevicePushControl } from './device-push-control';

const waits = (record: OutboxRecord) =>
  record.kind === 'save_preferences' && (record.state === 'waiting' || record.state === 'sending');

/**
 * The account's preferences as the dashboard shows them: read from the server (persisted, so they
 * open offline), not asked while a change waits in the service worker's queue (the screen keeps
 * the change made), and asked again as soon as nothing waits: once the outbox is read on opening
 * (the persisted copy may be older than the account), and once a waiting change was sent. The
 * boxes take a change only once the outbox is read (`loaded`): that first read of the account then
 * starts before any change, which cancels it; one started after a change could answer what the
 * account had before it and flip the box back under the finger.
 */
function useAccountPreferences() {
  const { records, loaded } = useOutbox();
  const waiting = records.some(waits);
  const ready = loaded && !waiting;
  const query = useQuery({ ...preferencesQueryOptions(), enabled: ready });
  const { refetch } = query;
  useEffect(() => {
    if (ready) void refetch({ cancelRefetch: false });
  }, [ready, refetch]);
  return { query, waiting, loaded };
}

/**
 * The device's old choices (kept here before they were the account's) go to the account once, on
 * the first load after the change: shown at once, saved (or queued), then removed from the device.
 */
export function useSendDevicePreferencesOnce(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void sendDevicePreferencesOnce(async (preferences) => {
      // a read on the way answers the account as it was before these
      void queryClient.cancelQueries({ queryKey: preferencesQueryKey() }, { revert: false });
      // the device kept the four: Daily digest stays as the account has it (on for a new one)
      queryClient.setQueryData<Preferences>(preferencesQueryKey(), (now) => ({
        daily_digest: true,
        ...now,
        ...preferences,
      }));
      const outcome = await sendPreferences(preferences);
      if (outcome.queued) refreshOutbox();
      else queryClient.setQueryData<Preferences>(preferencesQueryKey(), outcome.saved);
    });
  }, [queryClient]);
}

/** The dashboard's Preferences card: the spec's four checkboxes and Daily digest, saved to the account. */
export function PreferencesCard() {
  const queryClient = useQueryClient();
  const { query, waiting, loaded } = useAccountPreferences();
  const preferences = query.data;
  // The box being changed shows its new state in the same render as the tap: the query cache
  // tells its observers a moment later (TanStack Query batches on a timer), and a controlled
  // checkbox would otherwise flip back for that moment.
  const [changing, setChanging] = useState<Partial<Preferences>>({});

  const toggle = async (name: PreferenceName, checked: boolean) => {
    const key = preferencesQueryKey();
    const before = queryClient.getQueryData<Preferences>(key);
    if (!before) return;
    setChanging((now) => ({ ...now, [name]: checked }));
    // a read on the way would put back what the account had: it is dropped, the box changes at once
    void queryClient.cancelQueries({ queryKey: key }, { revert: false });
    queryClient.setQueryData<Preferences>(key, { ...before, [name]: checked });
    // once the cache has told its observers (its timer was set first), it shows the change
    setTimeout(() => setChanging(({ [name]: _shown, ...rest }) => rest), 0);
    try {
      const outcome = await sendPreferences({ [name]: checked });
      if (outcome.queued) refreshOutbox();
      else queryClient.setQueryData<Preferences>(key, outcome.saved);
    } catch (error) {
      console.error('Saving the preferences failed', error);
      queryClient.setQueryData<Preferences>(key, (now) => (now ? { ...now, [name]: before[name] } : before));
      if (!isSessionEnded(error)) notify.error(PREFERENCES_FAILED);
    }
  };

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Preferences
        </Title>
        {preferences ? (
          DASHBOARD_PREFERENCES.map((preference) => (
            <Checkbox
              key={preference.key}
              label={preference.label}
              description={'description' in preference ? preference.description : undefined}
              checked={changing[preference.key] ?? preferences[preference.key]}
              disabled={!loaded}
              onChange={(event) => void toggle(preference.key, event.currentTarget.checked)}
            />
          ))
        ) : query.error ? (
          <Alert color="red" variant="light" role="alert">
            Your preferences could not be loaded. Please try again.
          </Alert>
        ) : (
          // on the way: the rows drawn as placeholders of a checkbox row's height (20 px, its
          // box and its label's line), so nothing below moves; plain text, not checkboxes, so
          // nothing can be taken for a box that is off
          <Stack gap="xs" aria-busy="true" aria-label="Loading your preferences…">
            {DASHBOARD_PREFERENCES.map((preference) => (
              <div key={preference.key} aria-hidden="true">
                <Group gap="sm" wrap="nowrap" h={20}>
                  <Skeleton w={20} h={20} radius="sm" />
                  <Text size="sm" lh={1} c="dark.6">
                    {preference.label}
                  </Text>
                </Group>
                {'description' in preference ? (
                  // the loaded row's description line, in its place
                  <Text size="xs" c="dark.6" pl={32} mt={5}>
                    {preference.description}
                  </Text>
                ) : null}
              </div>
            ))}
          </Stack>
        )}
        {waiting ? (
          <Text size="xs" c="dark.6" role="status">
            {PREFERENCES_WAITING}
          </Text>
        ) : null}
        <Text size="xs" c="dark.6">
          {PREFERENCES_KEPT_NOTE}
        </Text>
        <DevicePushControl />
      </Stack>
    </Card>
  );
}
