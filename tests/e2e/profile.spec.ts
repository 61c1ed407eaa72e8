import type { Page } from '@playwright/test';
import { encodePng, filledImage } from '@server/services/png';
import { apiLogin, atPath, expect, postJson } from './fixtures';
import { expectControlled, expectPersisted } from './jobs-test-kit';
import { realName, test } from './profile-test-kit';

/**
 * My Profile and Edit Profile (signed-in spec §2, §4, §5, §8): a candidate who finished onboarding
 * through the API views the profile, edits it (a name, a company, a new education) and sees the
 * change; changes and deletes the photo and sees the header follow; axe and 360 px on both
 * screens; the profile opens offline after one visit.
 */

/** A small real PNG (8x8, one colour), by the server's own encoder. */
const smallPng = () => encodePng(filledImage(8, 8, [0x3c, 0x3c, 0x3c]));

/** Opens the select labelled `label` inside `scope` and picks `option`. */
/** Change Picture, the file in the Upload Image dialog, then its Save. */
async function uploadPhoto(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByRole('button', { name: 'Change Picture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Image' });
  await dialog.locator('input[type=file]').setInputFiles(file);
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled({ timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Save' }).click();
}

async function pick(page: Page, scope: ReturnType<Page['locator']>, label: string, option: string) {
  const box = scope.getByRole('textbox', { name: label }).or(scope.getByRole('combobox', { name: label }));
  await box.first().click();
  if (await box.first().isEditable()) await box.first().fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('my profile', () => {
  test('view, then edit a name, a company and a new education, and see them on My Profile', async ({
    page,
    onboarded,
    openApp,
    checkAxe,
    expectNoSidewaysScroll,
  }) => {
    test.slow();
    const { lists } = onboarded;

    await openApp('/view-profile', page);
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    for (const title of [
      'Personal Information',
      'Experience',
      'Educational Details',
      'Additional Information',
      'Preferences',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(page.getByText(realName(lists.companies, 0)).first()).toBeVisible();
    await checkAxe(page);
    await expectNoSidewaysScroll(page);

    // by keyboard: the Edit link and, below, Save Changes
    await page.getByRole('link', { name: 'Edit' }).press('Enter');
    await expect(page).toHaveURL(atPath('/edit-profile'));
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(crumbs.getByText('Edit Profile')).toBeVisible();
    const firstName = page.getByRole('textbox', { name: 'First Name' });
    await expect(firstName).toBeVisible();
    await checkAxe(page);
    await expectNoSidewaysScroll(page);

    await firstName.fill('Meera');
    const company = page.getByRole('group', { name: 'Employment 1' });
    const newCompany = realName(lists.companies, 1);
    await pick(page, company, 'Company', newCompany);

    await page.getByRole('button', { name: 'Add Education' }).click();
    const education = page.getByRole('group', { name: 'Education 2' });
    await pick(page, education, 'Education Level', 'Diploma');
    await pick(page, education, 'Highest Education', realName(lists.educations, 1));
    await pick(page, education, 'Institution', realName(lists.institutes, 1));
    await education.getByRole('textbox', { name: 'Year of Passing' }).fill('2021');

    await page.getByRole('button', { name: 'Save Changes' }).press('Enter');
    await expect(page.getByRole('dialog', { name: 'Profile Updated Successfully' })).toBeVisible();
    await expect(page).toHaveURL(atPath('/view-profile'), { timeout: 10_000 });
    await expect(page.getByText('Meera', { exact: true })).toBeVisible();
    await expect(page.getByText(newCompany, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Education 2' })).toBeVisible();
    await expect(page.getByText('Diploma', { exact: true })).toBeVisible();
    await expect(page.getByText('2021', { exact: true })).toBeVisible();
  });

  test('every block of Edit Profile passes axe at 360 px; a wrong field toasts; Cancel goes back', async ({
    editProfilePage: page,
    newCandidate,
    openApp,
    checkAxe,
    expectNoSidewaysScroll,
  }) => {
    test.slow();
    await expect(page.getByRole('textbox', { name: 'First Name' })).toBeVisible();

    // managerial, a current company on notice period, non-voice with Coding and Certified
    await page.getByRole('radio', { name: 'Managerial' }).check();
    await expect(page.getByRole('combobox', { name: 'Experience at' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Currently working here' }).check();
    await page.getByRole('radio', { name: 'Notice Period' }).check();
    await expect(page.getByRole('textbox', { name: 'Notice period (days)' })).toBeVisible();
    await page.getByRole('button', { name: 'Non-voice Process' }).click();
    await page.getByRole('checkbox', { name: 'Coding' }).check();
    await page.getByRole('radio', { name: 'Certified', exact: true }).check();
    await expect(page.getByRole('combobox', { name: 'Certification Type' })).toBeVisible();
    await checkAxe(page);
    await expectNoSidewaysScroll(page);

    // a fresher: the company, years and EHR blocks go; a Certified Medical Coder is non-voice
    await page.getByRole('radio', { name: 'Fresher' }).check();
    await page.getByRole('radio', { name: 'Certified Medical Coder' }).check();
    await expect(page.getByRole('group', { name: 'Employment 1' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Non-voice Process' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await checkAxe(page);
    await expectNoSidewaysScroll(page);

    await page.getByRole('textbox', { name: 'Email ID' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Please check all fields for errors')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(atPath('/view-profile'));
    await openApp('/edit-profile', page);
    await expect(page.getByRole('textbox', { name: 'Email ID' })).toHaveValue(newCandidate.email);
  });

  test('a new e-mail and phone are each confirmed with a code on save, then saved and used to log in', async ({
    editProfilePage: page,
    request,
    newCandidate,
    sentMessages,
  }) => {
    test.slow();
    const newEmail = `changed.${newCandidate.email}`;
    const newPhone = `96${String(process.pid % 10000).padStart(4, '0')}${String(Date.now() % 10000).padStart(4, '0')}`;

    await page.getByRole('textbox', { name: 'Email ID' }).fill(newEmail);
    await page.getByRole('textbox', { name: 'Phone Number' }).fill(newPhone);
    await page.getByRole('button', { name: 'Save Changes' }).click();

    // the e-mail first: a code to the new address, typed into the sign-up code dialog
    const emailDialog = page.getByRole('dialog', { name: 'Verify your email' });
    await expect(emailDialog).toBeVisible();
    await expect(emailDialog.getByText(`Enter the 6-digit code sent to ${newEmail}.`)).toBeVisible();
    await page
      .getByLabel('Digit 1 of 6')
      .fill(await sentMessages.code(newEmail, { otpType: 'email_change' }));
    await expect(page.getByText('Verification successful')).toBeVisible();

    // then, without another tap, the phone the same way
    const phoneDialog = page.getByRole('dialog', { name: 'Verify your mobile number' });
    await expect(phoneDialog).toBeVisible({ timeout: 10_000 });
    await page
      .getByLabel('Digit 1 of 6')
      .fill(await sentMessages.code(newPhone, { otpType: 'mobile_change' }));

    // and then the save itself
    await expect(page.getByRole('dialog', { name: 'Profile Updated Successfully' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(page).toHaveURL(atPath('/view-profile'), { timeout: 10_000 });
    await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
    await expect(page.getByText(newPhone).first()).toBeVisible();

    // the new address is the login now; the old one is refused
    const session = await apiLogin(request, { email: newEmail, password: newCandidate.password });
    expect(session.token).toBeTruthy();
    const old = await postJson(request, '/auth/login', {
      email: newCandidate.email,
      password: newCandidate.password,
      role_id: 3,
    });
    expect(old.status).not.toBe(200);
  });

  test('a phone pasted as "+91 96000 37855" is read as 9600037855 and its code goes there (issue 22 B1)', async ({
    editProfilePage: page,
    sentMessages,
  }) => {
    const phone = page.getByRole('textbox', { name: 'Phone Number' });
    await phone.fill('+91 96000 37855');
    await expect(phone).toHaveValue('9600037855');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your mobile number' });
    await expect(dialog.getByText('Enter the 6-digit code sent by SMS to +91 9600037855.')).toBeVisible();
    expect(await sentMessages.code('9600037855', { otpType: 'mobile_change' })).toMatch(/^\d{6}$/);
  });

  test('a photo the server refuses says why, keeps no preview and leaves Delete Picture off', async ({
    page,
    onboarded,
    request,
    openApp,
  }) => {
    test.slow();
    const { token } = onboarded;
    await openApp('/edit-profile', page);
    // named and typed as a PNG, but its bytes are text: the server reads the content and refuses it
    await uploadPhoto(page, {
      name: 'not-a-photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not an image, only text with a .png name'),
    });
    await expect(
      page.getByText('Failed to update profile picture: Only JPG or PNG files are allowed'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Picture' })).toBeDisabled();
    await expect(page.locator('img[src^="blob:"]'), 'the refused photo is not shown').toHaveCount(0);
    await expect(page.getByRole('banner').getByTestId('avatar-fallback')).toBeVisible();
    const saved = await request.get('/api/candidates/profile_details', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(
      ((await saved.json()) as { result: { user_details: { profile_picture: string | null } } }).result
        .user_details.profile_picture,
    ).toBeNull();
  });

  test('a photo uploads at once, shows in the header, and Delete Picture removes it', async ({
    editProfilePage: page,
  }) => {
    test.slow();
    const remove = page.getByRole('button', { name: 'Delete Picture' });
    await expect(remove).toBeDisabled();

    await uploadPhoto(page, { name: 'me.png', mimeType: 'image/png', buffer: smallPng() });
    await expect(page.getByText('Profile picture updated successfully')).toBeVisible();
    const headerPhoto = page.getByRole('banner').getByRole('img', { name: /profile picture/ });
    await expect(headerPhoto).toHaveAttribute('src', /\/profile-pictures\//);
    await expect(remove).toBeEnabled();

    await remove.click();
    await expect(page.getByText('Profile picture removed successfully')).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('avatar-fallback')).toBeVisible();
    await expect(remove).toBeDisabled();
  });

  test('My Profile opens offline after one visit, saying how old it is; Edit Profile says it is offline', async ({
    editProfilePage: page,
    context,
    openApp,
  }) => {
    test.slow();
    await expect(page.getByRole('textbox', { name: 'First Name' })).toBeVisible();
    // Edit Profile's option lists are on the phone (the persisted cache is written at most once
    // a second, and when the page is left) before the visit ends
    await expectPersisted(page, '["lists","onboarding"]');
    await openApp('/view-profile', page);
    await expect(page.getByRole('heading', { level: 2, name: 'Personal Information' })).toBeVisible();
    await expectControlled(page);
    await expectPersisted(page, '["lists","onboarding"]');
    await context.setOffline(true);
    try {
      await openApp('/view-profile', page);
      await expect(page.getByRole('heading', { level: 2, name: 'Personal Information' })).toBeVisible();
      await expect(
        page.getByText(/^You are offline: showing your profile saved on this phone/),
      ).toBeVisible();

      await page.getByRole('link', { name: 'Edit' }).click();
      await expect(page.getByText(/^You are offline\. Your changes are kept on this phone/)).toBeVisible();
      await page.getByRole('textbox', { name: 'Last Name' }).fill('Offline');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText(/your profile was not saved/)).toBeVisible();
      await openApp('/edit-profile', page);
      await expect(page.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Offline');
      await expect(page.getByText(/^Showing the changes you have not saved yet/)).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});
