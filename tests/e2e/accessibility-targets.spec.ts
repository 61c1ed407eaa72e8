import { expect, test } from './fixtures';
import { networkQuiet } from './quiet-network';

/**
 * Issue 35 (N8 on the candidate's side): every control of the candidate screens this round
 * changed is at least 24 x 24 px, or far enough from the next one (WCAG 2.2 target size, axe's
 * 'target-size', which axe leaves off by default), and each job list's headings go h1 -> h2.
 */

const TARGETS = { enableRules: ['target-size'] };

test('candidate screens: targets of 24 px, and job lists h1 -> h2', async ({
  signedInPage: page,
  openApp,
  checkAxe,
}) => {
  for (const path of ['/jobpostings?q=medical+coder&location=Chennai', '/saved-jobs', '/applied-jobs']) {
    await openApp(path, page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await networkQuiet(page);
    await checkAxe(page, TARGETS);
    const cards = page.locator('article');
    if ((await cards.count()) > 0) {
      // a card's title is an h2 (h3 only under 'Related jobs', itself an h2)
      await expect(cards.first().locator('h2')).toHaveCount(1);
    }
  }
  await openApp('/dashboard', page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await networkQuiet(page);
  await checkAxe(page, TARGETS);
});

test('signed out: the reset password and code screens have targets of 24 px', async ({
  page,
  openApp,
  checkAxe,
}) => {
  for (const path of ['/resetpassword', '/forgotpassword', '/login']) {
    await openApp(path, page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await networkQuiet(page);
    await checkAxe(page, TARGETS);
  }
});
