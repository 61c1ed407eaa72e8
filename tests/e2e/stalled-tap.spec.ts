import { READ_TIMEOUT_MS } from '@contract/endpoint';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { networkQuiet } from './quiet-network';
import { recruiterLogin } from './recruiter-test-kit';

/**
 * Issue 35 C1: a tap on a network that has stopped answering altogether (the server paused: its
 * API, its event stream, its files) must not look frozen. The new screen shows its frame (its
 * heading and loading words) at once, never the screen it came from, and says the network is not
 * answering by the read's deadline (READ_TIMEOUT_MS), on every signed-in screen of both roles
 * (route-frames.tsx). The page's clock is Playwright's, so the deadline is jumped to, not waited.
 */

/**
 * The screens' frames are armed once the signed-in layout has painted and the page been idle
 * (ui/pending-frames.tsx: at most 2 s later): the page's clock is moved on past that, so a phone
 * that stalls after it has them.
 */
async function framesArmed(page: Page): Promise<void> {
  await networkQuiet(page);
  await page.clock.runFor(3_000);
}

/** From now on nothing the page asks of the server is answered; the count of what it asked. */
async function stall(context: BrowserContext): Promise<{ held: () => number }> {
  let held = 0;
  await context.route('**/*', () => {
    held += 1;
  });
  return { held: () => held };
}

/** The frame's note, at the deadline (the clock jumped to it). */
async function expectNoteAtDeadline(page: Page, what: string): Promise<void> {
  const note = page.getByText(`The network is not answering, so ${what} could not be loaded.`);
  await expect(note).toHaveCount(0);
  await page.clock.fastForward(READ_TIMEOUT_MS);
  await expect(note).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
}

test('a job tapped after the server stopped answering: its loading frame at once, the note by the deadline', async ({
  signedInPage: page,
  context,
  openApp,
}) => {
  await page.clock.install();
  await openApp('/jobpostings?q=hcc', page);
  const cards = page.locator('article :is(h2, h3)');
  await expect(cards.first()).toBeVisible();
  await framesArmed(page);
  const listed = await cards.allTextContents();

  // (the service worker's precache still serves the app's own files, as it would on a real phone)
  const network = await stall(context);
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/jobpostings\/\d+$/);
  // at once: the job's frame with placeholders, and the list is gone
  await expect(page.getByText('Loading job details...')).toBeVisible({ timeout: 2_000 });
  // (React may keep the screen it replaces in the page, hidden, until the new one is drawn)
  for (const title of listed) {
    await expect(page.getByText(title, { exact: true }).filter({ visible: true })).toHaveCount(0);
  }
  // the focus goes to the frame's heading (not the hidden list's), as after any route change
  await expect(page.getByRole('heading', { level: 1, name: 'Job details' })).toBeFocused();
  expect(network.held()).toBeGreaterThanOrEqual(1);

  await expectNoteAtDeadline(page, 'this job');
});

test.describe('a phone whose worker has not kept the screens yet (a first visit)', () => {
  // no service worker: every screen's code not opened yet comes from the network, held here
  test.use({ serviceWorkers: 'block' });

  test('Applied Jobs tapped from the dashboard: its frame at once, the note at the deadline', async ({
    signedInPage: page,
    context,
    openApp,
  }) => {
    await page.clock.install();
    await openApp('/dashboard', page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await framesArmed(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const appliedJobs = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Applied Jobs' });
    await expect(appliedJobs).toBeVisible();

    const network = await stall(context);
    await appliedJobs.click();
    await expect(page).toHaveURL(/\/applied-jobs$/);
    const heading = page.getByRole('heading', { level: 1, name: 'Applied Jobs' });
    await expect(heading).toBeVisible({ timeout: 2_000 });
    await expect(page.getByText('Loading jobs', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveCount(0);
    expect(network.held()).toBeGreaterThanOrEqual(1);
    await page.screenshot({ path: test.info().outputPath('applied-jobs-frame-360.png') });

    await expectNoteAtDeadline(page, 'jobs');
    await page.screenshot({ path: test.info().outputPath('applied-jobs-note-360.png') });
  });

  test("a recruiter's Applicants tapped from the jobs: its frame at once, the note at the deadline", async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await recruiterLogin(page, 'anita');
    const applicants = page.getByRole('link', { name: /^Applicants for / }).first();
    await expect(applicants).toBeVisible();
    await framesArmed(page);

    const network = await stall(context);
    await applicants.click();
    await expect(page).toHaveURL(/\/recruiter\/jobs\/\d+\/applicants$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible({ timeout: 2_000 });
    await expect(page.getByText('Loading applicants...', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toHaveCount(0);
    expect(network.held()).toBeGreaterThanOrEqual(1);

    await expectNoteAtDeadline(page, 'the applicants');
  });
});
