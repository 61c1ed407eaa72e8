import { JOBS_PAGE_NOT_ON_PHONE } from '@app/features/jobs/job-texts';
import { WAITING_TO_SEND } from '@app/features/jobs/save-job-toggle';
import type { Page } from '@playwright/test';
import { test as base, expect } from './fixtures';
import {
  expectControlled,
  expectPersisted,
  firstUnsavedCard,
  listedJobIds,
  saveToggle,
} from './jobs-test-kit';

/**
 * The job lists off the script, offline (issue 17 §2 items 4 and 5): paging a cached search with
 * the network off keeps the pages seen; a save sent while the page reloads leaves no
 * 'Waiting to send' behind. Each test signs in as a candidate of its own (it saves jobs).
 */
const test = base.extend({
  signInAs: async ({ newCandidate }, use) =>
    use({ email: newCandidate.email, password: newCandidate.password }),
});

test.beforeEach(async ({ session, setAppStorage }) => {
  await setAppStorage({
    token: session.token,
    isCandidateLogin: 'true',
    user_id: String(session.userDetails?.user_id),
  });
});

const titles = (page: Page) => page.locator('article :is(h2, h3)');

test('paging a cached search offline: a page never seen says so; back and reload still show page 1', async ({
  page,
  context,
  openApp,
}) => {
  await page.clock.install();
  await openApp('/jobpostings');
  await expectControlled(page);
  await expect(titles(page)).toHaveCount(6);
  const firstPage = await titles(page).allTextContents();
  await expectPersisted(page, firstPage[5] ?? '');
  // a while later (the list is stale: going back asks the server again)
  await page.clock.fastForward('05:00');

  await context.setOffline(true);
  try {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(JOBS_PAGE_NOT_ON_PHONE)).toBeVisible();
    await expect(page.getByText('Network Error')).toHaveCount(0);

    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(titles(page)).toHaveText(firstPage);
    await expect(page.getByText('Network Error')).toHaveCount(0);

    await page.reload();
    await expect(titles(page)).toHaveText(firstPage);
    await expect(page.getByText(/You are offline: showing jobs saved on this phone/)).toBeVisible();
    await expect(page.getByText('Network Error')).toHaveCount(0);

    // the reload's own tries to refresh the list fail (and are retried); what was saved stays
    await page.clock.fastForward('00:30');
    await page.reload();
    await expect(titles(page)).toHaveText(firstPage);
    await page.clock.fastForward('00:30');
    await expect(titles(page)).toHaveText(firstPage);
    await expect(page.getByText('Network Error')).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
  // back online, page 2 opens
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(titles(page)).not.toHaveText(firstPage);
  await expect(titles(page)).toHaveCount(6);
  await expect(page.getByText(JOBS_PAGE_NOT_ON_PHONE)).toHaveCount(0);
});

test('a network that fails while the phone says online: the pages seen stay, only a page never seen fails', async ({
  page,
  context,
  openApp,
}) => {
  await page.clock.install();
  await openApp('/jobpostings');
  await expectControlled(page);
  await expect(titles(page)).toHaveCount(6);
  const firstPage = await titles(page).allTextContents();
  await expectPersisted(page, firstPage[5] ?? '');
  await page.clock.fastForward('05:00');

  // every search fails without an answer (the service worker's requests too)
  await context.route('**/api/candidates/job_search', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.clock.fastForward('00:30');
  // never seen: the spec's 'Network Error' is fair
  await expect(page.getByText('Network Error')).toBeVisible();

  await page.goBack();
  await page.clock.fastForward('00:30');
  await expect(titles(page)).toHaveText(firstPage);
  await expect(page.getByText('Network Error')).toHaveCount(0);

  await page.reload();
  await page.clock.fastForward('00:30');
  await expect(titles(page)).toHaveText(firstPage);
  await expect(page.getByText('Network Error')).toHaveCount(0);
  // the phone says online, but the list could not be refreshed: the page says how old it is
  await expect(
    page.getByText(/^The network is not answering: showing jobs saved on this phone/),
  ).toBeVisible();
  await page.reload();
  await expect(titles(page)).toHaveText(firstPage);
  await context.unrouteAll();
  // the network answers again: the list is refreshed and the note goes (no clock jump here: one
  // while the refresh is on its way would pass the read's deadline, which is not retried)
  await page.reload();
  await expect(titles(page)).toHaveCount(6);
  await expect(page.getByText(/^The network is not answering/)).toHaveCount(0);
});

test('a save the network never answers (the phone says online): kept after the deadline, sent once the network answers', async ({
  page,
  context,
  session,
  request,
  openApp,
}) => {
  await openApp('/jobpostings?location=pune');
  await expectControlled(page);
  const { card, title } = await firstUnsavedCard(page);
  // the save's request goes out and nothing comes back (no answer, no failure)
  let held = 0;
  await context.route('**/api/candidates/save_job', () => {
    held += 1;
  });
  await saveToggle(card, title, false).click();
  await expect.poll(() => held).toBe(1);
  // the worker stops waiting at the deadline and keeps the save: the card says so
  await expect(
    page.locator('article').filter({ hasText: title }).first().getByText(WAITING_TO_SEND),
  ).toBeVisible({
    timeout: 20_000,
  });
  expect(await listedJobIds(request, session.token, 'saved_jobs')).toEqual([]);

  // the network answers again: the kept save is sent once
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await expect
    .poll(async () => (await listedJobIds(request, session.token, 'saved_jobs')).length, { timeout: 20_000 })
    .toBe(1);
  await expect(
    page.locator('article').filter({ hasText: title }).first().getByText(WAITING_TO_SEND),
  ).toHaveCount(0, {
    timeout: 20_000,
  });
});

test('a save sent while the page reloads leaves no Waiting to send behind', async ({
  page,
  context,
  session,
  request,
  openApp,
}) => {
  await openApp('/jobpostings?location=pune');
  await expectControlled(page);
  const { card, title } = await firstUnsavedCard(page);
  await context.setOffline(true);
  try {
    await saveToggle(card, title, false).click();
    await expect(
      page.locator('article').filter({ hasText: title }).first().getByText(WAITING_TO_SEND),
    ).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  // The network is back and the page reloads (onto a screen without cards): the worker sends the
  // save while no card is listening.
  await openApp('/outbox');
  await expect
    .poll(async () => (await listedJobIds(request, session.token, 'saved_jobs')).length, { timeout: 20_000 })
    .toBe(1);
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0, { timeout: 20_000 });

  await openApp('/jobpostings?location=pune');
  const same = page.locator('article').filter({ hasText: title }).first();
  await expect(saveToggle(same, title, true)).toBeVisible();
  await expect(page.getByText(WAITING_TO_SEND)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('rcm-pending-saves'))).toBeNull();
});
