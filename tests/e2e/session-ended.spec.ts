import type { Page } from '@playwright/test';
import { apiLogin, atPath, demoCandidates, expect, postJson, readAppStorage, test } from './fixtures';
import { firstUnsavedCard, saveToggle } from './jobs-test-kit';

/**
 * A session that ends under an open page (issue 22 B4, SH2): signed out in another tab, or
 * revoked on the server. Every tab takes the session-ended path ('Invalid session', or 'You
 * signed out in another tab' after a deliberate sign-out there (issue 35 C7), then the login,
 * keeping the signed-in page in `?redirect=`), never a screen's own failure.
 */

// Service workers off: these journeys are about the session, not the cache.
test.use({ serviceWorkers: 'block' });

const SAVE_FAILED = 'Failed to save job. Please try again.';

/**
 * The page's event stream has connected. It opens once the screen is painted and the page idle
 * (src/app/ui/after-paint.ts): a session ended before that would be told by the stream's own
 * answer, not by the call the journey makes.
 */
function streamOpened(page: Page): Promise<unknown> {
  return page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/events');
}

async function signOutThroughMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Signout' }).click();
  await page.getByRole('dialog', { name: 'Sign Out' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(atPath('/'));
}

test.describe('signed out in another tab (issue 22 B4)', () => {
  test('the other tab says You signed out in another tab (issue 35 C7) and goes to the login, keeping its page', async ({
    signedInPage: first,
    context,
    openApp,
  }) => {
    await openApp('/dashboard', first);
    const second = await context.newPage();
    // the other tab's stream is open: the sign-out also ends it on the server (H1), and what the
    // tab says must still be the sign-out's own words, never 'Invalid session'
    const secondStream = streamOpened(second);
    await openApp('/saved-jobs', second);
    await expect(second.getByRole('heading', { name: 'Your Saved Jobs', level: 1 })).toBeVisible();
    await secondStream;

    await signOutThroughMenu(first);

    await expect(second.getByText('You signed out in another tab').first()).toBeVisible();
    await expect(second).toHaveURL(atPath('/'));
    await expect(second).toHaveURL(/redirect=%2Fsaved-jobs/);
    await expect(second.getByRole('heading', { name: 'Jobseeker Login' })).toBeVisible();
    await expect(second.getByText('Invalid session')).toHaveCount(0);
  });

  test("tapping save in a tab that missed the news: the 401 answer takes the same path, no 'Failed to save job'", async ({
    signedInPage: first,
    context,
    openApp,
  }) => {
    await openApp('/dashboard', first);
    const second = await context.newPage();
    // This tab does not hear the other tab's storage change (a phone that froze it, say): the
    // answer to its next call is what tells it.
    await second.addInitScript(() => {
      window.addEventListener('storage', (event) => event.stopImmediatePropagation(), { capture: true });
    });
    const secondSettled = streamOpened(second);
    await openApp('/jobpostings', second);
    const { card, title } = await firstUnsavedCard(second);
    await expect(card).toBeVisible();
    await secondSettled;

    await signOutThroughMenu(first);
    await expect(second).toHaveURL(atPath('/jobpostings'));

    await saveToggle(card, title, false).click();
    await expect(second.getByText('Invalid session').first()).toBeVisible();
    await expect(second).toHaveURL(atPath('/'));
    await expect(second).toHaveURL(/redirect=%2Fjobpostings/);
    await expect(second.getByRole('heading', { name: 'Jobseeker Login' })).toBeVisible();
    await expect(second.getByText(SAVE_FAILED)).toHaveCount(0);
  });

  test("a session revoked on the server: save says Invalid session only, not 'Failed to save job'", async ({
    signedInPage: page,
    openApp,
  }) => {
    const settled = streamOpened(page);
    await openApp('/jobpostings', page);
    const { card, title } = await firstUnsavedCard(page);
    await expect(card).toBeVisible();
    await settled;
    const { token } = await readAppStorage(page);
    expect((await postJson(page.request, '/auth/logout', {}, token)).status).toBe(200);

    await saveToggle(card, title, false).click();
    await expect(page.getByText('Invalid session').first()).toBeVisible();
    await expect(page).toHaveURL(atPath('/'));
    await expect(page.getByRole('heading', { name: 'Jobseeker Login' })).toBeVisible();
    await expect(page.getByText(SAVE_FAILED)).toHaveCount(0);
  });
});

test.describe('an ended session keeps the link (issue 22 SH2)', () => {
  test('/jobpostings/17 with a revoked token: Invalid session, the login keeps the job, and lands on it', async ({
    page,
    request,
    openApp,
    setAppStorage,
  }) => {
    const { token } = await apiLogin(request, demoCandidates.complete);
    const job = (
      await (
        await request.get('/api/candidates/job', {
          params: { id: '17' },
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()
    ).result.job as { id: number; job_title: string };
    expect((await postJson(request, '/auth/logout', {}, token)).status).toBe(200);
    await setAppStorage({ token, isCandidateLogin: 'true' });

    await openApp('/jobpostings/17', page);
    await expect(page.getByText('Invalid session').first()).toBeVisible();
    await expect(page).toHaveURL(atPath('/'));
    await expect(page).toHaveURL(/redirect=%2Fjobpostings%2F17/);

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demoCandidates.complete.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoCandidates.complete.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(atPath('/jobpostings/17'));
    await expect(page.getByRole('heading', { level: 1, name: job.job_title })).toBeVisible();
  });
});
