import { atPath, expect, test } from './fixtures';

/**
 * The public job list (issue 35 C10): a signed-out friend on a shared job's page taps "Search RCM
 * jobs" and browses the open jobs without signing up: the server's page at /jobs, a plain GET
 * form (no app script), filters, pages, and a job's public page.
 */

test.describe('the public job list', () => {
  test('a signed-out visitor goes from a job to the list, filters, pages and opens another job', async ({
    page,
    request,
    checkAxe,
    expectNoSidewaysScroll,
  }, testInfo) => {
    // the sitemap lists the list and the jobs: a job's public page to start from
    const xml = await (await request.get('/sitemaps/jobs-1.xml')).text();
    expect(xml).toMatch(/<loc>[^<]*\/jobs<\/loc>/);
    const start = /<loc>[^<]*?(\/jobs\/\d+)<\/loc>/.exec(xml)?.[1] ?? '';
    expect(start).not.toBe('');
    await page.goto(start);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByRole('link', { name: 'Search RCM jobs' }).click();
    await expect(page).toHaveURL(atPath('/jobs'));
    await expect(page.getByRole('heading', { level: 1, name: 'Search RCM jobs' })).toBeVisible();
    const cards = page.getByRole('list').getByRole('heading', { level: 2 });
    await expect(cards).toHaveCount(6);
    expect(await page.evaluate(() => document.querySelectorAll('script[src]').length)).toBe(0);
    await expectNoSidewaysScroll(page);
    await checkAxe(page);
    await page.screenshot({ path: testInfo.outputPath('public-job-list-360.png'), fullPage: true });

    // a filter, as a phone's keyboard sends the form
    const search = page.getByRole('search', { name: 'Search jobs' });
    await expect(search.getByLabel('Experience level')).toBeHidden();
    await search.getByText('Filters', { exact: true }).click();
    await search.getByLabel('Experience level').selectOption('Experienced');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/jobs' && url.searchParams.get('experience_level') === 'Experienced',
    );
    await expect(search.getByLabel('Experience level')).toHaveValue('Experienced');
    await expect(search.getByText('Filters (1)', { exact: true })).toBeVisible();
    const count = page.getByText(/^\d+ jobs, page 1 of \d+$/);
    await expect(count).toBeVisible();
    const firstPageTitles = await cards.allTextContents();
    expect(firstPageTitles).toHaveLength(6);

    // the next page keeps the filter
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get('page') === '2' && url.searchParams.get('experience_level') === 'Experienced',
    );
    await expect(page.getByText(/^\d+ jobs, page 2 of \d+$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Previous page' })).toBeVisible();
    const second = (await cards.first().textContent()) ?? '';
    expect(firstPageTitles).not.toContain(second);
    await checkAxe(page);

    // a job of that page: its public page, with the way back to the list
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL((url) => /^\/jobs\/\d+$/.test(url.pathname));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second);
    await expect(page.getByText('Experienced', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search RCM jobs' })).toHaveAttribute('href', '/jobs');
  });

  test('a query it cannot read answers the form with what is wrong, not an error', async ({
    page,
    checkAxe,
  }) => {
    const response = await page.goto('/jobs?page=0&exp_ctc=lots');
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText(/^(The page must be|Choose an expected CTC)/);
    await expect(page.getByRole('search', { name: 'Search jobs' })).toBeVisible();
    await checkAxe(page);
  });
});
