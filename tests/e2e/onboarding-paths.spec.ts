import type { Locator, Page } from '@playwright/test';
import { apiLogin, atPath, expect, postJson, readAppStorage, test } from './fixtures';
import { checkAxe, expectNoSidewaysScroll } from './page-checks';
import { saveStepsBeforeOverview } from './profile-test-kit';

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

/**
 * Current Work Location: typed, then picked by keyboard once the filtered list shows the city. A
 * click could land on the page's sticky bar while the dropdown settles near the fold, and the
 * click outside closed the list (a CI flake).
 */
async function pickCurrentLocation(page: Page, city: string) {
  const current = page.getByRole('combobox', { name: /Current Work Location/ });
  await current.click();
  await current.fill(city.slice(0, 4));
  await expect(page.getByRole('option', { name: city, exact: true })).toBeVisible();
  await current.press('ArrowDown');
  await current.press('Enter');
  await expect(current).toHaveValue(city);
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

/** Fills every field of the profile overview by mouse (photo and resume included). */
async function fillProfileOverview(page: Page) {
  await page.getByRole('radio', { name: 'Female' }).check();
  await pickDate(page, 7, 'March', 1998, 'Set');
  await uploadFile(page, 'Upload Photo', 'Upload Image', photo);
  await uploadFile(page, 'Upload Resume', 'Upload Resume', resume);
  await page.getByRole('textbox', { name: 'LinkedIn URL' }).fill('https://www.linkedin.com/in/priya-sharma');
  await pickCities(page, /Preferred Job Locations/, ['Chennai', 'Pune']);
  await pickCurrentLocation(page, 'Chennai');
  await page.getByRole('checkbox', { name: 'Hybrid' }).check();
  await page.getByRole('checkbox', { name: 'Remote' }).check();
  await page.getByRole('checkbox', { name: 'I am willing to relocate' }).check();
  await page.getByRole('checkbox', { name: /Night shift/ }).check();
  await page.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
  await page.getByRole('checkbox', { name: /notifications on WhatsApp/ }).check();
}

const pdfFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

/** The checks every screen of a path passes: no sideways scroll at 360 px, axe clean. */
async function checkScreen(page: Page, name: string) {
  await expectNoSidewaysScroll(page);
  await checkAxe(page);
  await shot(page, name);
}

/** Picks `option` in the select labelled `label` (typing part of it first when searchable). */
async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Upload Document -> Browse File -> completed -> Save. */
async function uploadDocument(page: Page, name: string) {
  await uploadFile(page, 'Upload Document', 'Upload Document', pdfFile(name));
}

async function next(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
}

async function levelStep(page: Page, level: 'Fresher' | 'Experienced' | 'Managerial', fresherType?: string) {
  await expect(page).toHaveURL(atPath('/onboarding'));
  await page.getByRole('radio', { name: level, exact: true }).click();
  if (fresherType) await page.getByRole('radio', { name: fresherType, exact: true }).click();
  else {
    await page.getByRole('textbox', { name: 'Years' }).fill('3');
    await page.getByRole('textbox', { name: 'Months' }).fill('6');
  }
  await checkScreen(page, `path-${level}-level`);
  await next(page);
}

async function certificationStep(page: Page) {
  await expect(page).toHaveURL(atPath('/certification-details'));
  await pick(page, 'Institute', 'AAPC');
  await pick(page, 'Certificate Type', 'CPC');
  await uploadDocument(page, 'cpc-certificate.pdf');
  await checkScreen(page, 'path-certification-details');
  await next(page);
}

async function managerialStep(page: Page) {
  await expect(page).toHaveURL(atPath('/managerial'));
  await page.getByRole('radio', { name: 'Team Lead', exact: true }).click();
  await checkScreen(page, 'path-managerial');
  await next(page);
}

/** One current employment, then stage 2 (availability and pay). */
async function employmentStep(page: Page, role: string) {
  await expect(page).toHaveURL(atPath('/experience'));
  const year = new Date().getFullYear();
  await pick(page, 'Company', 'Omega Healthcare');
  await page.getByRole('textbox', { name: 'Role', exact: true }).fill(role);
  await pick(page, 'From month', 'January');
  await pick(page, 'From year', String(year - 2));
  await page.getByRole('checkbox', { name: 'Currently working here' }).check();
  await checkScreen(page, 'path-employment');
  await next(page);
  await expect(page.getByRole('heading', { name: 'Current Employment' })).toBeVisible();
  await page.getByRole('radio', { name: 'Notice Period' }).check();
  await page.getByRole('textbox', { name: 'Notice period (days)' }).fill('30');
  await pick(page, 'Current CTC', '2,00,000-3,00,000');
  await pick(page, 'Expected CTC', '3,00,000-4,00,000');
  await checkScreen(page, 'path-current-employment');
  await next(page);
}

async function lookingForStep(page: Page) {
  await expect(page).toHaveURL(atPath('/lookingfor'));
  await page.getByRole('button', { name: 'Voice Process', exact: true }).click();
  await page
    .getByRole('group', { name: 'Voice Process options' })
    .getByRole('checkbox', { name: 'AR calling' })
    .check();
  await page.getByRole('button', { name: 'EHR Systems' }).click();
  await page.getByRole('listbox', { name: 'EHR Systems' }).getByRole('option', { name: 'Epic' }).click();
  await page.keyboard.press('Escape');
  await page
    .getByRole('group', { name: /Specialized in/ })
    .getByRole('checkbox', { name: 'Cardiology' })
    .check();
  await checkScreen(page, 'path-lookingfor');
  await next(page);
}

async function educationStep(page: Page) {
  await expect(page).toHaveURL(atPath('/education'));
  await pick(page, 'Education Level', 'Degree');
  await pick(page, 'Highest Education', 'B.Sc Nursing');
  await pick(page, 'Institution', 'Madras Medical College');
  await page.getByRole('textbox', { name: 'Year of Passing' }).fill('2019');
  await checkScreen(page, 'path-education');
  await next(page);
}

/** The overview (only the required fields), Submit, the completion screen, Continue. */
async function finish(page: Page, options: { everyField?: boolean } = {}) {
  await expect(page).toHaveURL(atPath('/profile-overview'));
  if (options.everyField) await fillProfileOverview(page);
  else {
    await page.getByRole('radio', { name: 'Male', exact: true }).check();
    await page.getByRole('textbox', { name: /Date of Birth/ }).fill('15/01/2000');
    await pickCities(page, /Preferred Job Locations/, ['Hyderabad']);
    await pickCurrentLocation(page, 'Hyderabad');
    await page.getByRole('checkbox', { name: 'Work from Office' }).check();
    await page.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
  }
  await checkScreen(page, 'path-profile-overview');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(atPath('/onboard-completed'));
  await expect(page.getByText(/successfully completed the onboarding process/)).toBeVisible();
  await checkScreen(page, 'path-onboard-completed');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(atPath('/dashboard'));
}

/** Presses Tab until `target` has the focus (keyboard only: no clicks, no focus() calls). */
async function tabTo(page: Page, target: Locator, most = 80) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Keyboard only: Tab to a select, type to narrow it, arrow to the option, Enter. */
async function keyboardPick(page: Page, select: Locator, typed: string, option: string) {
  await tabTo(page, select);
  if (typed) await page.keyboard.type(typed);
  const wanted = page.getByRole('option', { name: option, exact: true });
  for (let presses = 0; presses < 30; presses++) {
    await page.keyboard.press('ArrowDown');
    if ((await wanted.getAttribute('data-combobox-selected')) !== null) break;
  }
  await page.keyboard.press('Enter');
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

  test('every field, photo and resume -> /onboard-completed -> Continue -> /dashboard', async ({
    onboardingPage: page,
    newCandidate,
    request,
    openApp,
    checkAxe,
    expectNoSidewaysScroll,
  }) => {
    await saveStepsBeforeOverview(request, newCandidate);
    await openApp('/profile-overview', page);
    await fillProfileOverview(page);
    await expectNoSidewaysScroll();
    await checkAxe();
    await shot(page, 'profile-overview-filled');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(atPath('/onboard-completed'));
    await expect(page.getByText(/successfully completed the onboarding process/)).toBeVisible();
    expect((await readAppStorage(page)).isCandidateLogin).toBe('true');
    await expectNoSidewaysScroll();
    await checkAxe();
    await shot(page, 'onboard-completed');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(atPath('/dashboard'));

    // the server now answers the login with onboarding finished
    expect((await apiLogin(request, newCandidate)).onboarding_status).toBe(true);
  });
});

