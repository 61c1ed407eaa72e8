import type { APIRequestContext, Page } from '@playwright/test';
import { atPath, test as base, expect, postJson } from './fixtures';
import { expectControlled, expectPersisted, resumePdf } from './jobs-test-kit';
import { settled } from './page-checks';

/**
 * Issue 24 §2 against the real server: the dashboard's preferences saved to the account (kept
 * across a reload and on a second device; the choices an earlier version kept on the device sent
 * once), and the notifications: a recruiter's status change in the list with the bell's unread
 * count and a working link, Mark all as read, no 'viewed' notification while viewed alerts are
 * off; axe and 360 px on the drawer; the list offline from what the phone kept, with its age.
 */

/** A candidate of the test's own: the demo candidate's notifications are other journeys' too. */
const test = base.extend({
  signInAs: async ({ newCandidate }, use) =>
    use({ email: newCandidate.email, password: newCandidate.password }),
});

const anita = { email: 'anita.desai@example.com', password: 'Recruiter@123', role_id: 2 };
type Preferences = Record<
  'email_alerts' | 'job_alerts' | 'viewed_alerts' | 'recruiter_reach_out' | 'daily_digest',
  boolean
>;

async function recruiterToken(request: APIRequestContext): Promise<string> {
  const answer = await postJson(request, '/auth/login', anita);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.result as { token: string }).token;
}

async function accountPreferences(request: APIRequestContext, token: string): Promise<Preferences> {
  const answer = await request.get('/api/candidates/preferences', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { result: Preferences }).result;
}

/** Signs `page` in with this token (the app's storage on its origin), then opens `path`. */
async function signIn(page: Page, token: string, path: string, extra: Record<string, string> = {}) {
  await page.goto('/');
  await page.evaluate(
    (entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    { token, isCandidateLogin: 'true', ...extra },
  );
  await page.goto(path);
}

/** Anita's company posts and publishes a job (no questions) through the API; answers id and title. */
async function publishedJob(request: APIRequestContext, token: string) {
  const title = `Notice${Date.now() % 100000} Denial Analyst`;
  const created = await postJson(
    request,
    '/recruiters/jobs',
    {
      job_title: title,
      role_name: 'Denial management',
      experience_level: 'Experienced',
      location: 'Chennai',
      type_name: 'Full Time',
      min_ctc: 300000,
      max_ctc: 450000,
      description: 'Work denials.',
      questions: [],
    },
    token,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = (created.body.result as { job: { id: number } }).job.id;
  const published = await postJson(request, `/recruiters/jobs/${id}/publish`, undefined, token);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return { id, title };
}

/** The candidate applies through the API; answers the application's id. */
async function applyTo(request: APIRequestContext, token: string, jobId: number): Promise<number> {
  const resume = resumePdf();
  const answer = await request.post('/api/candidates/apply_job', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      job_id: String(jobId),
      new_resume: 'true',
      resume: { name: resume.name, mimeType: resume.mimeType, buffer: resume.buffer },
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { result: { application_id: number } }).result.application_id;
}

test('preferences are the account’s: saved, kept across a reload and on another device; old device choices sent once', async ({
  page,
  session,
  request,
  newPhonePage,
}) => {
  // this device kept choices before they were the account's (a new account has all four on)
  await signIn(page, session.token, '/dashboard', {
    'rcm-dashboard-preferences': JSON.stringify({
      emailAlerts: false,
      jobAlerts: true,
      viewedAlerts: false,
      recruiterReachOut: true,
    }),
  });
  await expect(page.getByText('Saved to your account: they apply on every device.')).toBeVisible();
  await expect
    .poll(() => accountPreferences(request, session.token))
    .toEqual({
      email_alerts: false,
      job_alerts: true,
      viewed_alerts: false,
      recruiter_reach_out: true,
      daily_digest: true,
    });
  await expect(page.getByLabel('Email alerts')).not.toBeChecked();
  await expect(page.getByLabel('Alert when viewed by recruiter')).not.toBeChecked();
  await expect(page.getByLabel('Job alerts')).toBeChecked();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('rcm-dashboard-preferences'))).toBeNull();

  // a change is saved to the account; the old choices are not sent again after a reload
  await page.getByLabel('Recruiter reach out').uncheck();
  await expect
    .poll(async () => (await accountPreferences(request, session.token)).recruiter_reach_out)
    .toBe(false);
  await page.reload();
  await expect(page.getByLabel('Recruiter reach out')).not.toBeChecked();
  await expect(page.getByLabel('Job alerts')).toBeChecked();
  expect(await accountPreferences(request, session.token)).toEqual({
    email_alerts: false,
    job_alerts: true,
    viewed_alerts: false,
    recruiter_reach_out: false,
    daily_digest: true,
  });

  // another device shows the account's
  const phone = await newPhonePage();
  await signIn(phone, session.token, '/dashboard');
  await expect(phone.getByLabel('Recruiter reach out')).not.toBeChecked();
  await expect(phone.getByLabel('Email alerts')).not.toBeChecked();
  await expect(phone.getByLabel('Job alerts')).toBeChecked();
  await phone.getByLabel('Email alerts').check();
  await page.reload();
  await expect(page.getByLabel('Email alerts')).toBeChecked();
});

