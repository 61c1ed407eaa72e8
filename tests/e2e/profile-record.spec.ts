import { test as base, expect } from './fixtures';

/**
 * Edit Profile off the script (issue 17, §2 items 2 and 3, §3): the demo candidate saves her
 * profile unchanged; a failed save brings the first field in error into view with its message;
 * the names keep letters and spaces only as they are typed. Signed in as Priya, the seeded
 * candidate who finished onboarding.
 */
const test = base.extend<{ editProfile: import('@playwright/test').Page }>({
  editProfile: async ({ signedInPage: page, openApp }, use) => {
    await openApp('/edit-profile', page);
    await expect(page.getByRole('textbox', { name: 'First Name' })).not.toHaveValue('');
    await use(page);
  },
});

test('the demo candidate saves her profile unchanged: Profile Updated Successfully', async ({
  editProfile: page,
}) => {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('dialog', { name: 'Profile Updated Successfully' })).toBeVisible();
  await expect(page.getByText('Please check all fields for errors')).toHaveCount(0);
});

test('a failed save brings the first field in error into view, focused, its message beside it', async ({
  editProfile: page,
}) => {
  const firstName = page.getByRole('textbox', { name: 'First Name' });
  await firstName.fill('');
  const save = page.getByRole('button', { name: 'Save Changes' });
  await save.scrollIntoViewIfNeeded();
  await expect(firstName).not.toBeInViewport();
  await save.click();
  await expect(firstName).toBeFocused();
  await expect(firstName).toBeInViewport();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  const message = page.getByText('Please fill in the First Name');
  await expect(message).toBeInViewport();
  await expect(page.getByRole('dialog', { name: 'Profile Updated Successfully' })).toHaveCount(0);
});

test('first and last name drop digits and signs as they are typed', async ({ editProfile: page }) => {
  for (const label of ['First Name', 'Last Name']) {
    const box = page.getByRole('textbox', { name: label });
    await box.fill('');
    await box.pressSequentially('An1na Ma2rie-3');
    await expect(box).toHaveValue('Anna Marie');
  }
});
