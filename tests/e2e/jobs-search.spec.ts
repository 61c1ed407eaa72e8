import { SEARCH_BOX_LABEL } from '@app/features/jobs/job-search-box';
import {
  allWordsCount,
  NO_JOB_DATA,
  NO_JOBS_MATCH,
  RELATED_JOBS,
  SEARCH_IN_ENGLISH_LETTERS,
  SEARCH_WORDS_HELP,
} from '@app/features/jobs/job-texts';
import { expect, test } from './fixtures';
import { expectControlled, expectPersisted, filtersToggle, openFilters, searchPage } from './jobs-test-kit';

/**
 * Job search off the script (issue 17 §3): at 360 px the filters fold into a 'Filters' panel so
 * the first job shows at once, a chosen page keeps the view at the list, an out-of-range page or
 * a bad level in the URL still lists jobs, and an unknown job says so twice (page and toast).
 */

test('at 360 px the first job shows without scrolling; the filters fold into a panel counting the active ones', async ({
  signedInPage: page,
  openApp,
  checkAxe,
  expectNoSidewaysScroll,
}) => {
  await openApp('/jobpostings', page);
  const first = page.locator('article').first();
  await expect(first).toBeVisible();
  await expect(first).toBeInViewport({ ratio: 1 });
  await expect(filtersToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(filtersToggle(page)).toHaveAccessibleName('Filters');
  await expect(page.getByLabel('Job role')).toBeHidden();
  // a card's title is the theme's title, a link all the same (not the browser's blue underline)
  const titleLink = first.getByRole('heading').getByRole('link');
  await expect(titleLink).toHaveCSS('text-decoration-line', 'none');
  await expect(titleLink).not.toHaveCSS('color', 'rgb(0, 0, 238)');
  await checkAxe(page);
  await expectNoSidewaysScroll(page);

  await openFilters(page);
  await checkAxe(page);
  await page.getByLabel('Job role').fill('coder');
  await page.getByLabel('Experience level').selectOption('Experienced');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/job_role=coder/);
  await expect(filtersToggle(page)).toHaveAccessibleName('Filters 2 active');
  await page.reload();
  await expect(filtersToggle(page)).toHaveAccessibleName('Filters 2 active');
  await expect(page.locator('article').first()).toBeInViewport({ ratio: 1 });
});

test('a page chosen keeps the view at the list, not at the filters above it', async ({
  signedInPage: page,
  openApp,
}) => {
  await openApp('/jobpostings', page);
  await openFilters(page);
  await expect(page.locator('article')).toHaveCount(6);
  const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' });
  await next.scrollIntoViewIfNeeded();
  await next.click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/, page 2 of \d+$/)).toBeInViewport();
  await expect(page.getByLabel('Job role')).not.toBeInViewport();
});

test('?page=999 goes to the last page; a bad experience level lists every level', async ({
  signedInPage: page,
  session,
  request,
  openApp,
}) => {
  const { total } = await searchPage(request, session.token);
  const last = Math.ceil(total / 6);
  await openApp('/jobpostings?page=999', page);
  await expect(page).toHaveURL(new RegExp(`page=${last}$`));
  await expect(page.getByRole('button', { name: `Page ${last}` })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('article').first()).toBeVisible();
  await expect(page.getByText(NO_JOBS_MATCH)).toHaveCount(0);
  // back does not return to the page past the end
  await page.goBack();
  await expect(page).not.toHaveURL(/page=999/);

  await openApp('/jobpostings?experience_level=Wizard', page);
  await expect(page.locator('article')).toHaveCount(6);
  await expect(page.getByText(new RegExp(`^${total} jobs, page 1 of ${last}$`))).toBeVisible();
  await expect(page.getByLabel('Experience level')).toHaveValue('');
});

test("an unknown job says No job data found. and the server's Job not found as a toast", async ({
  signedInPage: page,
  openApp,
  checkAxe,
}) => {
  await openApp('/jobpostings/99999999', page);
  await expect(page.getByText(NO_JOB_DATA)).toBeVisible();
  await expect(page.getByText('Job not found', { exact: true })).toBeVisible();
  await checkAxe(page);
});