test.describe('onboarding: the four paths, from a new account to /dashboard', () => {
  test('Fresher + Certified Medical Coder: certification details, education, overview (every field)', async ({
    onboardingPage: page,
    openApp,
  }) => {
    await openApp('/onboarding', page);
    await levelStep(page, 'Fresher', 'Certified Medical Coder');
    await certificationStep(page);
    await educationStep(page);
    await finish(page, { everyField: true });
  });

  test('Experienced: employment with a current job (stage 2), looking for, education, overview', async ({
    onboardingPage: page,
    openApp,
  }) => {
    await openApp('/onboarding', page);
    await levelStep(page, 'Experienced');
    await employmentStep(page, 'AR Caller');
    await lookingForStep(page);
    await educationStep(page);
    await finish(page);
  });

  test('Managerial: role, employment, looking for, education, overview', async ({
    onboardingPage: page,
    openApp,
  }) => {
    await openApp('/onboarding', page);
    await levelStep(page, 'Managerial');
    await managerialStep(page);
    await employmentStep(page, 'Team Lead, AR');
    await lookingForStep(page);
    await educationStep(page);
    await finish(page);
  });

  test('Fresher + Others by keyboard only: fresher looking for, education, overview', async ({
    onboardingPage: page,
    openApp,
  }) => {
    await openApp('/onboarding', page);
    const press = (key: string) => page.keyboard.press(key);

    await tabTo(page, page.getByRole('radio', { name: 'Fresher', exact: true }));
    await press('Space');
    await tabTo(page, page.getByRole('radio', { name: 'Others', exact: true }));
    await press('Space');
    await expect(page.getByRole('radio', { name: 'Others', exact: true })).toBeChecked();
    await checkScreen(page, 'keys-level');
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await press('Enter');

    await expect(page).toHaveURL(atPath('/fresher-lookingfor'));
    const voice = page.getByRole('button', { name: 'Voice Process', exact: true });
    await tabTo(page, voice);
    await press('Enter');
    await expect(voice).toHaveAttribute('aria-pressed', 'true');
    await checkScreen(page, 'keys-fresher-lookingfor');
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await press('Enter');

    await expect(page).toHaveURL(atPath('/education'));
    await keyboardPick(page, page.getByRole('combobox', { name: 'Education Level' }), '', 'Diploma');
    await keyboardPick(page, page.getByRole('combobox', { name: 'Highest Education' }), 'BBA', 'BBA');
    await keyboardPick(page, page.getByRole('combobox', { name: 'Institution' }), 'Anna', 'Anna University');
    await tabTo(page, page.getByRole('textbox', { name: 'Year of Passing' }));
    await page.keyboard.type('2021');
    await checkScreen(page, 'keys-education');
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await press('Enter');

    await expect(page).toHaveURL(atPath('/profile-overview'));
    await tabTo(page, page.getByRole('radio', { name: 'Female' }));
    await press('Space');
    await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
    await tabTo(page, page.getByRole('textbox', { name: /Date of Birth/ }));
    await page.keyboard.type('07/03/1998');
    const preferred = page.getByRole('combobox', { name: /Preferred Job Locations/ });
    await keyboardPick(page, preferred, 'Kolkata', 'Kolkata');
    await press('Escape');
    await keyboardPick(
      page,
      page.getByRole('combobox', { name: /Current Work Location/ }),
      'Howrah',
      'Howrah',
    );
    await tabTo(page, page.getByRole('checkbox', { name: 'Remote' }));
    await press('Space');
    await tabTo(page, page.getByRole('checkbox', { name: /Terms & Conditions/ }));
    await press('Space');
    await expect(page.getByRole('checkbox', { name: /Terms & Conditions/ })).toBeChecked();
    await checkScreen(page, 'keys-profile-overview');
    await tabTo(page, page.getByRole('button', { name: 'Submit' }));
    await press('Enter');

    await expect(page).toHaveURL(atPath('/onboard-completed'));
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await press('Enter');
    await expect(page).toHaveURL(atPath('/dashboard'));
  });
});

