import type { APIRequestContext, Page } from '@playwright/test';
import { atPath, test as base, expect, postJson } from './fixtures';
import { resumePdf, shot } from './jobs-test-kit';
import { expectPlayable, settled } from './page-checks';

/**
 * Issue 23's main journey, against the real server: a recruiter of Anita's company posts a job
 * with one MCQ and one audio question through the job editor, a candidate finds it by the search box, applies and answers (the audio from
 * Chromium's fake microphone), the recruiter opens the applicant, plays the recording and
 * shortlists; the candidate's /applied-jobs shows Shortlisted and the dashboard's recruiter views
 * rose by one; a recruiter of another company can neither list nor open it. Axe, 360 px and
 * screenshots (360 and 1280 px) on the applicants list and the applicant page.
 */

/** The candidate is signed up for the test: the demo candidate's lists are other journeys' too. */
const test = base.extend({
  signInAs: async ({ newCandidate }, use) =>
    use({ email: newCandidate.email, password: newCandidate.password }),
});

const recruiters = {
  anita: { email: 'anita.desai@example.com', password: 'Recruiter@123' },
  vikram: { email: 'vikram.rao@example.com', password: 'Recruiter@123' },
} as const;

async function recruiterToken(request: APIRequestContext, who: keyof typeof recruiters): Promise<string> {
  const answer = await postJson(request, '/auth/login', { ...recruiters[who], role_id: 2 });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.result as { token: string }).token;
}

const MCQ = 'Which code set describes diagnoses?';
const AUDIO = 'Introduce yourself in English';

/**
 * Posts a job of Anita's company through the workspace's job editor (/recruiter/jobs/new): the
 * bold fields, one MCQ and one audio question, Publish. Answers its id (from its Edit link on the
 * jobs list) and title.
 */
