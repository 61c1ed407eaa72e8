import { APPLICATION_SUBMITTED } from '@app/features/jobs/job-texts';
import type { Locator, Page } from '@playwright/test';
import { atPath, expect, test } from './fixtures';
import { findJob, jobArticle, resumePdf } from './jobs-test-kit';
import { settled } from './page-checks';
import { networkQuiet } from './quiet-network';

/**
 * Accessibility (issue 22 §7): axe finds no serious or critical violation on any screen or dialog
 * (signed out, onboarding, signed in), every screen fits 360 px; each route has its own page
 * title; a route change takes the focus to the new screen's heading; closing a dialog gives the
 * focus back to the control that opened it; the password toggles are reachable by keyboard; the
 * fields' borders reach 3:1 and show focus beyond a border change; pills' remove buttons are 24 px;
 * prefers-reduced-motion is honoured.
 */

/** Waits for the page's heading, then axe and no sideways scroll. */
async function screenPasses(
  page: Page,
  heading: string | RegExp,
  checkAxe: (page?: Page) => Promise<unknown>,
  expectNoSidewaysScroll: (page?: Page) => Promise<void>,
) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await networkQuiet(page);
  await checkAxe(page);
  await expectNoSidewaysScroll(page);
}

/** The focused element's accessible description for messages: tag, name and text. */
function focusedElement(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? ''} ${(el.textContent ?? '').trim().slice(0, 60)}`.trim();
  });
}

async function expectFocused(locator: Locator) {
  await expect(locator).toBeFocused();
}

test.describe('axe on every screen and dialog', () => {
  test('signed-out screens', async ({ page, openApp, checkAxe, expectNoSidewaysScroll }) => {
    for (const [path, heading] of [
      ['/', /./],
      ['/login', 'Login'],
      ['/register', /./],
      ['/forgotpassword', /./],
    ] as const) {
      await openApp(path, page);
      await expect(page).toHaveURL(atPath(path));
      await screenPasses(page, heading, checkAxe, expectNoSidewaysScroll);
    }
  });

  test('onboarding screens', async ({ onboardingPage: page, openApp, checkAxe, expectNoSidewaysScroll }) => {
    await openApp('/onboarding', page);
    await screenPasses(page, /./, checkAxe, expectNoSidewaysScroll);
    // a Fresher's own looking-for step
    await page.getByRole('radio', { name: 'Fresher', exact: true }).check();
    await page.getByRole('radio', { name: 'Others', exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(atPath('/fresher-lookingfor'));
    await screenPasses(page, /./, checkAxe, expectNoSidewaysScroll);
  });

  test('signed-in screens', async ({
    signedInPage: page,
    session,
    request,
    openApp,
    checkAxe,
    expectNoSidewaysScroll,
  }) => {
    const job = await findJob(request, session.token, () => true);
    for (const [path, heading] of [
      ['/dashboard', 'Dashboard'],
      ['/jobpostings', /./],
      [`/jobpostings/${job.id}`, job.job_title],
      ['/saved-jobs', /./],
      ['/applied-jobs', /./],
      ['/view-profile', 'My Profile'],
      ['/edit-profile', 'Edit Profile'],
      ['/settings', /./],
      ['/outbox', /./],
      ['/chat', /./],
    ] as const) {
      await openApp(path, page);
      await screenPasses(page, heading, checkAxe, expectNoSidewaysScroll);
    }
  });

  test('the account menu, the phone drawer and the sign-out confirmation', async ({
    signedInPage: page,
    openApp,
    checkAxe,
  }) => {
    await openApp('/dashboard', page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await settled(page);
    // the first focus lands on the menu, not on a nameless placeholder
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role') ?? ''))
      .toMatch(/^(menu|menuitem)$/);
    await checkAxe(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await settled(page);
    await checkAxe(page);
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Signout' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign Out' })).toBeVisible();
    await settled(page);
    await checkAxe(page);
  });

  test('the apply dialogs: resume picker and Application Submitted!', async ({
    signedInPage: page,
    session,
    request,
    openApp,
    checkAxe,
  }) => {
    const job = await findJob(
      request,
      session.token,
      (item) => !item.applied_status && !item.assessment_status,
    );
    await openApp(`/jobpostings/${job.id}`, page);
    await jobArticle(page, job.job_title).getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Resume' });
    await expect(dialog).toBeVisible();
    await settled(page);
    await checkAxe(page);
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Browse File' }).click();
    await (await chooser).setFiles(resumePdf());
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByRole('dialog', { name: APPLICATION_SUBMITTED })).toBeVisible();
    await settled(page);
    await checkAxe(page);
  });
});

test.describe('page titles and the focus after a route change', () => {
  test('each route has its own title; the job detail names its job', async ({
    signedInPage: page,
    session,
    request,
    openApp,
  }) => {
    await openApp('/dashboard', page);
    await expect(page).toHaveTitle('Dashboard | RCM Careers');
    await openApp('/saved-jobs', page);
    await expect(page).toHaveTitle('Saved Jobs | RCM Careers');
    const job = await findJob(request, session.token, () => true);
    await openApp(`/jobpostings/${job.id}`, page);
    await expect(page).toHaveTitle(`Job details: ${job.job_title} | RCM Careers`);
  });

  test('signed out: the login title', async ({ page, openApp }) => {
    await openApp('/login', page);
    await expect(page).toHaveTitle('Login | RCM Careers');
  });

  test('following a link moves the focus to the new screen’s heading', async ({
    signedInPage: page,
    openApp,
  }) => {
    await openApp('/dashboard', page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Saved Jobs' }).click();
    await expect(page).toHaveURL(atPath('/saved-jobs'));
    await expect(page).toHaveTitle('Saved Jobs | RCM Careers');
    await expectFocused(page.getByRole('heading', { level: 1 }));
  });
});

test.describe('the focus returns to the control that opened a dialog', () => {
  test('the sign-out confirmation, cancelled: the account menu button', async ({
    signedInPage: page,
    openApp,
  }) => {
    await openApp('/dashboard', page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const account = page.getByRole('button', { name: 'Account menu' });
    await account.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Signout' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Sign Out' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).press('Enter');
    await expect(confirm).toBeHidden();
    await expect(account, `focus on ${await focusedElement(page)}`).toBeFocused();
  });

  test('apply: cancelled, the Apply button; after Application Submitted!, the job’s heading (Apply turned Applied)', async ({
    signedInPage: page,
    session,
    request,
    openApp,
  }) => {
    const job = await findJob(
      request,
      session.token,
      (item) => !item.applied_status && !item.assessment_status,
    );
    await openApp(`/jobpostings/${job.id}`, page);
    const article = jobArticle(page, job.job_title);
    const apply = article.getByRole('button', { name: 'Apply', exact: true });
    await apply.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Upload Resume' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Browse File' }).click();
    await (await chooser).setFiles(resumePdf());
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
    const submitted = page.getByRole('dialog', { name: APPLICATION_SUBMITTED });
    await expect(submitted).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(submitted).toBeHidden();
    await expect(article.getByRole('button', { name: 'Applied' })).toBeDisabled();
    await expect(page.getByRole('heading', { level: 1, name: job.job_title })).toBeFocused();
  });
});

test.describe('keyboard and visibility of form fields', () => {
  test('the password toggles are reached with Tab', async ({ page, openApp }) => {
    await openApp('/login', page);
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill('Candidate@123');
    await password.press('Tab');
    const toggle = page.getByRole('button', { name: 'Toggle password visibility' });
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('field and checkbox borders reach 3:1; a focused field shows a ring; pills’ remove buttons are 24 px', async ({
    signedInPage: page,
    openApp,
  }) => {
    await openApp('/edit-profile', page);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
    await expect(page.locator('input.mantine-Input-input:not([type=hidden])').first()).toBeVisible();
    const contrast = await page.evaluate(() => {
      const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const lum = ([r, g, b]: number[]) => {
        const c = [r, g, b].map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
      };
      const ratio = (a: string, b: string) => {
        const [x, y] = [lum(rgb(a)), lum(rgb(b))].sort((m, n) => n - m);
        return (x + 0.05) / (y + 0.05);
      };
      const input = document.querySelector<HTMLElement>('input.mantine-Input-input:not([type=hidden])');
      const checkbox = document.querySelector<HTMLElement>('input.mantine-Checkbox-input:not(:checked)');
      const against = 'rgb(255, 255, 255)';
      return {
        input: input ? ratio(getComputedStyle(input).borderTopColor, against) : 0,
        checkbox: checkbox ? ratio(getComputedStyle(checkbox).borderTopColor, against) : 99,
      };
    });
    expect(contrast.input).toBeGreaterThanOrEqual(3);
    expect(contrast.checkbox).toBeGreaterThanOrEqual(3);

    const field = page.locator('input.mantine-Input-input:not([type=hidden])').first();
    await field.focus();
    await expect
      .poll(() =>
        field.evaluate((el) => `${getComputedStyle(el).outlineStyle} ${getComputedStyle(el).outlineWidth}`),
      )
      .toMatch(/^solid [2-9]/);

    const removes = page.locator('.mantine-Pill-remove');
    await expect(removes.first()).toBeVisible();
    for (const box of await removes.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()))) {
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
  });

  test('the search box has a visible label besides its placeholder', async ({
    signedInPage: page,
    openApp,
  }) => {
    await openApp('/jobpostings', page);
    const box = page.getByRole('searchbox', { name: /^Search/ });
    await expect(box).toBeVisible();
    const labelled = await box.evaluate((input) =>
      Array.from((input as HTMLInputElement).labels ?? []).map((label) => ({
        text: label.textContent?.trim() ?? '',
        shown: label.getBoundingClientRect().height > 0,
      })),
    );
    expect(labelled).toContainEqual({ text: 'Search', shown: true });
  });

  test('prefers-reduced-motion: dialogs open without a transition', async ({
    signedInPage: page,
    openApp,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openApp('/dashboard', page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    const durations = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLElement>('.mantine-Drawer-content, .mantine-Drawer-overlay'),
      ).map((el) => getComputedStyle(el).transitionDuration),
    );
    expect(durations.length).toBeGreaterThan(0);
    for (const duration of durations) expect(Number.parseFloat(duration)).toBeLessThan(0.05);
  });
});
