import { SW_MESSAGES } from '@contract/page-worker';
import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import type { Workbox } from 'workbox-window';
import { notify } from '../ui/notify';
import { requestReplay, subscribeToQueue } from './queued-write';
import { UPDATE_NOTIFICATION_ID, UpdatePrompt } from './update-prompt';

function offerReload(wb: Workbox): void {
  const reload = () => {
    notifications.hide(UPDATE_NOTIFICATION_ID);
    wb.addEventListener('controlling', () => window.location.reload());
    // Posts SW_MESSAGES.skipWaiting (the name Workbox uses) to the waiting worker.
    wb.messageSkipWaiting();
  };
  notifications.show({
    id: UPDATE_NOTIFICATION_ID,
    message: createElement(UpdatePrompt, { onReload: reload }),
    autoClose: false,
    withCloseButton: true,
  });
}

let registration: Promise<void> | undefined;

/**
 * Registers /sw.js (production builds only; main.tsx calls this once; later calls return the
 * first one's promise). Offers a reload when a new version waits, asks the worker to replay queued
 * writes at start and whenever the browser comes back online, and tells the candidate when a
 * queued write was dropped because the session ended.
 *
 * workbox-window (its update lifecycle: 'waiting', skip waiting, 'controlling') is loaded only when
 * a worker already controls the page, i.e. when there is a version to update: on a first visit
 * the page registers /sw.js itself (the first worker activates at once, nothing waits), and the
 * next load, which has a controller, offers any update that arrived in between.
 */
export function registerServiceWorker(): Promise<void> | undefined {
  if (registration || typeof navigator === 'undefined' || !('serviceWorker' in navigator))
    return registration;
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
  registration = (async () => {
    if (navigator.serviceWorker.controller) {
      const { Workbox } = await import('workbox-window');
      const wb = new Workbox('/sw.js', { scope: '/' });
      wb.addEventListener('waiting', () => offerReload(wb));
      await wb.register();
    } else {
      await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    }
    await requestReplay();
  })().catch(() => {
    // No service worker (private mode, unsupported): the app still works online.
  });
  return registration;
}
