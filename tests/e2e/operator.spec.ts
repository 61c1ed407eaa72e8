import { atPath, expect, test } from './fixtures';

/**
 * Issue 37: the operator (the demo's Asha, role 1) signs in at the recruiter login, lands on
 * /operator, reads an unverified company's evidence (the demo's Dawn RCM Services: its GSTIN and
 * CIN checked, its verified domain mailbox, its change log) and verifies it, by keyboard, at
 * 360 px, with axe on the page; then opens the reports queue (issue 37 §2), axe and 360 px.
 */
test('the operator reads an unverified company’s evidence and verifies it', async ({ page, checkScreen }) => {
  await page.goto('/recruiter/login');
  await page.getByLabel(/^Email/).fill('asha.rao@example.com');
  await page.getByLabel(/^Password/).fill('Recruiter@123');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(atPath('/operator'));
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();

  // unverified first, its evidence open
  const dawn = page.getByRole('article', { name: 'Dawn RCM Services' });
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Dawn RCM Services');
  await expect(dawn.getByText('33AABCD4321K1Z0 — check passed')).toBeVisible();
  await expect(dawn.getByText('U72900TN2019PTC131313 — check passed')).toBeVisible();
  await expect(dawn.getByText(/^hr@dawn-rcm\.example, verified/)).toBeVisible();
  await expect(dawn.getByRole('table')).toContainText('Meera Iyer <meera.iyer@example.com>');
  await checkScreen('companies');

  // by keyboard: the Verify button takes the focus from the Tab order and Enter presses it
  const verify = dawn.getByRole('button', { name: 'Verify' });
  await verify.focus();
  await expect(verify).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dawn.getByText('Dawn RCM Services is now a Verified employer.')).toBeVisible();
  await expect(dawn.getByText('Verified employer', { exact: true })).toBeVisible();
  await expect(dawn.getByRole('button', { name: 'Suspend' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).not.toHaveText('Dawn RCM Services');

  // issue 37 §2: the header's Reports opens the reports queue, which passes axe at 360 px too
  await page.getByRole('navigation', { name: 'Operator' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(atPath('/operator/reports'));
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Companies to review' })).toBeVisible();
  await checkScreen('reports');
});
