import { NO_JOB_DATA, SIMILAR_JOBS_HEADING } from '@app/features/jobs/job-texts';
import { atPath, expect, test } from './fixtures';
import {
  expectControlled,
  expectPersisted,
  findJob,
  getJob,
  jobArticle,
  listedJobIds,
  saveToggle,
  shot,
  similarTo,
} from './jobs-test-kit';

/**
 * Job detail (signed-in spec §2 Job detail, §4 Save, §8, §9): a seeded job opened by its link,
 * its similar jobs, saving and unsaving it; axe and 360 px.
 */

test.describe('job detail', () => {
  test('open a job, see similar jobs, save it, find it in saved jobs, unsave it', async ({
    signedInPage: page,
    session,
    request,
    openApp,
    checkAxe,
    expectNoSidewaysScroll,
  }) => {
    const job = await findJob(request, session.token, (item) => !item.saved_status, { fromPage: 2 });
    // the similar jobs: two others, of the same role first
    const alike = await similarTo(request, session.token, job.id);
    expect(alike).toHaveLength(2);
    expect(alike.map((other) => other.id)).not.toContain(job.id);
    expect(alike.map((other) => other.role_name)).toEqual([job.role_name, job.role_name]);

    await openApp(`/jobpostings/${job.id}`, page);
    await expect(page.getByRole('heading', { level: 1, name: job.job_title })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Job Search' })).toHaveAttribute(
      'href',
      '/jobpostings',
    );
    await expect(breadcrumb.getByText('Job details')).toBeVisible();
    const article = jobArticle(page, job.job_title);
    await expect(article.getByText(job.company_name, { exact: true })).toBeVisible();
    await expect(article.getByRole('heading', { level: 2, name: 'Job Description' })).toBeVisible();
    await expect(article.getByText(/^Posted /)).toBeVisible();

    const similar = page.getByRole('region', { name: SIMILAR_JOBS_HEADING });
    await expect(similar.getByRole('article')).toHaveCount(2);
    for (const other of alike) {
      await expect(
        similar.getByRole('heading', { level: 3, name: other.job_title, exact: true }).first(),
      ).toBeVisible();
    }
    await checkAxe(page);
    await expectNoSidewaysScroll(page);
    await shot(page, 'jobs-detail-360');

    // Save from the footer: the bookmark (named with the job) turns to Unsave at once, and the
    // server holds it.
    await saveToggle(article, job.job_title, false).click();
    await expect(saveToggle(article, job.job_title, true)).toBeVisible();
    await expect.poll(() => listedJobIds(request, session.token, 'saved_jobs')).toContain(job.id);
    expect((await getJob(request, session.token, job.id)).saved_status).toBe(true);

    // Reopened, the job still shows saved; unsave it.
    await page.reload();
    await expect(saveToggle(jobArticle(page, job.job_title), job.job_title, true)).toBeVisible();
    await saveToggle(jobArticle(page, job.job_title), job.job_title, true).click();
    await expect(saveToggle(jobArticle(page, job.job_title), job.job_title, false)).toBeVisible();
    await expect.poll(() => listedJobIds(request, session.token, 'saved_jobs')).not.toContain(job.id);

    // View Details of a similar job opens it (at the top of the page).
    await similar
      .getByRole('link', { name: `View Details: ${alike[0].job_title}` })
      .first()
      .click();
    await expect(page).toHaveURL(atPath(`/jobpostings/${alike[0].id}`));
    await expect(page.getByRole('heading', { level: 1, name: alike[0].job_title })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the breadcrumb goes back to Job Search; the whole page works by keyboard', async ({
    signedInPage: page,
    session,
    request,
    openApp,
  }) => {
    const job = await findJob(request, session.token, (item) => !item.saved_status && !item.applied_status);
    await openApp(`/jobpostings/${job.id}`, page);
    await expect(page.getByRole('heading', { level: 1, name: job.job_title })).toBeVisible();
    // Tab reaches the footer's Apply; Enter opens the resume dialog, Escape closes it.
    const apply = jobArticle(page, job.job_title).getByRole('button', { name: 'Apply', exact: true });
    for (let i = 0; i < 40 && !(await apply.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(apply).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Upload Resume' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Job Search' })
      .click();
    await expect(page).toHaveURL(atPath('/jobpostings'));
  });

  test('a job that does not exist says No job data found.', async ({
    signedInPage: page,
    openApp,
    checkAxe,
  }) => {
    await openApp('/jobpostings/99999999', page);
    await expect(page.getByText(NO_JOB_DATA)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Job details' })).toBeVisible();
    await checkAxe(page);
  });

  test('a job opened once opens again with the network off, saying how old it is', async ({
    signedInPage: page,
    context,
    session,
    request,
    openApp,
  }) => {
    const job = await findJob(request, session.token, () => true, { fromPage: 3 });
    await openApp(`/jobpostings/${job.id}`, page);
    await expect(page.getByRole('heading', { level: 1, name: job.job_title })).toBeVisible();
    await expectControlled(page);
    // The persisted cache is written at most once a second.
    await expectPersisted(page, job.job_title);
    await context.setOffline(true);
    try {
      await openApp(`/jobpostings/${job.id}`, page);
      await expect(page.getByRole('heading', { level: 1, name: job.job_title })).toBeVisible();
      await expect(page.getByText(/^You are offline: showing this job saved on this phone/)).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});
