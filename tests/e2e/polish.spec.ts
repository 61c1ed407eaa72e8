import { atPath, expect, test } from './fixtures';
import { findJob, jobArticle, openFilters, shot } from './jobs-test-kit';

/**
 * Issue 22 §6 polish at 360 px: V1 the job detail's action is not clipped, V2 the phone's save
 * beside Filters says 'Save search', V3 Clear empties the words too.
 */

test('V1: a job’s action button on its detail page is not clipped at 360 px', async ({
  signedInPage: page,
  session,
  request,
  openApp,
}) => {
  // the demo candidate's shortlisted job with its assessment still to do: Continue Assessment
  const job = await findJob(request, session.token, (item) => item.applied_status && item.assessment_status);
  await openApp(`/jobpostings/${job.id}`, page);
  const article = jobArticle(page, job.job_title);
  const action = article.getByRole('link', { name: 'Continue Assessment' });
  await expect(action).toBeVisible();
  const fits = await action.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const card = element.closest('article')?.getBoundingClientRect();
    const label = element.querySelector('.mantine-Button-label') ?? element;
    return {
      inside: card ? box.left >= card.left && box.right <= card.right : false,
      unclipped: label.scrollWidth <= label.clientWidth + 1,
    };
  });
  expect(fits).toEqual({ inside: true, unclipped: true });
  await shot(page, 'polish-v1-job-detail-action');
});

test('V2 and V3: the phone’s “Save search” beside Filters; Clear empties the filters and the words', async ({
  signedInPage: page,
  openApp,
}) => {
  await openApp('/jobpostings?q=coder&location=Chennai', page);
  await expect(page.getByRole('searchbox', { name: /^Search/ })).toHaveValue('coder');
  // named by what it shows (axe label-content-name-mismatch)
  await expect(page.getByRole('button', { name: 'Save search', exact: true })).toBeVisible();
  await openFilters(page);
  await page.getByRole('form', { name: 'Filters' }).getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/jobpostings' && url.search === '');
  await expect(page.getByRole('searchbox', { name: /^Search/ })).toHaveValue('');
  await expect(page).toHaveURL(atPath('/jobpostings'));
});
