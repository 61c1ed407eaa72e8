import webpush from 'web-push';
import { APPLIED_JOBS_HEADING } from '../../src/app/features/jobs/applied-jobs-screen';
import { atPath, expect, test } from './fixtures';
import { expectControlled } from './jobs-test-kit';

/**
 * Issue 25's Web Push in Chromium, where no push service is reachable: the server's VAPID key
 * makes the Preferences card offer 'Notifications on this device'; a push delivered to the
 * service worker through the DevTools protocol (ServiceWorker.deliverPushMessage, with the
 * payload the server sends for a status change) shows its notification (read back with
 * registration.getNotifications()), and a click on it (the worker's notificationclick, dispatched
 * in the worker) takes the app to the notification's screen. The sending itself is proven by
 * src/server/services/push/push.test.ts (a local endpoint decrypts what the server sent).
 */

const vapid = webpush.generateVAPIDKeys();
test.use({
  serverOptions: {
    env: {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:jobs@example.in',
    },
  },
});

interface ShownNotification {
  title: string;
  body: string;
  icon: string;
  tag: string;
  data: { url?: string } | null;
}

test('a push shows its notification and a click on it opens its screen', async ({
  signedInPage: page,
  openApp,
  checkAxe,
}) => {
  const context = page.context();
  await openApp('/dashboard', page);
  await expectControlled(page);
  const origin = new URL(page.url()).origin;
  await context.grantPermissions(['notifications'], { origin });

  // the server has a key: the card offers notifications on this device (asked only on a tap)
  const control = page.getByTestId('device-push');
  await expect(control.getByText('Notifications on this device')).toBeVisible();
  await expect(control.getByRole('button', { name: 'Turn on' })).toBeVisible();
  await checkAxe();

  const cdp = await context.newCDPSession(page);
  const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.some((r) => r.scopeURL === `${origin}/`)).toBe(true);
  const registrationId = registrations.find((r) => r.scopeURL === `${origin}/`)?.registrationId ?? '';

  // what the server's queue sends for a status change (services/notification-events.ts)
  const payload = {
    title: 'Application update',
    body: 'Acme Health shortlisted your application for Medical Coder',
    url: '/applied-jobs',
    tag: 'status',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify(payload),
  });
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map(
        (n): ShownNotification => ({ title: n.title, body: n.body, icon: n.icon, tag: n.tag, data: n.data }),
      );
    });
  await expect.poll(shown).toEqual([
    {
      title: payload.title,
      body: payload.body,
      icon: `${origin}/icons/icon-192.png`,
      tag: 'status',
      data: { url: '/applied-jobs' },
    },
  ]);

  // the click (no DevTools command clicks a notification): the worker's own handler, in the worker
  const [worker] = context.serviceWorkers();
  await worker.evaluate(async () => {
    const scope = globalThis as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications();
    const NotificationEventOf = (
      globalThis as unknown as {
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      }
    ).NotificationEvent;
    scope.dispatchEvent(new NotificationEventOf('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(atPath('/applied-jobs'));
  await expect(page.getByRole('heading', { level: 1, name: APPLIED_JOBS_HEADING })).toBeVisible();
  // the click closed it
  await expect.poll(shown).toEqual([]);
});