test.describe('onboarding: resuming after a login', () => {
  test('level and employment saved, logged out, logged in: lands on /lookingfor; /experience shows the saved entry', async ({
    page,
    newCandidate,
    request,
    openApp,
  }) => {
    const token = newCandidate.token;
    const level = await postJson(
      request,
      '/candidates/onboarding/experience',
      {
        experience_level: 'experienced',
        experience_years: 4,
        experience_months: 2,
        current_location: 'India',
        certificate_type: '',
      },
      token,
    );
    expect(level.status, JSON.stringify(level.body)).toBe(200);
    const year = new Date().getFullYear();
    const employment = await postJson(
      request,
      '/candidates/onboarding/employment',
      [
        {
          company_name: 'R1 RCM',
          other_company: '',
          role: 'Payment Poster',
          from_years: year - 3,
          from_months: 4,
          to_years: year - 1,
          to_months: 9,
          min_ctc: '',
          max_ctc: '',
          available_type: 'inactive',
          available_day: 0,
          working_status: 0,
        },
      ],
      token,
    );
    expect(employment.status, JSON.stringify(employment.body)).toBe(200);

    // a fresh phone (nothing stored): the login page
    await openApp('/', page);
    await page.getByRole('textbox', { name: 'Email' }).fill(newCandidate.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newCandidate.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(atPath('/lookingfor'));

    await openApp('/experience', page);
    await expect(page.getByRole('textbox', { name: 'Role', exact: true })).toHaveValue('Payment Poster');
    await expect(page.getByRole('combobox', { name: 'Company', exact: true })).toHaveValue('R1 RCM');
    await expect(page.getByRole('combobox', { name: 'To year' })).toHaveValue(String(year - 1));
  });
});
