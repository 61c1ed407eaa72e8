import { isSessionEnded } from '@app/api/client';
import { QUERY_ROOTS } from '@app/api/query-keys';
import { readQueryOptions } from '@app/api/read-query';
import {
  currentSubscription,
  DEVICE_PUSH_BLOCKED,
  DEVICE_PUSH_FAILED,
  DEVICE_PUSH_LABEL,
  DEVICE_PUSH_OFF,
  DEVICE_PUSH_ON,
  pushSupported,
  turnPushOff,
  turnPushOn,
} from '@app/offline/device-push';
import { useAfterIdle } from '@app/ui/idle-lazy';
import { notify } from '@app/ui/notify';
import { pushKey } from '@contract/push';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

type DeviceState =
  | { kind: 'reading' }
  | { kind: 'off' }
  | { kind: 'blocked' }
  | { kind: 'on'; subscription: PushSubscription };

/**
 * The Preferences card's control for notifications on this device (issue 25): shown only where the
 * browser has Web Push and the server a VAPID key; the browser's permission is asked on the tap.
 */
export function DevicePushControl() {
  const supported = pushSupported();
  // asked once the dashboard is drawn and the phone idle: not among the screen's first requests
  const idle = useAfterIdle();
  const key = useQuery({
    ...readQueryOptions(pushKey, [QUERY_ROOTS.pushKey] as const, { staleTime: Number.POSITIVE_INFINITY }),
    enabled: supported && idle,
  });
  const publicKey = key.data?.public_key ?? null;
  const [state, setState] = useState<DeviceState>({ kind: 'reading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!publicKey) return;
    let current = true;
    void (async () => {
      if (Notification.permission === 'denied') {
        if (current) setState({ kind: 'blocked' });
        return;
      }
      const subscription = await currentSubscription(publicKey).catch(() => null);
      if (current) setState(subscription ? { kind: 'on', subscription } : { kind: 'off' });
    })();
    return () => {
      current = false;
    };
  }, [publicKey]);

  if (!supported || !publicKey || state.kind === 'reading') return null;

  const turnOn = async () => {
    setBusy(true);
    try {
      if ((await turnPushOn(publicKey)) === 'blocked') {
        setState({ kind: Notification.permission === 'denied' ? 'blocked' : 'off' });
        return;
      }
      const subscription = await currentSubscription(publicKey);
      setState(subscription ? { kind: 'on', subscription } : { kind: 'off' });
    } catch (error) {
      console.error('Turning notifications on failed', error);
      if (!isSessionEnded(error)) notify.error(DEVICE_PUSH_FAILED);
    } finally {
      setBusy(false);
    }
  };
  const turnOff = async (subscription: PushSubscription) => {
    setBusy(true);
    try {
      await turnPushOff(subscription);
      setState({ kind: 'off' });
    } catch (error) {
      console.error('Turning notifications off failed', error);
      if (!isSessionEnded(error)) notify.error('Notifications could not be turned off. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={4} data-testid="device-push">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={500}>
          {DEVICE_PUSH_LABEL}
        </Text>
        {state.kind === 'on' ? (
          <Button size="xs" variant="default" loading={busy} onClick={() => void turnOff(state.subscription)}>
            Turn off
          </Button>
        ) : state.kind === 'off' ? (
          <Button size="xs" loading={busy} onClick={() => void turnOn()}>
            Turn on
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c="dark.6" role={state.kind === 'blocked' ? 'status' : undefined}>
        {state.kind === 'on'
          ? DEVICE_PUSH_ON
          : state.kind === 'blocked'
            ? DEVICE_PUSH_BLOCKED
            : DEVICE_PUSH_OFF}
      </Text>
    </Stack>
  );
}
