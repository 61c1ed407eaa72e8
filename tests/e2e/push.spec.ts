import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CERTIFICATE,
  type PushTestEndpoint,
  startPushTestEndpoint,
} from '@server/test-kits/push-test-endpoint';
import webpush from 'web-push';
import { atPath, test as base, expect } from './fixtures';
import { expectControlled } from './jobs-test-kit';
import { applyThroughApi, openJobOf, recruiterToken } from './recruiter-test-kit';

/**
 * Issue 25's Web Push, end to end with what can run here (no push service is reachable): the
 * server's VAPID key makes the Preferences card offer 'Notifications on this device'; the
 * candidate's subscription points at a local push endpoint (the test kit's HTTPS server, trusted by
 * the server through NODE_EXTRA_CA_CERTS); a recruiter's status change makes the server send a push
 * there, which the endpoint decrypts (RFC 8291) and whose VAPID it checks; that payload is then
 * delivered to the app's service worker through the DevTools protocol
 * (ServiceWorker.deliverPushMessage): it shows its notification (read back with
 * registration.getNotifications()), and a click on it (the worker's notificationclick,
 * dispatched in the worker: no DevTools command clicks a notification) opens its screen.
 */

/** A candidate of the test's own (a new application each run). */
const test = base.extend({
  signInAs: async ({ newCandidate }, use) =>
    use({ email: newCandidate.email, password: newCandidate.password }),
});

const vapid = webpush.generateVAPIDKeys();
const caFile = join(tmpdir(), `rcm-push-test-ca-${process.pid}.pem`);
writeFileSync(caFile, CERTIFICATE);
test.use({
  serverOptions: {
    env: {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:jobs@example.in',
      NODE_EXTRA_CA_CERTS: caFile,
      // the local push endpoint is on 127.0.0.1, which a production server never connects to
      PUSH_ALLOW_LOOPBACK: 'true',
    },
  },
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let pushService: PushTestEndpoint;
test.beforeAll(async () => {
  pushService = await startPushTestEndpoint();
});
test.afterAll(async () => {
  await pushService?.close();
});

interface ShownNotification {
  title: string;
  body: string;
  icon: string;
  tag: string;
  data: { url?: string } | null;
}

test('a status change is pushed (decrypted at a local push endpoint); the push shows its notification and its click opens the job', async ({
  signedInPage: page,
  session,
  request,
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

  // this device's subscription, at the local push endpoint
  const subscription = pushService.subscribe();
  const saved = await request.post('/api/candidates/push/subscriptions', {
    headers: { authorization: `Bearer ${session.token}` },
    data: subscription,
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // a recruiter shortlists the candidate: the server's queue sends the push, encrypted and signed
  const recruiter = await recruiterToken(request, 'anita');
  const job = await openJobOf(request, recruiter);
  const applicationId = await applyThroughApi(request, session.token, job.id);
  const changed = await request.put(`/api/recruiters/applications/${applicationId}/status`, {
    headers: { authorization: `Bearer ${recruiter}` },
    data: { status: 'shortlisted', reason: '' },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  const path = new URL(subscription.endpoint).pathname;
  await expect
    .poll(() => pushService.received.filter((push) => push.path === path).length, {
      message: `no push decrypted (refused: ${pushService.refused.join('; ')})`,
    })
    .toBe(1);
  const [push] = pushService.received.filter((received) => received.path === path);
  expect(push.vapid).toMatchObject({
    k: vapid.publicKey,
    sub: 'mailto:jobs@example.in',
    aud: pushService.origin,
  });
  const payload = JSON.parse(push.plaintext) as { title: string; body: string; url: string; tag: string };
  expect(payload).toEqual({
    title: 'Application update',
    body: expect.stringMatching(new RegExp(` shortlisted your application for ${escapeRegExp(job.title)}$`)),
    url: `/jobpostings/${job.id}`,
    tag: 'status',
  });

  // the push service would hand it to the browser: here, the DevTools protocol does
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: push.plaintext,
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
      data: { url: `/jobpostings/${job.id}` },
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
  await expect(page).toHaveURL(atPath(`/jobpostings/${job.id}`));
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  // the click closed it
  await expect.poll(shown).toEqual([]);
});
