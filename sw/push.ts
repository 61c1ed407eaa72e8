/// <reference lib="webworker" />
import { decideNotificationClick, notificationOfPush } from './push-notification';

declare const self: ServiceWorkerGlobalScope;

/**
 * The worker's Web Push handlers (issue 25): a push shows its notification (title, body, icon,
 * `data.url`); a tap on it opens the app at that path, or focuses (and takes there) the app's
 * window that is open.
 */
export function installPush(): void {
  self.addEventListener('push', (event: PushEvent) => {
    const shown = notificationOfPush(event.data ? event.data.text() : null);
    event.waitUntil(self.registration.showNotification(shown.title, shown.options));
  });

  self.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const path = (event.notification.data as { url?: unknown } | null)?.url;
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const decision = decideNotificationClick(
          typeof path === 'string' ? path : '/',
          windows.map((window) => ({ url: window.url, focused: window.focused })),
          self.location.origin,
        );
        if (decision.kind === 'open') {
          await self.clients.openWindow(decision.url);
          return;
        }
        const window = windows[decision.index];
        // focusing may be refused (no user activation): the window is still taken to the screen
        const focused = await window.focus().catch(() => null);
        if (decision.kind !== 'navigate') return;
        // a window the worker does not control cannot be navigated: a new one opens instead
        const moved = await (focused ?? window).navigate(decision.url).catch(() => null);
        if (!moved) await self.clients.openWindow(decision.url);
      })(),
    );
  });
}
