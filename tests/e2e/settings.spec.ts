// Account settings (issue 10): change password, deactivate, delete and Download my data on
// /settings, in Chromium at 360 px against the real server and the built app. Every test uses a
// candidate of its own signed up just now (these tests end accounts; never the demo candidates).
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  apiLogin,
  apiSignUp,
  atPath,
  test as base,
  expect,
  type NewCandidate,
  postJson,
  readAppStorage,
} from './fixtures';

const test = base.extend<{
  /** The test's page on /settings, signed in as `newCandidate` the way a login leaves it. */
  settingsPage: Page;
}>({
  settingsPage: async ({ page, request, newCandidate, setAppStorage, openApp }, use) => {
    const session = await apiLogin(request, newCandidate);
    await setAppStorage({
      token: session.token,
      isCandidateLogin: 'true',
      user_id: String(newCandidate.userId),
    });
    await openApp('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await use(page);
  },
});

// Service workers off: these journeys are about the screen and the server, not the cache.
test.use({ serviceWorkers: 'block' });

/** The accordion's control of a panel (the Delete panel has a Delete Account button of its own). */
function panelControl(page: Page, name: string) {
  return page.locator('button[aria-expanded]', { hasText: name });
}

async function openPanel(page: Page, name: string) {
  await panelControl(page, name).click();
  await expect(panelControl(page, name)).toHaveAttribute('aria-expanded', 'true');
  const region = page.getByRole('region', { name });
  await expect(region).toBeVisible();
  return region;
}

/** A password box by its accessible name (Chromium names it a textbox; the asterisk is hidden). */
function passwordBox(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Jobseeker Login' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function expectSignedOutAtHome(page: Page) {
  await expect(page).toHaveURL(atPath('/'));
  await expect(page.getByRole('heading', { name: 'Jobseeker Login' })).toBeVisible();
  expect(await readAppStorage(page)).toEqual({});
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
}

const loginStatus = async (request: Parameters<typeof postJson>[0], who: NewCandidate, password: string) =>
  postJson(request, '/auth/login', { email: who.email, password, role_id: 3 });

test('change password: the rules, New Password Updated Successfully, then the new password logs in', async ({
  settingsPage: page,
  newCandidate,
  request,
  openApp,
  newPhonePage,
}) => {
  await openPanel(page, 'Change Password');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Old password is required')).toBeVisible();
  await expect(page.getByText('New password is required')).toBeVisible();
  await expect(page.getByText('Confirm password is required')).toBeVisible();

  await passwordBox(page, 'Old Password').fill(newCandidate.password);
  await expect(page.getByText('Old password is required')).toHaveCount(0);
  await passwordBox(page, 'New Password').fill('Changed@123');
  await passwordBox(page, 'Confirm Password').fill('Changed@124');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  // a wrong old password: the server's message, and what was typed stays
  await passwordBox(page, 'Old Password').fill('Wrong@1234');
  await passwordBox(page, 'Confirm Password').fill('Changed@123');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Old password is incorrect' })).toBeVisible();
  await expect(passwordBox(page, 'New Password')).toHaveValue('Changed@123');

  await passwordBox(page, 'Old Password').fill(newCandidate.password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  const done = page.getByRole('dialog', { name: 'New Password Updated Successfully' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(done).toBeHidden();
  // this session stays
  expect((await readAppStorage(page)).token).toBeTruthy();

  expect((await loginStatus(request, newCandidate, newCandidate.password)).status).toBe(401);
  const other = await newPhonePage();
  await openApp('/', other);
  await logInThroughForm(other, newCandidate.email, 'Changed@123');
  await expect(other).not.toHaveURL(atPath('/'));
  expect((await readAppStorage(other)).token).toBeTruthy();
});

test('deactivate: warning, reasons, password, done; closing clears this phone and goes to /; login then refused', async ({
  settingsPage: page,
  newCandidate,
  request,
}) => {
  const panel = await openPanel(page, 'Deactivate Account');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await panel.getByRole('button', { name: 'Next' }).click();
  await expect(panel.getByText('Please select at least one reason')).toBeVisible();
  await panel.getByRole('checkbox', { name: 'I found a job' }).check();
  await panel.getByRole('checkbox', { name: 'Other (Please Specify)' }).check();
  await panel.getByRole('button', { name: 'Next' }).click();
  await expect(panel.getByText('Please specify the reason')).toBeVisible();
  await panel.getByRole('textbox', { name: 'Your reason' }).fill('Moving abroad');
  await panel.getByRole('button', { name: 'Next' }).click();

  // Cancel on the password step returns to the reasons, as ticked
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByRole('checkbox', { name: 'I found a job' })).toBeChecked();
  await panel.getByRole('button', { name: 'Next' }).click();

  const confirm = panel.getByRole('form', { name: 'Confirm with your password' });
  await confirm.getByRole('button', { name: 'Deactivate Account' }).click();
  await expect(panel.getByText('Password is required')).toBeVisible();
  await passwordBox(page, 'Password').fill('Wrong@1234');
  await confirm.getByRole('button', { name: 'Deactivate Account' }).click();
  await expect(panel.getByRole('alert').filter({ hasText: 'Password is incorrect' })).toBeVisible();
  await passwordBox(page, 'Password').fill(newCandidate.password);
  await confirm.getByRole('button', { name: 'Deactivate Account' }).click();

  const done = page.getByRole('dialog', { name: 'Your account has been successfully deactivated' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
  await expectSignedOutAtHome(page);

  // the server's message at login
  await logInThroughForm(page, newCandidate.email, newCandidate.password);
  await expect(page.getByText('This account is deactivated.').first()).toBeVisible();
  await expect(page).toHaveURL(atPath('/'));
  expect((await loginStatus(request, newCandidate, newCandidate.password)).status).toBe(401);
});

test('delete: confirm, done; closing clears this phone and goes to /; the e-mail registers again', async ({
  settingsPage: page,
  newCandidate,
  request,
  sentMessages,
}) => {
  const panel = await openPanel(page, 'Delete Account');
  await panel.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Account' });
  await expect(
    confirm.getByText('Are you sure you want to delete your account? This cannot be undone.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await panel.getByRole('button', { name: 'Delete Account' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();

  const done = page.getByRole('dialog', { name: 'Your account has been successfully deleted' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
  await expectSignedOutAtHome(page);

  expect((await loginStatus(request, newCandidate, newCandidate.password)).status).toBe(401);
  const again = await apiSignUp(request, sentMessages, newCandidate.email, 'Again@1234');
  expect(again.userId).not.toBe(newCandidate.userId);
  expect((await apiLogin(request, { email: newCandidate.email, password: 'Again@1234' })).token).toBeTruthy();
});

test("download my data: the JSON file arrives under the server's name with the candidate's e-mail", async ({
  settingsPage: page,
  newCandidate,
}) => {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^rcm-careers-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const saved = await download.path();
  const file = JSON.parse(await readFile(saved, 'utf8')) as {
    success: boolean;
    result: { account: { email: string; user_id: number } };
  };
  expect(file.success).toBe(true);
  expect(file.result.account.email).toBe(newCandidate.email);
  expect(file.result.account.user_id).toBe(newCandidate.userId);
  await expect(page.getByText(`Your data was saved as ${download.suggestedFilename()}.`)).toBeVisible();
});

test('offline: the writes are not queued; each says it needs the network and keeps what was typed', async ({
  settingsPage: page,
  context,
  newCandidate,
}) => {
  await openPanel(page, 'Change Password');
  await passwordBox(page, 'Old Password').fill(newCandidate.password);
  await passwordBox(page, 'New Password').fill('Changed@123');
  await passwordBox(page, 'Confirm Password').fill('Changed@123');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText(/You are offline\. Changing your password needs the network/)).toBeVisible();
  await expect(passwordBox(page, 'New Password')).toHaveValue('Changed@123');

  await page.getByRole('button', { name: 'Download my data' }).click();
  await expect(page.getByText(/You are offline\. Downloading your data needs the network/)).toBeVisible();

  const panel = await openPanel(page, 'Delete Account');
  await panel.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByRole('dialog', { name: 'Delete Account' }).getByRole('button', { name: 'Delete' }).click();
  await expect(panel.getByText(/You are offline\. Deleting your account needs the network/)).toBeVisible();
  expect((await readAppStorage(page)).token).toBeTruthy();
  await context.setOffline(false);
});

test('/settings at 360 px: every panel and step by keyboard, no axe violations, no sideways scroll', async ({
  settingsPage: page,
  checkScreen,
}) => {
  await checkScreen('closed');

  // by keyboard: open Change Password, submit the empty form with Enter
  await panelControl(page, 'Change Password').focus();
  await page.keyboard.press('Enter');
  await expect(panelControl(page, 'Change Password')).toHaveAttribute('aria-expanded', 'true');
  // the panel opens with a transition: its fields take the focus once they are shown
  await expect(passwordBox(page, 'Old Password')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(passwordBox(page, 'Old Password')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Old password is required')).toBeVisible();
  await checkScreen('change-password');

  const panel = await openPanel(page, 'Deactivate Account');
  await expect(panelControl(page, 'Change Password')).toHaveAttribute('aria-expanded', 'false');
  await checkScreen('deactivate-warning');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await panel.getByRole('checkbox', { name: 'Other (Please Specify)' }).check();
  await panel.getByRole('button', { name: 'Next' }).click();
  await expect(panel.getByText('Please specify the reason')).toBeVisible();
  await checkScreen('deactivate-reasons');
  await panel.getByRole('button', { name: 'Skip' }).click();
  await expect(passwordBox(page, 'Password')).toBeVisible();
  await checkScreen('deactivate-password');

  const deletePanel = await openPanel(page, 'Delete Account');
  await checkScreen('delete');
  await deletePanel.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Account' })).toBeVisible();
  await checkScreen('delete-confirm');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Delete Account' })).toBeHidden();
});
