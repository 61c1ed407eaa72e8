import { TOAST_MS } from '@contract/limits';
import { Notifications } from '@mantine/notifications';

/**
 * Mantine's toast container, top-right, 5000 ms by default (signed-out spec §9). Loaded lazily by
 * AppProviders: toasts shown before it mounts wait in the notifications store.
 */
export default function ToastContainer() {
  return <Notifications position="top-right" autoClose={TOAST_MS} zIndex={1000} />;
}
