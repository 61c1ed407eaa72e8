import { JOB_NOT_FOUND } from '@contract/jobs';
import { encodeOutboxLabel } from '@contract/outbox';
import type { Page } from '@playwright/test';
import { apiLogin, test as base, expect, readAppStorage } from './fixtures';
import { expectControlled, firstUnsavedCard, listedJobIds, saveToggle, shot } from './jobs-test-kit';

/**
 * Each test signs in as a candidate signed up for it: this file saves jobs, and the demo
 * candidate's lists are what other journeys on the same server check.
 */
const test = base.extend({
  signInAs: async ({ newCandidate }, use) =>
    use({ email: newCandidate.email, password: newCandidate.password }),
});

/**
 * The outbox (issue 9): every write the service worker keeps is listed with its job, when it was
 * made and its state; the header's Outbox button counts them; a refused write says why and can be
 * retried or discarded; sign-out warns about unsent changes and clears them.
 */

const outboxButton = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Outbox/ });

test.describe('the outbox', () => {
  test.beforeEach(async ({ session, setAppStorage }) => {
    await setAppStorage({
      token: session.token,
      isCandidateLogin: 'true',
      user_id: String(session.userDetails?.user_id),
    });
  });

  test('a save made offline waits in the outbox, is sent once when back online, then leaves the list', async ({
    page,
    context,
    session,
    request,
    openApp,
    checkAxe,
    expectNoSidewaysScroll,
  }) => {
    await openApp('/jobpostings?location=noida');
    await expectControlled(page);
    const { card, title } = await firstUnsavedCard(page);
    const before = await listedJobIds(request, session.token, 'saved_jobs');
    await expect(outboxButton(page)).toHaveCount(0);

    await context.setOffline(true);
    try {
      await saveToggle(card, title, false).click();
      await expect(outboxButton(page)).toHaveAccessibleName('Outbox: 1 waiting');
      await outboxButton(page).click();
      await expect(page).toHaveURL(/\/outbox$/);
      const item = page.getByRole('listitem').filter({ hasText: title });
      await expect(item.getByText('Save job', { exact: true })).toBeVisible();
      await expect(item.getByText('Waiting', { exact: true })).toBeVisible();
      await expect(item.getByText(/^Made today at \d\d:\d\d$/)).toBeVisible();
      await expect(page.getByText(/You are offline\. What waits here is saved on this phone/)).toBeVisible();
      await shot(page, 'outbox-waiting');
      await checkAxe();
      await expectNoSidewaysScroll();
    } finally {
      await context.setOffline(false);
    }

    const item = page.getByRole('listitem').filter({ hasText: title });
    await expect(item.getByText('Sent', { exact: true })).toBeVisible({ timeout: 20_000 });
    expect(await listedJobIds(request, session.token, 'saved_jobs')).toHaveLength(before.length + 1);
    // sent items leave the list after a short while, and the header button with them
    await expect(item).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByText(/Nothing is waiting to be sent/)).toBeVisible();
    await expect(outboxButton(page)).toHaveCount(0);
    expect(await listedJobIds(request, session.token, 'saved_jobs')).toHaveLength(before.length + 1);
  });

  test('a write the server refuses says why; Retry now tries again, Discard asks first and drops it', async ({
    page,
    context,
    session,
    openApp,
  }) => {
    await openApp('/outbox');
    await expectControlled(page);
    await expect(page.getByText(/Nothing is waiting to be sent/)).toBeVisible();
    await context.setOffline(true);
    // A save of a job that does not exist, as the app would send it: the server refuses it (404).
    const label = encodeOutboxLabel({
      kind: 'save_job',
      job_id: 987654,
      title: 'Ghost Billing Job',
      user_id: String(session.userDetails?.user_id),
    });
    const queued = await page.evaluate(
      async ({ token, label }) => {
        const answer = await fetch('/api/candidates/save_job', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${token}`,
            'X-Queue': '1',
            'Idempotency-Key': crypto.randomUUID(),
            'X-Outbox': label,
          },
          body: JSON.stringify({ job_id: 987654, saved: true }),
        });
        return { status: answer.status, body: await answer.json() };
      },
      { token: session.token, label },
    );
    expect(queued).toEqual({ status: 202, body: { success: true, queued: true } });
    const item = page.getByRole('listitem').filter({ hasText: 'Ghost Billing Job' });
    await expect(item.getByText('Waiting', { exact: true })).toBeVisible();
    await expect(outboxButton(page)).toHaveAccessibleName('Outbox: 1 waiting');

    await context.setOffline(false);
    await expect(item.getByText('Failed', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(item.getByText(`Not sent: ${JOB_NOT_FOUND}`)).toBeVisible();
    await expect(outboxButton(page)).toHaveAccessibleName('Outbox: 1 failed');
    await shot(page, 'outbox-failed');

    await item.getByRole('button', { name: /^Retry now/ }).click();
    await expect(item.getByText('Failed', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(item.getByText(`Not sent: ${JOB_NOT_FOUND}`)).toBeVisible();

    await item.getByRole('button', { name: /^Discard/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard change' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(item).toHaveCount(1);
    await item.getByRole('button', { name: /^Discard/ }).click();
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(item).toHaveCount(0);
    await expect(outboxButton(page)).toHaveCount(0);
    // gone for good: a reload does not bring it back
    await page.reload();
    await expect(page.getByText(/Nothing is waiting to be sent/)).toBeVisible();
  });

  test('signing out with a change still waiting warns first, and the change is never sent', async ({
    page,
    context,
    session,
    newCandidate,
    request,
    openApp,
  }) => {
    await openApp('/jobpostings?location=noida');
    await expectControlled(page);
    const before = await listedJobIds(request, session.token, 'saved_jobs');
    const { card, title } = await firstUnsavedCard(page);
    await context.setOffline(true);
    try {
      await saveToggle(card, title, false).click();
      await expect(outboxButton(page)).toHaveAccessibleName('Outbox: 1 waiting');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Signout' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign Out' });
      await expect(
        dialog.getByText('1 change made on this phone has not been sent yet. Signing out now would lose it.'),
      ).toBeVisible();
      await dialog.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 15_000 });
    } finally {
      await context.setOffline(false);
    }
    // back online, the worker replays what it holds: nothing of the signed-out candidate
    await page.evaluate(async () => {
      const worker = (await navigator.serviceWorker.ready).active;
      worker?.postMessage({ type: 'REPLAY_QUEUE' });
    });
    await page.waitForTimeout(3000);
    // read with a new session: the sign-out, sent once back online, ended the old one (issue 35 H13)
    const again = await apiLogin(request, { email: newCandidate.email, password: newCandidate.password });
    expect(await listedJobIds(request, again.token, 'saved_jobs')).toEqual(before);
  });

  test('a sign-out made offline ends the session on the server once the phone is back online (issue 35 H13)', async ({
    page,
    context,
    session,
    request,
    openApp,
  }) => {
    await openApp('/dashboard');
    await expectControlled(page);
    const dashboard = async () =>
      (
        await request.get('/api/candidates/dashboard', {
          headers: { authorization: `Bearer ${session.token}` },
        })
      ).status();
    expect(await dashboard()).toBe(200);

    await context.setOffline(true);
    try {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Signout' }).click();
      await page.getByRole('dialog', { name: 'Sign Out' }).getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByText('You are successfully signed out').first()).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 15_000 });
      expect(await readAppStorage(page)).toEqual({});
      // the phone forgot the session; the server has not heard of it yet
      expect(await dashboard()).toBe(200);
    } finally {
      await context.setOffline(false);
    }
    // back online: the worker's queue sends the sign-out with the old token, which then ends
    await expect.poll(dashboard, { timeout: 30_000 }).toBe(403);
    await expect(page.getByText(/session ended/)).toHaveCount(0);
  });
});
