import { APPLIED_JOBS_HEADING } from '@app/features/jobs/applied-jobs-screen';
import { JOB_UNSAVED, SAVED_JOBS_HEADING, SEARCH_HEADING } from '@app/features/jobs/job-texts';
import { WAITING_TO_SEND } from '@app/features/jobs/save-job-toggle';
import { apiLogin, atPath, demoCandidates, expect, test } from './fixtures';
import {
  expectControlled,
  expectPersisted,
  firstUnsavedCard,
  listedJobIds,
  openFilters,
  saveToggle,
  shot,
} from './jobs-test-kit';

/**
 * Job search, saved and applied lists, the dashboard (signed-in spec §2, §4, §8, §9), the save
 * toggle offline, and a shared job link through the login; axe and 360 px on each screen.
 */

test.describe('job lists', () => {
  test('search with two filters, go to page 2; reload and back keep them', async ({
    signedInPage: page,
    openApp,
    checkAxe,
    expectNoSidewaysScroll,
  }) => {
    await openApp('/jobpostings', page);
    await expect(page.getByRole('heading', { level: 1, name: SEARCH_HEADING })).toBeVisible();
    await expect(page.locator('article')).toHaveCount(6);
    await checkAxe(page);
    await expectNoSidewaysScroll(page);

    await openFilters(page);
    await page.getByLabel('Job role').fill('coder');
    await page.getByLabel('Experience level').selectOption('Experienced');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/job_role=coder/);
    await expect(page).toHaveURL(/experience_level=Experienced/);
    // a new search shows loading at once (B2): read the cards once they are there
    await expect(page.locator('article :is(h2, h3)').first()).toBeVisible();
    const firstPage = await page.locator('article :is(h2, h3)').allTextContents();
    expect(firstPage.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('article :is(h2, h3)').first()).toBeVisible();
    const secondPage = await page.locator('article :is(h2, h3)').allTextContents();
    for (const title of secondPage) expect(title.toLowerCase()).toContain('coder');

    await page.reload();
    await expect(page.getByLabel('Job role')).toHaveValue('coder');
    await expect(page.getByLabel('Experience level')).toHaveValue('Experienced');
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.getByLabel('Job role')).toHaveValue('coder');
    await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await shot(page, 'jobs-search-360');
  });

  test('a filter that matches nothing says so', async ({ signedInPage: page, openApp }) => {
    await openApp('/jobpostings?job_role=astronaut', page);
    await expect(page.getByText('No jobs found matching your criteria.')).toBeVisible();
  });

  test('saved jobs list the saved ones; unsaving removes the card with its toast', async ({
    signedInPage: page,
    session,
    request,
    openApp,
    checkAxe,
    expectNoSidewaysScroll,
  }) => {
    const saved = await listedJobIds(request, session.token, 'saved_jobs');
    expect(saved.length).toBeGreaterThan(0);
    await openApp('/saved-jobs', page);
    await expect(page.getByRole('heading', { level: 1, name: SAVED_JOBS_HEADING })).toBeVisible();
    await expect(page.locator('article')).toHaveCount(saved.length);
    await checkAxe(page);
    await expectNoSidewaysScroll(page);
    const first = page.locator('article').first();
    await saveToggle(first, ((await first.locator(':is(h2, h3)').textContent()) ?? '').trim(), true).click();
    await expect(page.getByText(JOB_UNSAVED)).toBeVisible();
    await expect(page.locator('article')).toHaveCount(saved.length - 1);
    expect(await listedJobIds(request, session.token, 'saved_jobs')).toHaveLength(saved.length - 1);
    await openFilters(page);
    await page.getByLabel('Job role').fill('astronaut');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No saved jobs match your current filters.')).toBeVisible();
  });

  test('applied jobs show each application with its status', async ({
    signedInPage: page,
    session,
    request,
    openApp,
    checkAxe,
    expectNoSidewaysScroll,
  }) => {
    const applied = await listedJobIds(request, session.token, 'applied_jobs');
    expect(applied.length).toBeGreaterThan(0);
    await openApp('/applied-jobs', page);
    await expect(page.getByRole('heading', { level: 1, name: APPLIED_JOBS_HEADING })).toBeVisible();
    await expect(page.locator('article')).toHaveCount(applied.length);
    await expect(page.getByText('Awaiting', { exact: true }).first()).toBeVisible();
    // V5: every card says when the candidate applied
    await expect(
      page.locator('article').filter({ hasText: /Applied on \d{1,2} [A-Z][a-z]{2} \d{4}/ }),
    ).toHaveCount(applied.length);
    await checkAxe(page);
    await expectNoSidewaysScroll(page);
    // the demo candidate's seeded applications: new (Awaiting), shortlisted, rejected; other
    // journeys of this worker may have applied as the demo candidate since, so they may be on
    // a later page (newest first)
    const labels = ['Awaiting', 'shortlisted', 'rejected'];
    const seen = new Set<string>();
    const pageButtons = page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('button', { name: /^Page \d+$/ });
    const pages = Math.max(1, await pageButtons.count());
    for (let at = 1; at <= pages; at++) {
      if (at > 1) {
        await page.getByRole('button', { name: `Page ${at}`, exact: true }).click();
        await expect(page.getByText(new RegExp(`page ${at} of ${pages}`))).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(page.locator('article').first()).toBeVisible();
      }
      for (const label of labels) {
        if ((await page.getByText(label, { exact: true }).count()) > 0) seen.add(label);
      }
    }
    expect([...seen].sort()).toEqual([...labels].sort());
    await openFilters(page);
    await page.getByLabel('Job role').fill('astronaut');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No applied jobs found matching your criteria.')).toBeVisible();
    await shot(page, 'jobs-applied-360');
  });

  test('the dashboard: completion, 2 recent jobs, the gauge; preferences saved to the account', async ({
    signedInPage: page,
    openApp,
    checkAxe,
    expectNoSidewaysScroll,
  }) => {
    await openApp('/dashboard', page);
    await expect(page.getByText(/Profile completion: \d+%/)).toBeVisible();
    await expect(page.locator('article')).toHaveCount(2);
    await expect(page.getByLabel('Activity 80 percent')).toBeVisible();
    await checkAxe(page);
    await expectNoSidewaysScroll(page);
    // the preferences say where they are kept, on a phone or a desktop alike (issue 17 §3, issue 24)
    await expect(
      page.getByText('Saved to your account: they apply on every device.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel('Email alerts')).toBeChecked();
    await shot(page, 'jobs-dashboard-360');
  });

  test('a search page seen once opens with the network off, saying how old it is', async ({
    signedInPage: page,
    context,
    openApp,
  }) => {
    await openApp('/jobpostings?location=chennai', page);
    await expectControlled(page);
    await expect(page.locator('article')).toHaveCount(6);
    const titles = await page.locator('article :is(h2, h3)').allTextContents();
    // the persisted cache is written shortly after an answer
    await expectPersisted(page, titles[0]);
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByText(/You are offline: showing jobs saved on this phone/)).toBeVisible();
      await expect(page.locator('article :is(h2, h3)')).toHaveText(titles);
    } finally {
      await context.setOffline(false);
    }
  });

  test('a save made offline shows at once and reaches the server exactly once when back online', async ({
    signedInPage: page,
    context,
    session,
    request,
    openApp,
  }) => {
    await openApp('/jobpostings?location=pune', page);
    await expectControlled(page);
    const { card, title } = await firstUnsavedCard(page);
    const before = await listedJobIds(request, session.token, 'saved_jobs');
    await context.setOffline(true);
    try {
      await saveToggle(card, title, false).click();
      const same = page.locator('article').filter({ hasText: title }).first();
      await expect(saveToggle(same, title, true)).toBeVisible();
      await expect(same.getByText(WAITING_TO_SEND)).toBeVisible();
      // nothing reached the server while offline
      expect(await listedJobIds(request, session.token, 'saved_jobs')).toEqual(before);
    } finally {
      await context.setOffline(false);
    }
    await expect
      .poll(async () => (await listedJobIds(request, session.token, 'saved_jobs')).length, {
        timeout: 20_000,
      })
      .toBe(before.length + 1);
    await expect(page.getByText(WAITING_TO_SEND)).toHaveCount(0);
    // the replay applied once (the desired state and the key): still one more, not two
    await page.waitForTimeout(1500);
    expect(await listedJobIds(request, session.token, 'saved_jobs')).toHaveLength(before.length + 1);
  });
});

test.describe('a shared job link', () => {
  test('survives sign-in: a signed-out visitor logs in and lands on that job', async ({
    page,
    request,
    openApp,
  }) => {
    const { token } = await apiLogin(request, demoCandidates.complete);
    const job = (
      await (
        await request.get('/api/candidates/job', {
          params: { id: '7' },
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()
    ).result.job as { id: number; job_title: string };
    await openApp(`/jobpostings/${job.id}`, page);
    await expect(page).toHaveURL(atPath('/'));
    await expect(page).toHaveURL(/redirect=%2Fjobpostings%2F7/);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demoCandidates.complete.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoCandidates.complete.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(atPath(`/jobpostings/${job.id}`));
    await expect(page.getByRole('heading', { level: 1, name: job.job_title })).toBeVisible();
  });

  test('a link to another site is never followed after login', async ({ page, openApp }) => {
    await openApp(`/?redirect=${encodeURIComponent('//evil.example/jobpostings')}`, page);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demoCandidates.complete.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoCandidates.complete.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(atPath('/dashboard'));
  });
});