async function postJob(page: Page): Promise<{ id: number; title: string }> {
  const title = `Zephyrlane${Date.now() % 100000} Denial Analyst`;
  await page.getByRole('link', { name: 'Post a job' }).click();
  await expect(page).toHaveURL(atPath('/recruiter/jobs/new'));
  await page.getByRole('textbox', { name: /^Job title/ }).fill(title);
  // the job roles list (issue 36): typed to search, then chosen
  const role = page.locator('input').and(page.getByLabel(/^Job role/));
  await role.fill('denial');
  await page.getByRole('option', { name: 'Denial management', exact: true }).click();
  await expect(role).toHaveValue('Denial management');
  await page.getByLabel(/^Experience level/).selectOption('Experienced');
  await page.getByLabel(/^Job type/).selectOption('Full Time');
  const city = page.locator('input').and(page.getByLabel(/^Location/));
  await city.fill('Chennai');
  await page.getByRole('option', { name: 'Chennai', exact: true }).click();
  await expect(city).toHaveValue('Chennai');
  await page
    .getByRole('textbox', { name: /^Description/ })
    .fill('Work denied claims to resolution.\n- Read the EOB\n- Appeal in time');

  await page.getByRole('button', { name: 'Add a question' }).click();
  const first = page.getByRole('listitem', { name: 'Question 1' });
  await first.getByRole('textbox', { name: /^Question/ }).fill(MCQ);
  await first.getByLabel(/^Answer type/).selectOption({ label: 'Multiple choice (one answer)' });
  await first.getByRole('textbox', { name: /^Option 1/ }).fill('ICD-10-CM');
  await first.getByRole('textbox', { name: /^Option 2/ }).fill('CPT');
  await page.getByRole('button', { name: 'Add a question' }).click();
  const second = page.getByRole('listitem', { name: 'Question 2' });
  await second.getByRole('textbox', { name: /^Question/ }).fill(AUDIO);
  await second.getByLabel(/^Answer type/).selectOption({ label: 'Audio recording' });

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(atPath('/recruiter'));
  const edit = page.getByRole('link', { name: `Edit ${title}` });
  await expect(edit).toBeVisible();
  const id = Number(/\/recruiter\/jobs\/(\d+)\/edit$/.exec((await edit.getAttribute('href')) ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  return { id, title };
}

/** Logs a recruiter in through /recruiter/login; lands on /recruiter. */
async function recruiterLogin(page: Page, who: keyof typeof recruiters): Promise<void> {
  await page.goto('/recruiter/login');
  await page.getByLabel(/^Email/).fill(recruiters[who].email);
  await page.getByLabel(/^Password/).fill(recruiters[who].password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(atPath('/recruiter'));
}

/** The dashboard's 'Recruiter views: N'. */
async function recruiterViews(page: Page): Promise<number> {
  await page.goto('/dashboard');
  const line = page.getByText(/^Recruiter views: \d+$/);
  await expect(line).toBeVisible();
  return Number((await line.textContent())?.replace(/\D/g, ''));
}

test('a recruiter posts a job, a candidate applies with an audio answer, the recruiter listens and shortlists', async ({
  signedInPage: page,
  request,
  openApp,
  newPhonePage,
  browser,
  baseURL,
  checkAxe,
  expectNoSidewaysScroll,
}) => {
  // Anita (a laptop) posts the job through the job editor.
  const laptop = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const desk = await laptop.newPage();
  await recruiterLogin(desk, 'anita');
  const job = await postJob(desk);

  // The candidate finds it by the search box, applies with a resume and answers both questions.
  await openApp('/jobpostings', page);
  const views = await recruiterViews(page);
  await page.goto('/jobpostings');
  const box = page.getByRole('searchbox').first();
  await box.fill(job.title.split(' ')[0]);
  await box.press('Enter');
  const card = page.getByRole('article', { name: job.title, exact: true });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Apply', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Resume' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Browse File' }).click();
  await (await chooser).setFiles(resumePdf('kiran-resume.pdf'));
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'One last step!' })
    .getByRole('button', { name: 'Start Assessment' })
    .click();
  await expect(page).toHaveURL(atPath(`/assessment/${job.id}`));
  await page.getByRole('radio', { name: 'ICD-10-CM', exact: true }).check();
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(page.getByRole('timer')).toHaveText(/^Recording \d:\d\d$/);
  // a recording needs some length: the fake microphone speaks in real time
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Record again', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/candidates/job?id=${job.id}`, {
        headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
      });
      return ((await answer.json()) as { result: { job: { assessment_submit: boolean } } }).result.job
        .assessment_submit;
    })
    .toBe(true);

  // Anita opens the job's applicants from her jobs, then the applicant.
  await desk.goto('/recruiter');
  await desk.getByRole('link', { name: `Applicants for ${job.title}` }).click();
  await expect(desk).toHaveURL(atPath(`/recruiter/jobs/${job.id}/applicants`));
  await expect(desk.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();
  await expect(desk.getByText(job.title)).toBeVisible();
  const row = desk.getByRole('row').filter({ hasText: 'Kiran Rao' });
  await expect(row).toContainText('Awaiting');
  await expect(row).toContainText('Submitted');
  await checkAxe(desk);
  await shot(desk, 'recruiter-applicants-1280');
  await row.getByRole('link', { name: 'Kiran Rao' }).click();
  await expect(desk).toHaveURL(/\/recruiter\/applications\/\d+$/);
  const applicationPath = new URL(desk.url()).pathname;
  await expect(desk.getByRole('heading', { level: 1, name: 'Kiran Rao' })).toBeVisible();
  await expect(desk.getByRole('region', { name: 'Personal Information' })).toBeVisible();
  // issue 37 §3: no contact until the candidate shares it
  await expect(
    desk.getByText(
      'The candidate has not shared their contact details. You can reach them in the app’s chat.',
    ),
  ).toBeVisible();
  await expect(desk.getByText('ICD-10-CM', { exact: true })).toBeVisible();
  await expectPlayable(desk.getByLabel(`Recording: ${AUDIO}`));
  await checkAxe(desk);
  await shot(desk, 'recruiter-applicant-1280');
  await desk.getByRole('button', { name: 'Shortlist', exact: true }).click();
  await expect(
    desk.locator('#main-content').getByRole('status').filter({ hasText: 'Shortlisted.' }),
  ).toBeVisible();
  // the shortlist asked the candidate to share; still no e-mail
  await expect(desk.getByText('You asked the candidate to share their contact details.')).toBeVisible();
  await expect(desk.getByRole('link', { name: /@example\.com$/ })).toHaveCount(0);

  // The same screens on a phone: 360 px, axe.
  const phone = await newPhonePage();
  await recruiterLogin(phone, 'anita');
  await phone.goto(`/recruiter/jobs/${job.id}/applicants`);
  await expect(phone.getByRole('article', { name: 'Kiran Rao' })).toContainText('Shortlisted');
  await expectNoSidewaysScroll(phone);
  await checkAxe(phone);
  await shot(phone, 'recruiter-applicants-360');
  // the bulk confirmation, by keyboard: select all on this page (Space), Reject, its dialog
  await phone.getByRole('checkbox', { name: 'Select all on this page' }).focus();
  await phone.keyboard.press('Space');
  await expect(phone.getByText('1 selected')).toBeVisible();
  await phone.getByRole('button', { name: 'Reject', exact: true }).click();
  const bulk = phone.getByRole('dialog', { name: 'Reject 1 applicant?' });
  await expect(bulk.getByLabel('Reason (optional, only your company sees it)')).toBeVisible();
  await settled(phone);
  await checkAxe(phone);
  await shot(phone, 'recruiter-applicants-reject-dialog-360');
  await bulk.getByRole('button', { name: 'Cancel' }).click();
  await expect(bulk).toBeHidden();
  await phone.goto(applicationPath);
  await expect(phone.getByRole('heading', { level: 1, name: 'Kiran Rao' })).toBeVisible();
  await expectPlayable(phone.getByLabel(`Recording: ${AUDIO}`));
  await expectNoSidewaysScroll(phone);
  await checkAxe(phone);
  await shot(phone, 'recruiter-applicant-360');
  await phone.getByRole('button', { name: 'Reject', exact: true }).click();
  const reject = phone.getByRole('dialog', { name: 'Reject this applicant?' });
  await expect(reject).toBeVisible();
  await settled(phone);
  await checkAxe(phone);
  await reject.getByRole('button', { name: 'Cancel' }).click();
  await expect(reject).toBeHidden();

  // The candidate sees Shortlisted, the timeline, and one more recruiter view.
  await page.goto('/applied-jobs');
  const applied = page.getByRole('article', { name: job.title, exact: true });
  await expect(applied).toContainText('shortlisted');
  await expect(applied.getByRole('list', { name: 'Application timeline' })).toContainText(
    'Viewed by a recruiter',
  );
  await expect(applied.getByRole('list', { name: 'Application timeline' })).toContainText('Shortlisted');
  await shot(page, 'recruiter-candidate-applied-360');
  expect(await recruiterViews(page)).toBe(views + 1);

  // Another company's recruiter can neither list nor open it.
  const vikram = await recruiterToken(request, 'vikram');
  const list = await request.get(`/api/recruiters/jobs/${job.id}/applicants`, {
    headers: { authorization: `Bearer ${vikram}` },
  });
  expect(list.status()).toBe(404);
  const applicationId = Number(applicationPath.split('/').pop());
  const open = await request.get(`/api/recruiters/applications/${applicationId}`, {
    headers: { authorization: `Bearer ${vikram}` },
  });
  expect(open.status()).toBe(404);
  const other = await newPhonePage();
  await recruiterLogin(other, 'vikram');
  await other.goto(applicationPath);
  await expect(
    other.getByText('This applicant was not found. It may belong to another company.'),
  ).toBeVisible();
  await other.goto(`/recruiter/jobs/${job.id}/applicants`);
  await expect(other.getByText('This job was not found. It may belong to another company.')).toBeVisible();
  await expect(other.getByText('Kiran Rao')).toHaveCount(0);
  await laptop.close();
});
