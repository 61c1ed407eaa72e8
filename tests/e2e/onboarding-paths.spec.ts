import type { Page } from '@playwright/test';
import { atPath, expect, test } from './fixtures';

/**
 * Onboarding's end (signed-in-area.md §2, §5; signed-out spec §2 "Profile overview and
 * completion"): the profile overview with its date dialog and uploads, /onboard-completed,
 * Continue to /dashboard; resuming after a login half-way; the four paths end to end.
 */

const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `.tmp/shots/${name}.png`, fullPage: true });
};

// A 1x1 PNG and a one-page PDF, real content (the server reads files by their bytes).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
const photo = { name: 'priya.png', mimeType: 'image/png', buffer: PNG };
const resume = { name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF };

/** Opens the upload dialog with `button`, chooses `file` through Browse File. */
async function chooseInDialog(
  page: Page,
  button: string,
  title: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Browse File' }).click();
  await (await chooser).setFiles(file);
  return dialog;
}

/** Uploads through the dialog: choose, wait for the simulated upload, Save. */
async function uploadFile(
  page: Page,
  button: string,
  title: string,
  file: Parameters<typeof chooseInDialog>[3],
) {
  const dialog = await chooseInDialog(page, button, title, file);
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled({ timeout: 5_000 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(file.name)).toBeVisible();
}

async function pickCities(page: Page, label: RegExp, cities: string[]) {
  const input = page.getByRole('combobox', { name: label });
  for (const city of cities) {
    await input.click();
    await input.fill(city.slice(0, 4));
    await page.getByRole('option', { name: city, exact: true }).click();
  }
  await page.keyboard.press('Escape');
}

/** The date dialog: month and year dropdowns, a day, then Set (or Cancel). */
async function pickDate(page: Page, day: number, month: string, year: number, button: 'Set' | 'Cancel') {
  await page.getByRole('button', { name: 'Choose date of birth' }).click();
  const dialog = page.getByRole('dialog', { name: 'Date of Birth' });
  await dialog.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
  await dialog.getByRole('combobox', { name: 'Month' }).selectOption({ label: month });
  await dialog.getByRole('button', { name: `${day} ${month} ${year}`, exact: true }).click();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test.describe('onboarding: profile overview and completion', () => {
  test('the overview shows its rules, date dialog and upload refusals; fits 360 px and passes axe', async ({
    onboardingPage: page,
    openApp,
    checkAxe,
    expectNoSidewaysScroll,
  }) => {
    await openApp('/profile-overview', page);
    await expect(page.getByRole('heading', { name: 'Profile Overview' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('Onboarding');
    await page.getByRole('button', { name: 'Submit' }).click();
    for (const message of [
      'Gender is required.',
      'Date of birth is required.',
      'At least one preferred job location is required.',
      'Current work location is required.',
      'At least one work preference is required.',
      'You must agree to the Terms & Conditions.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expectNoSidewaysScroll();
    await checkAxe();
    await shot(page, 'profile-overview-errors');

    // typed dates: a day that does not exist, then one after today
    const date = page.getByRole('textbox', { name: /Date of Birth/ });
    await date.fill('31/02/1999');
    await date.blur();
    await expect(page.getByText('Date input not valid.', { exact: true })).toBeVisible();
    const tomorrow = new Date(Date.now() + 36 * 60 * 60 * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await date.fill(`${pad(tomorrow.getDate())}/${pad(tomorrow.getMonth() + 1)}/${tomorrow.getFullYear()}`);
    await date.blur();
    await expect(page.getByText('Date input not valid.', { exact: true })).toBeVisible();
    await date.fill('');

    // the dialog: Cancel keeps nothing, Set applies; 100 years; no day after today
    await page.getByRole('button', { name: 'Choose date of birth' }).click();
    const dialog = page.getByRole('dialog', { name: 'Date of Birth' });
    await expect(dialog.getByRole('combobox', { name: 'Year' }).locator('option')).toHaveCount(100);
    await expect(dialog.getByRole('button', { name: 'Set' })).toBeDisabled();
    await expectNoSidewaysScroll();
    await checkAxe();
    await shot(page, 'profile-overview-date-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await pickDate(page, 12, 'August', 1995, 'Cancel');
    await expect(date).toHaveValue('');
    await pickDate(page, 12, 'August', 1995, 'Set');
    await expect(date).toHaveValue('12/08/1995');

    // the photo: a GIF and a PNG over 5MB are refused in the dialog with the spec's messages
    let upload = await chooseInDialog(page, 'Upload Photo', 'Upload Image', {
      name: 'me.gif',
      mimeType: 'image/gif',
      buffer: GIF,
    });
    await expect(upload.getByText('Please upload only JPG, PNG files')).toBeVisible();
    await expectNoSidewaysScroll();
    await checkAxe();
    await shot(page, 'profile-overview-upload-refused');
    const chooser = page.waitForEvent('filechooser');
    await upload.getByRole('button', { name: 'Browse File' }).click();
    await (await chooser).setFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
    });
    await expect(upload.getByText('File size exceeds 5MB limit.')).toBeVisible();
    await upload.getByRole('button', { name: 'Cancel' }).click();
    await expect(upload).toBeHidden();
    await expect(page.getByRole('button', { name: 'Upload Photo' })).toBeVisible();

    // the resume refuses an image
    upload = await chooseInDialog(page, 'Upload Resume', 'Upload Resume', photo);
    await expect(upload.getByText('Please upload only PDF, DOC, DOCX files')).toBeVisible();
    await upload.getByRole('button', { name: 'Cancel' }).click();

    // LinkedIn: a non-LinkedIn address
    const linkedin = page.getByRole('textbox', { name: 'LinkedIn URL' });
    await linkedin.fill('https://example.com/priya');
    await linkedin.blur();
    await expect(page.getByText('Please enter a valid LinkedIn URL.', { exact: true })).toBeVisible();

    // a PNG and a PDF are taken: uploading, Save hands them to the form, Remove takes one back
    await uploadFile(page, 'Upload Photo', 'Upload Image', photo);
    await uploadFile(page, 'Upload Resume', 'Upload Resume', resume);
    await page.getByRole('button', { name: `Remove ${resume.name}` }).click();
    await expect(page.getByRole('button', { name: 'Upload Resume' })).toBeVisible();
    await pickCities(page, /Preferred Job Locations/, ['Chennai', 'Pune']);
    await expect(page.getByText('At least one preferred job location is required.')).toBeHidden();
    await expectNoSidewaysScroll();
    await checkAxe();
    await expect(page).toHaveURL(atPath('/profile-overview'));
  });
});
