import { READ_TIMEOUT_MS } from '@contract/endpoint';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A network that is up but not answering (issue 22, B2/B3/S6): the requests go out and nothing
 * comes back, no failure either. A new search shows loading at once (never the last words' cards
 * under the new ones), and a page this phone never saved (a new search, an unvisited job) says the
 * network is not answering once the read's deadline (READ_TIMEOUT_MS, the whole query, retries
 * included) has passed, with Try again. The page's clock jumps the deadline (Playwright's
 * `page.clock`: the reads' deadline, their retries' delays and the screens' timers are the page's
 * Date and setTimeout): the note must follow the jump at once, so a deadline per try (a retry
 * starting its own 20 s) fails, as the 20 s waited in real time proved before.
 */

const titles = (page: Page) => page.locator('article :is(h2, h3)');
/** Once the page's clock has passed the deadline, the note follows within a moment. */
const AT_ONCE = { timeout: 5_000 };

test('a new search on a network that does not answer: loading at once, no old cards, the note at the deadline', async ({
  signedInPage: page,
  context,
  openApp,
}) => {
  await page.clock.install();
  await openApp('/jobpostings?q=coder', page);
  await expect(titles(page).first()).toBeVisible();
  const count = page.getByText(
    /^\d+ jobs?(, page \d+ of \d+)?(\. \d+ jobs? ha(s|ve) every word you typed)?$/,
  );
  await expect(count).toBeVisible();
  const oldTitles = await titles(page).allTextContents();

  // every search from now on goes out and is never answered
  let held = 0;
  await context.route('**/api/candidates/job_search', () => {
    held += 1;
  });
  const box = page.getByRole('searchbox');
  await box.fill('payment posting');
  await box.press('Enter');
  await expect(page).toHaveURL(/q=payment/);
  await expect(page.getByLabel('Loading jobs')).toBeVisible();
  await expect(titles(page)).toHaveCount(0);
  await expect(count).toHaveCount(0);
  expect(held).toBeGreaterThanOrEqual(1);

  // given up at the promised deadline in total, not once per try
  await page.clock.fastForward(READ_TIMEOUT_MS);
  await expect(
    page.getByText('The network is not answering, so the jobs for this search could not be loaded.'),
  ).toBeVisible(AT_ONCE);
  await expect(titles(page)).toHaveCount(0);
  for (const title of oldTitles) await expect(page.getByText(title, { exact: true })).toHaveCount(0);

  // the network answers again: Try again loads the search
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(titles(page).first()).toBeVisible();
  await expect(page.getByText(/^The network is not answering/)).toHaveCount(0);
});

test('a job never opened on this phone, on a network that does not answer: the note at the deadline, then Try again', async ({
  signedInPage: page,
  context,
  openApp,
}) => {
  await page.clock.install();
  await openApp('/jobpostings', page);
  const title = (await titles(page).first().textContent()) ?? '';
  expect(title).not.toBe('');

  await context.route('**/api/candidates/job?*', () => undefined);
  await titles(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/jobpostings\/\d+$/);
  await expect(page.getByText('Loading job details...')).toBeVisible();
  await page.clock.fastForward(READ_TIMEOUT_MS);
  await expect(page.getByText('The network is not answering, so this job could not be loaded.')).toBeVisible(
    AT_ONCE,
  );
  await expect(page.getByText('Loading job details...')).toHaveCount(0);

  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/^The network is not answering/)).toHaveCount(0);
});
