/**
 * The recruiter's jobs (issue 23): login, the route sets both ways, posting a job with an MCQ and
 * an audio question, publishing it (a candidate finds it by the search box), close and reopen,
 * another company's recruiter not seeing it, invites; axe and 360 px on every screen built here,
 * with screenshots at 360 px and 1280 px in .tmp/e2e-screens.
 */
import { join } from 'node:path';
import { SEARCH_BOX_LABEL } from '@app/features/jobs/job-search-box';
import { RECRUITER_OFFLINE } from '@app/features/recruiter/shared/recruiter-failures';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, atPath, expect, postJson, readAppStorage, test } from './fixtures';
import { expectControlled, expectPersisted } from './jobs-test-kit';
import { repoRoot } from './server';

const anita = { email: 'anita.desai@example.com', password: 'Recruiter@123' };
const vikram = { email: 'vikram.rao@example.com', password: 'Recruiter@123' };

/** A word no seeded job holds, so the search box finds the posted job first. */
function uniqueWord(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let word = 'Qu';
  for (let n = Date.now() + process.pid; word.length < 9; n = Math.floor(n / letters.length)) {
    word += letters[n % letters.length];
  }
  return word;
}

async function recruiterLogin(page: Page, credentials: { email: string; password: string }) {
  await page.getByRole('textbox', { name: 'Email' }).fill(credentials.email);
  await page.getByLabel('Password', { exact: false }).first().fill(credentials.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A recruiter's token through the login call (role_id 2). */
async function recruiterToken(request: APIRequestContext, credentials: { email: string; password: string }) {
  const answer = await postJson(request, '/auth/login', { ...credentials, role_id: 2 });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.result as { token: string }).token;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({
    path: join(repoRoot, '.tmp/e2e-screens', `recruiter-jobs-${name}-360.png`),
    fullPage: true,
  });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({
    path: join(repoRoot, '.tmp/e2e-screens', `recruiter-jobs-${name}-1280.png`),
    fullPage: true,
  });
  if (size) await page.setViewportSize(size);
}

test('route sets both ways: candidates and visitors stay out of /recruiter, recruiters out of the candidate paths', async ({
  signedInPage,
  newPhonePage,
  openApp,
}) => {
  // a signed-in candidate at a recruiter path goes to the dashboard
  await openApp('/recruiter', signedInPage);
  await expect(signedInPage).toHaveURL(atPath('/dashboard'));
  await openApp('/recruiter/jobs/new', signedInPage);
  await expect(signedInPage).toHaveURL(atPath('/dashboard'));

  // a signed-out visitor goes to the recruiter login, the path kept; the login leads back there
  const page = await newPhonePage();
  await openApp('/recruiter/jobs/new', page);
  await expect(page).toHaveURL(/\/recruiter\/login\?redirect=%2Frecruiter%2Fjobs%2Fnew$/);
  // the candidate login refuses a recruiter's account as a wrong password
  await recruiterLogin(page, { email: 'priya.sharma@example.com', password: 'Candidate@123' });
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(atPath('/recruiter/login'));
  await recruiterLogin(page, anita);
  await expect(page).toHaveURL(atPath('/recruiter/jobs/new'));
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
  expect(await readAppStorage(page)).toMatchObject({ role: 'recruiter' });
  expect((await readAppStorage(page)).isCandidateLogin).toBeUndefined();

  // a recruiter at any candidate path goes to /recruiter
  for (const path of ['/', '/dashboard', '/jobpostings', '/register', '/onboarding', '/nowhere']) {
    await openApp(path, page);
    await expect(page).toHaveURL(atPath('/recruiter'));
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  // the header fits a 360 px phone: the logo ends before the first action (Interviews) begins
  const logo = await page.getByRole('link', { name: 'RCM Careers recruiter home: jobs' }).boundingBox();
  const interviews = await page.getByRole('link', { name: 'Interviews' }).boundingBox();
  expect(logo && interviews && logo.x + logo.width <= interviews.x).toBe(true);
  // the Interviews view is a route of the built app's workspace
  await page.getByRole('link', { name: 'Interviews' }).click();
  await expect(page).toHaveURL(atPath('/recruiter/interviews'));
  await expect(page.getByRole('heading', { level: 1, name: 'Interviews' })).toBeVisible();
  await page.getByRole('link', { name: 'This week' }).click();
  await expect(page).toHaveURL(/\/recruiter\/interviews\?range=week$/);
  await expect(page.getByRole('link', { name: 'This week' })).toHaveAttribute('aria-current', 'page');
});

test('a recruiter posts a job with an MCQ and an audio question, publishes it, a candidate finds it by the search box; close and reopen', async ({
  page,
  request,
  newPhonePage,
  openApp,
  checkScreen,
}) => {
  const word = uniqueWord();
  const title = `${word} Denials Analyst`;
  const candidate = await newPhonePage();
  const { token } = await apiLogin(request);
  await openApp('/', candidate);
  await candidate.evaluate((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('isCandidateLogin', 'true');
  }, token);
  await openApp('/recruiter/login', page);
  await recruiterLogin(page, anita);
  await expect(page).toHaveURL(atPath('/recruiter'));
  await expect(page.getByRole('list', { name: 'Jobs' })).toBeVisible();

  await page.getByRole('link', { name: 'Post a job' }).click();
  await expect(page).toHaveURL(atPath('/recruiter/jobs/new'));
  await page.getByRole('textbox', { name: 'Job title' }).fill(title);
  // the job roles list (issue 36): typed to search, then chosen
  const role = page.locator('input').and(page.getByLabel(/^Job role/));
  await role.fill('AR an');
  await page.getByRole('option', { name: 'AR analysis', exact: true }).click();
  await expect(role).toHaveValue('AR analysis');
  await page.getByLabel('Experience level').selectOption('Experienced');
  await page.getByLabel('Job type').selectOption('Full Time');
  const location = page
    .getByRole('textbox', { name: 'Location' })
    .or(page.getByRole('combobox', { name: 'Location' }));
  await location.fill('Chenn');
  await page.getByRole('option', { name: 'Chennai', exact: true }).click();
  await expect(location).toHaveValue('Chennai');
  await page.getByRole('textbox', { name: 'CTC min' }).fill('300000');
  await page.getByRole('textbox', { name: 'CTC max' }).fill('450000');
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill(`Work ${word} denials.\n- Call payers\n- Appeal denials`);

  await page.getByRole('button', { name: 'Add a question' }).click();
  const mcq = page.getByRole('listitem', { name: 'Question 1' });
  await mcq.getByRole('textbox', { name: 'Question' }).fill('Which code set do you use most?');
  await mcq.getByLabel('Answer type').selectOption('MCQ');
  await mcq.getByRole('textbox', { name: 'Option 1' }).fill('ICD-10');
  await mcq.getByRole('textbox', { name: 'Option 2' }).fill('CPT');
  await page.getByRole('button', { name: 'Add a question' }).click();
  const audio = page.getByRole('listitem', { name: 'Question 2' });
  await audio.getByRole('textbox', { name: 'Question' }).fill('Tell us why you chose RCM.');
  await audio.getByLabel('Answer type').selectOption('audio');
  await checkScreen('editor-filled');
  await shoot(page, 'editor');

  // the preview shows the job as the candidate's job detail does
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: /Preview/ });
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Job Description' })).toBeVisible();
  await expect(preview.getByRole('listitem').filter({ hasText: 'Appeal denials' })).toBeVisible();
  await expect(preview.getByText('Full Time')).toBeVisible();
  await checkScreen('preview');
  await shoot(page, 'preview');
  await preview.getByRole('button', { name: 'Close preview' }).click();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(atPath('/recruiter'));
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  await expect(
    row.getByText(
      'Awaiting 0 · Shortlisted 0 · Interview 0 · Offered 0 · Joined 0 · Rejected 0 · Withdrawn 0',
    ),
  ).toBeVisible();
  await checkScreen('jobs');
  await shoot(page, 'jobs');

  // the candidate finds it by the search box at once
  // (each search its own words: a search seen before shows what this phone saved first)
  const search = async (words: string) => {
    await openApp('/jobpostings', candidate);
    const box = candidate.getByRole('searchbox', { name: SEARCH_BOX_LABEL });
    await box.fill(words);
    await box.press('Enter');
  };
  await search(word);
  await expect(candidate.locator('article').first()).toContainText(title);

  // close: it leaves the search; reopen: it is back
  await row.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
  await checkScreen('editor-open');
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await search(`${word} denials`);
  await expect(candidate.locator('article').filter({ hasText: title })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reopen' }).click();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  await search(`${word} analyst`);
  await expect(candidate.locator('article').first()).toContainText(title);
});

test("another company's recruiter does not see the job, in the list or by its address", async ({
  request,
  newPhonePage,
  openApp,
}) => {
  const title = `${uniqueWord()} Coding Auditor`;
  const token = await recruiterToken(request, anita);
  const created = await postJson(request, '/recruiters/jobs', { job_title: title }, token);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const jobId = (created.body.result as { job: { id: number } }).job.id;

  const page = await newPhonePage();
  await openApp('/recruiter/login', page);
  await recruiterLogin(page, vikram);
  await expect(page).toHaveURL(atPath('/recruiter'));
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Jobs' }).or(page.getByText(/no jobs yet/))).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await openApp(`/recruiter/jobs/${jobId}/edit`, page);
  await expect(page.getByText('This job was not found. It may belong to another company.')).toBeVisible();
});

test('the recruiter screens pass axe and fit 360 px: login, join, jobs, the empty editor with its checks, invite', async ({
  page,
  openApp,
  checkScreen,
}) => {
  await openApp('/recruiter/login', page);
  await expect(page.getByRole('heading', { level: 1, name: 'Recruiter Login' })).toBeVisible();
  await checkScreen('login');
  await shoot(page, 'login');
  // forgot password runs the candidates' code flow and leads back here
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(atPath('/forgotpassword'));
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(atPath('/recruiter/login'));

  await page.getByRole('link', { name: 'Join your company' }).click();
  await expect(page).toHaveURL(atPath('/recruiter/join'));
  await expect(page.getByRole('heading', { level: 1, name: 'Join your company' })).toBeVisible();
  await checkScreen('join');
  await shoot(page, 'join');

  await openApp('/recruiter/login', page);
  await recruiterLogin(page, anita);
  await expect(page).toHaveURL(atPath('/recruiter'));
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();

  await page.getByRole('button', { name: 'Invite a colleague' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a colleague' });
  await expect(invite.getByRole('textbox', { name: "Colleague's email" })).toBeFocused();
  await checkScreen('invite');
  await shoot(page, 'invite');
  await invite.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('link', { name: 'Post a job' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('textbox', { name: 'Job title' })).toBeFocused();
  await expect(page.getByText('Please enter the description')).toBeVisible();
  await checkScreen('editor-errors');
  await shoot(page, 'editor-errors');
});

test('offline: the jobs open from this device with their age; a save says it needs the network and keeps what was entered', async ({
  page,
  openApp,
}) => {
  await openApp('/recruiter/login', page);
  await recruiterLogin(page, anita);
  await expect(page).toHaveURL(atPath('/recruiter'));
  const firstTitle = page
    .getByRole('list', { name: 'Jobs' })
    .getByRole('listitem')
    .first()
    .getByRole('link')
    .first();
  const title = (await firstTitle.textContent()) ?? '';
  expect(title).not.toBe('');
  await expectControlled(page);
  await expectPersisted(page, title);
  await page.context().setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(page.getByText(/You are offline: showing your jobs saved on this phone/)).toBeVisible();

    await page.getByRole('link', { name: 'Post a job' }).click();
    await page.getByRole('textbox', { name: 'Job title' }).fill('Offline Charge Poster');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('form', { name: 'Job' }).getByRole('alert')).toContainText(RECRUITER_OFFLINE);
    await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue('Offline Charge Poster');
    // a reload (still offline) brings back what was entered
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue('Offline Charge Poster');
    await expect(page.getByText(/Restored what you entered on this device/)).toBeVisible();
  } finally {
    await page.context().setOffline(false);
  }
});