test("the search box forgives a typo: 'medcal coder chennai' by keyboard lists Medical Coder jobs in Chennai first, offline too", async ({
  signedInPage: page,
  openApp,
  checkAxe,
  expectNoSidewaysScroll,
}) => {
  await openApp('/jobpostings', page);
  const box = page.getByRole('searchbox', { name: SEARCH_BOX_LABEL });
  await expect(box).toHaveAttribute('placeholder', SEARCH_BOX_LABEL);
  await box.fill('medcal coder chennai');
  await box.press('Enter');
  await expect(page).toHaveURL(/q=medcal\+coder\+chennai|q=medcal%20coder%20chennai/);
  const first = page.locator('article').first();
  await expect(first).toContainText(/Medical Coder/);
  await expect(first).toContainText('Chennai');
  // the jobs holding every word (the typo forgiven) come first, then those holding some of them
  const holdsAll = (await page.locator('article').allInnerTexts()).map(
    (text) => /Medical/.test(text) && /Coder/.test(text) && text.includes('Chennai'),
  );
  expect(holdsAll[0]).toBe(true);
  expect(
    holdsAll.slice(holdsAll.indexOf(false) === -1 ? holdsAll.length : holdsAll.indexOf(false)),
  ).not.toContain(true);
  await checkAxe(page);
  await expectNoSidewaysScroll(page);
  // the words live in the URL: a reload keeps them in the box and the answer
  await page.reload();
  await expect(box).toHaveValue('medcal coder chennai');
  const firstTitle = page.locator('article :is(h2, h3)').first();
  await expect(firstTitle).toContainText('Medical Coder');
  const title = (await firstTitle.textContent()) ?? '';
  // offline, the same words open from what this phone saved, like any search seen before
  await expectControlled(page);
  await expectPersisted(page, 'medcal coder chennai');
  await page.context().setOffline(true);
  try {
    await page.reload();
    await expect(box).toHaveValue('medcal coder chennai');
    await expect(page.locator('article :is(h2, h3)').first()).toHaveText(title);
  } finally {
    await page.context().setOffline(false);
  }
});

test("the search box says how many jobs have every word and lists the related ones under a 'Related jobs' divider", async ({
  signedInPage: page,
  openApp,
  checkAxe,
}) => {
  await openApp('/jobpostings?q=medcal+coder+chennai', page);
  // the catalogue's Medical Coder jobs in Chennai, and any job naming medical coding in its texts there
  const status = page.getByRole('status').filter({ hasText: /every word you typed/ });
  await expect(status).toBeVisible();
  const statusText = (await status.textContent()) ?? '';
  const counted = [1, 2, 3, 4, 5].filter((count) => statusText.includes(allWordsCount(count)));
  expect(counted).toHaveLength(1);
  const divider = page.getByRole('heading', { name: RELATED_JOBS, level: 2 });
  await expect(divider).toBeVisible();
  // the jobs holding every word stand above the divider, the related ones below it
  const cards = page.locator('article');
  await expect(cards).toHaveCount(6);
  const aboveDivider = await cards.evaluateAll(
    (articles, heading) =>
      articles.filter(
        (article) =>
          heading instanceof Node &&
          (article.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
      ).length,
    await divider.elementHandle(),
  );
  expect(aboveDivider).toBe(counted[0]);
  await expect(cards.first()).toContainText(/Medical Coder/);
  await expect(cards.first()).toContainText('Chennai');
  await checkAxe(page);
});

test("words the search does not hold (Hinglish, Devanagari) get the words it understands, not a bare 'no jobs'", async ({
  signedInPage: page,
  openApp,
  checkAxe,
}) => {
  await openApp('/jobpostings', page);
  const box = page.getByRole('searchbox', { name: SEARCH_BOX_LABEL });
  await box.fill('ghar se kaam');
  await box.press('Enter');
  const empty = page.getByRole('status').filter({ hasText: NO_JOBS_MATCH });
  await expect(empty).toContainText(SEARCH_WORDS_HELP);
  await expect(empty).not.toContainText(SEARCH_IN_ENGLISH_LETTERS);
  await checkAxe(page);
  await box.fill('मेडिकल कोडर');
  await box.press('Enter');
  await expect(empty).toContainText(SEARCH_IN_ENGLISH_LETTERS);
  await expect(empty).toContainText(SEARCH_WORDS_HELP);
  // naukri is a job: 'naukri chennai' lists the jobs in Chennai
  await box.fill('naukri chennai');
  await box.press('Enter');
  await expect(page.locator('article').first()).toContainText('Chennai');
});
