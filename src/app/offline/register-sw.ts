import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import { Workbox } from 'workbox-window';
import { SW_MESSAGES } from '../../contract/headers';
import { notify } from '../ui/notify';
import { requestReplay, subscribeToQueue } from './queued-write';
import { UPDATE_NOTIFICATION_ID, UpdatePrompt } from './update-prompt';

let workbox: Workbox | undefined;

function offerReload(wb: Workbox): void {
  const reload = () => {
    notifications.hide(UPDATE_NOTIFICATION_ID);
    wb.addEventListener('controlling', () => window.location.reload());
    // Posts { type: 'SKIP_WAITING' } (SW_MESSAGES.skipWaiting) to the waiting worker.
    wb.messageSkipWaiting();
  };
  notifications.show({
    id: UPDATE_NOTIFICATION_ID,
    message: createElement(UpdatePrompt, { onReload: reload }),
    autoClose: false,
    withCloseButton: true,
  });
}

/**
 * Registers /sw.js (production builds only; main.tsx calls this once). Offers a reload when a new
 * version waits, asks the worker to replay queued writes at start and whenever the browser comes
 * back online, and tells the candidate when a queued write was dropped because the session ended.
 */
export function registerServiceWorker(): Workbox | undefined {
  if (workbox || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return workbox;
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;
  wb.addEventListener('waiting', () => offerReload(wb));
  subscribeToQueue((event) => {
    if (event.type === SW_MESSAGES.authDropped) {
      notify.error(
        'A change made offline could not be sent because your session ended. Please log in again.',
        {
          id: 'queue-auth-dropped',
        },
      );
    }
  });
  window.addEventListener('online', () => {
    void requestReplay();
  });
  void wb
    .register()
    .then(() => requestReplay())
    .catch(() => {
      // No service worker (private mode, unsupported): the app still works online.
    });
  return wb;
}
