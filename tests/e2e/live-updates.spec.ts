import { atPath, test as base, expect } from './fixtures';
import { applyThroughApi, openJobOf, recruiterToken } from './recruiter-test-kit';

/**
 * Issue 35, live updates: what a recruiter does shows on the candidate's open page at once,
 * through the event stream (api/live-updates.ts writes the event into the cached data), with no
 * reload and no navigation; the shortlist's notification opens the job.
 */

/** A candidate of the test's own: the demo candidate's applications are other journeys' too. */
const test = base.extend({
  signInAs: async ({ newCandidate }, use) =>
    use({ email: newCandidate.email, password: newCandidate.password }),
});

test('the candidate’s open Applied Jobs shows the shortlist the moment the recruiter makes it; its notification opens the job', async ({
  signedInPage: page,
  session,
  request,
  openApp,
}) => {
  const recruiter = await recruiterToken(request, 'anita');
  const job = await openJobOf(request, recruiter);
  const applicationId = await applyThroughApi(request, session.token, job.id);

  const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await openApp('/applied-jobs', page);
  const card = page.locator('article').filter({ hasText: job.title });
  await expect(card.getByText('Status:')).toBeVisible();
  await expect(card.getByText('Awaiting', { exact: true })).toBeVisible();
  // the stream is open, and a mark on the page that a reload would lose
  expect((await streamOpen).status()).toBe(200);
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  const shortlisted = await request.put(`/api/recruiters/applications/${applicationId}/status`, {
    headers: { authorization: `Bearer ${recruiter}` },
    data: { status: 'shortlisted', reason: '' },
  });
  expect(shortlisted.status()).toBe(200);

  await expect(card.getByText('shortlisted', { exact: true })).toBeVisible();
  await expect(card.getByText('Awaiting', { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(page).toHaveURL(atPath('/applied-jobs'));

  // the bell's notification leads to the job, where the status is too
  const bell = page.getByRole('button', { name: /^Notifications/ });
  // the shortlist and its question for the contact (issue 37 §3)
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await bell.click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: new RegExp(`shortlisted your application for ${job.title}$`) })
    .click();
  await expect(page).toHaveURL(atPath(`/jobpostings/${job.id}`));
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByText('shortlisted', { exact: true }).first()).toBeVisible();
});
