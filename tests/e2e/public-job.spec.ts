import type { APIRequestContext, Page } from '@playwright/test';
import { atPath, expect, readAppStorage, test } from './fixtures';
import { expectControlled } from './jobs-test-kit';
import { saveStepsBeforeOverview } from './profile-test-kit';

/**
 * A job's public page (issue 26 §1): a shared link `/jobs/{id}` shows the job to anyone, with
 * JavaScript off too; Apply leads through sign-up and onboarding to the job's apply step in the
 * app; a signed-in candidate's browser goes on to the app's job detail, with the app installed
 * (its service worker in control) too.
 */

/** An open job from the sitemap (what a search engine finds): its public page's path. */
async function openJobPath(request: APIRequestContext): Promise<string> {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const file = /<loc>[^<]*(\/sitemaps\/jobs-1\.xml)<\/loc>/.exec(await index.text())?.[1];
  expect(file).toBeTruthy();
  const xml = await (await request.get(file ?? '')).text();
  const path = /<loc>[^<]*?(\/jobs\/\d+)<\/loc>/.exec(xml)?.[1];
  expect(path).toBeTruthy();
  return path ?? '';
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

test.describe('a job’s public page', () => {
  test('a signed-out visitor reads a shared job, taps Apply, signs up, onboards and lands on its apply step', async ({
    page,
    request,
    sentMessages,
    checkAxe,
    expectNoSidewaysScroll,
  }) => {
    const path = await openJobPath(request);
    const jobId = path.split('/')[2];

    // The shared link: the job, read at 360 px, axe clean.
    await page.goto(path);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    const jobTitle = (await title.textContent()) ?? '';
    expect(jobTitle.length).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Job Description' })).toBeVisible();
    await expect(page.getByText('Salary', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /logo$/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await checkAxe(page);
    // no script of the app was loaded: the page is the server's
    expect(await page.evaluate(() => document.querySelectorAll('script[src]').length)).toBe(0);

    // Apply: sign-up, keeping the job's apply step.
    await page.getByRole('link', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(atPath('/register'));
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/jobpostings/${jobId}?apply=1`);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    const phone = `96${String(Date.now()).slice(-8)}`;
    const email = `public.job.${Date.now()}@example.com`;
    await field(page, 'First name').fill('Meena');
    await field(page, 'Last name').fill('Iyer');
    await field(page, 'Phone number').fill(phone);
    await field(page, 'Email').fill(email);
    for (const [button, contact, otpType] of [
      ['Verify mobile number', phone, 'mobile_verification'],
      ['Verify email', email, 'email_verification'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.getByLabel('Digit 1 of 6').fill(await sentMessages.code(contact, { otpType }));
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'Next' }).click();
    await field(page, 'Password').fill('Welcome1');
    await field(page, 'Confirm password').fill('Welcome1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(atPath('/acc-created'));
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(atPath('/onboarding'));

    // The onboarding a new account must finish first: its steps saved, the last one on screen.
    const token = (await readAppStorage(page)).token;
    expect(token).toBeTruthy();
    await saveStepsBeforeOverview(request, { token });
    await page.goto('/profile-overview');
    await page.getByRole('radio', { name: 'Male', exact: true }).check();
    await page.getByRole('textbox', { name: /Date of Birth/ }).fill('15/01/2000');
    const preferred = page.getByRole('combobox', { name: /Preferred Job Locations/ });
    await preferred.click();
    await preferred.fill('Hyde');
    await page.getByRole('option', { name: 'Hyderabad', exact: true }).click();
    await page.keyboard.press('Escape');
    const current = page.getByRole('combobox', { name: /Current Work Location/ });
    await current.click();
    await current.fill('Hyde');
    await page.getByRole('option', { name: 'Hyderabad', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Work from Office' }).check();
    await page.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(atPath('/onboard-completed'));
    await page.getByRole('button', { name: 'Continue' }).click();

    // The job's apply step: its job detail with the resume dialog open, the address clean.
    await expect(page).toHaveURL(atPath(`/jobpostings/${jobId}`));
    const dialog = page.getByRole('dialog', { name: 'Upload Resume' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(jobTitle, { exact: false })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });

  test('with JavaScript off, the job and its Apply links are all there', async ({
    browser,
    baseURL,
    request,
  }) => {
    const path = await openJobPath(request);
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply', exact: true })).toHaveAttribute(
      'href',
      `/register?redirect=${encodeURIComponent(`/jobpostings/${path.split('/')[2]}?apply=1`)}`,
    );
    await expect(page.getByRole('link', { name: 'Log in to apply' })).toHaveAttribute(
      'href',
      /^\/login\?redirect=/,
    );
    await context.close();
  });

  test('a signed-in candidate opening a shared link lands on the job detail, with the app installed and offline too', async ({
    signedInPage: page,
    context,
    request,
    openApp,
  }) => {
    const path = await openJobPath(request);
    const jobId = path.split('/')[2];
    await page.goto(path);
    await expect(page).toHaveURL(atPath(`/jobpostings/${jobId}`));
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();

    // The installed app's service worker leaves /jobs/ to the server (its shell would send an
    // unknown path to the dashboard).
    await openApp('/dashboard', page);
    await expectControlled(page);
    await page.goto(path);
    await expect(page).toHaveURL(atPath(`/jobpostings/${jobId}`));
    const title = page.getByRole('article').getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    const jobTitle = (await title.textContent()) ?? '';

    // Offline, the worker sends the shared link to the job detail, which shows the job kept here.
    await context.setOffline(true);
    try {
      await page.goto(path);
      await expect(page).toHaveURL(atPath(`/jobpostings/${jobId}`));
      await expect(
        page.getByRole('article').getByRole('heading', { level: 1, name: jobTitle }),
      ).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('an unknown job: 404, saying so, with a link to the search', async ({
    page,
    checkAxe,
    expectNoSidewaysScroll,
  }) => {
    const response = await page.goto('/jobs/99999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search RCM jobs' })).toHaveAttribute('href', '/jobs');
    await expectNoSidewaysScroll(page);
    await checkAxe(page);
    // the public list, not a login (issue 35 C10)
    await page.getByRole('link', { name: 'Search RCM jobs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Search RCM jobs' })).toBeVisible();
  });
});
