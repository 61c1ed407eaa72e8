import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The toast container (transitions, portal, scroll lock) is loaded on demand: a first visit that
// shows no toast never fetches it. Toasts shown before it mounts wait in Mantine's notifications
// store and appear when it does.
const ToastContainer = lazy(() => import('./toast-container'));

/** Whether the store holds a toast (shown or queued): the container is needed from then on. */
export function hasToasts(state: { notifications: readonly unknown[]; queue: readonly unknown[] }): boolean {
  return state.notifications.length > 0 || state.queue.length > 0;
}

/** Mounts the toast container the first time a toast is shown, and keeps it mounted after. */
export function DeferredToasts() {
  const state = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && hasToasts(state)) setNeeded(true);
  if (!needed && !hasToasts(state)) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
