import { test as base, expect } from './fixtures';
import { applyThroughApi, recruiterLogin, recruiterToken } from './recruiter-test-kit';

/**
 * Issue 36 §2, the pipeline to joining, against the real server: Anita moves an applicant through
 * Shortlisted -> Interview -> Offered -> Joined from the applicant page while the candidate's job
 * detail, open in a second context, shows each stage live (the event stream), each step in the
 * timeline; the candidate withdraws another application and Anita sees Withdrawn. Each change
 * reaches the candidate after its undo window (issue 36 R3): this test's own server sets the
 * window to 2 s (STATUS_UNDO_SECONDS; the delivery loop then runs every 500 ms), so the journey
 * sees Undo beside the outcome and the delivery after the window, without waiting 2 minutes.
 */

const test = base.extend({
  signInAs: async ({ newCandidate }, use) =>
    use({ email: newCandidate.email, password: newCandidate.password }),
});
test.use({ serverOptions: { env: { STATUS_UNDO_SECONDS: '2' } } });

/** Two open jobs of Anita's company. */
async function twoOpenJobs(request: Parameters<typeof recruiterToken>[0], token: string) {
  const answer = await request.get('/api/recruiters/jobs', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  const { jobs } = (
    (await answer.json()) as { result: { jobs: { id: number; job_title: string; status: string }[] } }
  ).result;
  const open = jobs.filter((job) => job.status === 'open');
  expect(open.length, 'two open jobs of the company').toBeGreaterThanOrEqual(2);
  return open.slice(0, 2).map((job) => ({ id: job.id, title: job.job_title }));
}

test('the recruiter moves an applicant to Joined while the candidate watches each stage live; a withdrawal shows as Withdrawn', async ({
  signedInPage: page,
  session,
  request,
  openApp,
  browser,
  baseURL,
  checkAxe,
  expectNoSidewaysScroll,
  newPhonePage,
}) => {
  const recruiter = await recruiterToken(request, 'anita');
  const [first, second] = await twoOpenJobs(request, recruiter);
  const applicationId = await applyThroughApi(request, session.token, first.id);
  const secondId = await applyThroughApi(request, session.token, second.id);

  // the candidate's job detail, its event stream open
  const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await openApp(`/jobpostings/${first.id}`, page);
  const mine = page.getByRole('region', { name: 'Your application' });
  await expect(mine.getByText('Awaiting', { exact: true })).toBeVisible();
  expect((await streamOpen).status()).toBe(200);

  const laptop = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const desk = await laptop.newPage();
  await recruiterLogin(desk, 'anita');
  await desk.goto(`/recruiter/applications/${applicationId}`);
  const stages = [
    { button: 'Shortlist', done: 'Shortlisted.', candidate: 'shortlisted', step: 'Shortlisted' },
    { button: 'Move to Interview', done: 'Moved to Interview.', candidate: 'Interview', step: 'Interview' },
    { button: 'Move to Offered', done: 'Moved to Offered.', candidate: 'Offered', step: 'Offered' },
    { button: 'Mark as Joined', done: 'Marked as Joined.', candidate: 'Joined', step: 'Joined' },
  ];
  for (const stage of stages) {
    await desk.getByRole('button', { name: stage.button, exact: true }).click();
    await expect(desk.locator('p[role="status"]', { hasText: stage.done })).toBeVisible();
    // the change waits out its window: Undo beside it until then
    await expect(desk.getByRole('button', { name: 'Undo' }).first()).toBeVisible();
    // then reaches the candidate's open page, with no reload
    await expect(mine.locator('.mantine-Badge-label')).toHaveText(stage.candidate, { timeout: 15_000 });
    await expect(mine.getByRole('list', { name: 'Application timeline' })).toContainText(stage.step);
  }
  await expect(desk.getByRole('button', { name: 'Undo' })).toHaveCount(0, { timeout: 10_000 });

  // the candidate withdraws the other application, after a confirm
  await page.goto(`/jobpostings/${second.id}`);
  const other = page.getByRole('region', { name: 'Your application' });
  await other.getByRole('button', { name: 'Withdraw application' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw your application?' });
  await expect(dialog).toBeVisible();
  await checkAxe(page);
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(other.locator('.mantine-Badge-label')).toHaveText('Withdrawn');

  // Anita sees it Withdrawn, counted apart, and cannot move it on
  await desk.goto(`/recruiter/jobs/${second.id}/applicants?status=withdrawn`);
  await expect(desk.getByTestId('stage-counts')).toContainText('Withdrawn: 1');
  const row = desk.getByRole('row').filter({ hasText: 'Withdrawn' });
  await expect(row).toHaveCount(1);
  await desk.goto(`/recruiter/applications/${secondId}`);
  await expect(
    desk.getByText('The candidate withdrew this application: its stage can no longer change.'),
  ).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Shortlist' })).toHaveCount(0);
  await laptop.close();

  // on a 360 px phone the list starts with its first applicant; the filters are a sheet
  const phone = await newPhonePage();
  await recruiterLogin(phone, 'anita');
  await phone.goto(`/recruiter/jobs/${second.id}/applicants`);
  await expect(phone.getByRole('article').first()).toBeInViewport();
  // in the screen's upper part (740 px high): the selection's bar waits for a first selection
  expect((await phone.getByRole('article').first().boundingBox())?.y).toBeLessThan(450);
  await expect(phone.getByRole('group', { name: 'Selected applicants' })).toHaveCount(0);
  await phone.getByRole('button', { name: 'Filters (0)' }).click();
  const sheet = phone.getByRole('dialog', { name: 'Filters' });
  await sheet.getByLabel('Status').selectOption('withdrawn');
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(phone.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(phone.getByRole('article')).toHaveCount(1);
  await expect(phone.getByRole('article').getByText('Withdrawn', { exact: true })).toBeVisible();
  await checkAxe(phone);
  await expectNoSidewaysScroll(phone);
});