test('a recruiter’s status change is in the list with the bell’s count; no viewed alert while it is off; mark as read; the list offline', async ({
  page,
  context,
  session,
  request,
  checkAxe,
  expectNoSidewaysScroll,
}) => {
  const recruiter = await recruiterToken(request);
  const job = await publishedJob(request, recruiter);
  const applicationId = await applyTo(request, session.token, job.id);

  await signIn(page, session.token, '/dashboard');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await page.getByLabel('Alert when viewed by recruiter').uncheck();
  await expect.poll(async () => (await accountPreferences(request, session.token)).viewed_alerts).toBe(false);

  // Anita opens the applicant page (no 'viewed' notification: the alert is off) and shortlists
  const headers = { authorization: `Bearer ${recruiter}` };
  expect((await request.get(`/api/recruiters/applications/${applicationId}`, { headers })).status()).toBe(
    200,
  );
  const shortlisted = await request.put(`/api/recruiters/applications/${applicationId}/status`, {
    headers,
    data: { status: 'shortlisted', reason: '' },
  });
  expect(shortlisted.status()).toBe(200);

  // live: the event stream brings it while the page is open, with the shortlist's question for the
  // contact (issue 37 §3)
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  const item = drawer.getByRole('link', {
    name: new RegExp(`shortlisted your application for ${job.title}$`),
  });
  await expect(item).toBeVisible();
  await expect(drawer.getByText(/viewed your profile/)).toHaveCount(0);
  await settled(page);
  await checkAxe(page);
  await expectNoSidewaysScroll(page);
  // the link goes to the thing itself (the job, issue 35), and the notification is read
  await item.click();
  await expect(page).toHaveURL(atPath(`/jobpostings/${job.id}`));
  await expect(drawer).toBeHidden();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  // with the alert on, a view tells the candidate; Mark all as read clears the count
  await page.goto('/dashboard');
  await page.getByLabel('Alert when viewed by recruiter').check();
  await expect.poll(async () => (await accountPreferences(request, session.token)).viewed_alerts).toBe(true);
  expect((await request.get(`/api/recruiters/applications/${applicationId}`, { headers })).status()).toBe(
    200,
  );
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await bell.click();
  await expect(drawer.getByRole('link', { name: /viewed your profile$/ })).toBeVisible();
  await drawer.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(drawer.getByRole('link', { name: /^Unread: / })).toHaveCount(0);
  // Back closes the drawer and stays on the page
  await page.goBack();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(atPath('/dashboard'));

  // offline, the list opens from what this phone kept, saying how old it is
  await expectControlled(page);
  await expectPersisted(page, `shortlisted your application for ${job.title}`);
  await context.setOffline(true);
  try {
    await page.reload();
    await bell.click();
    await expect(drawer.getByRole('link', { name: new RegExp(`for ${job.title}$`) })).toBeVisible();
    await expect(
      drawer.getByText(/^You are offline: showing your notifications saved on this phone/),
    ).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
