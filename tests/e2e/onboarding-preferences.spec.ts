import type { APIRequestContext, Page } from '@playwright/test';
import { atPath, expect, postJson, test } from './fixtures';

/**
 * Onboarding, the preference steps (signed-out spec §2, §4, §5, §8): the shared upload dialog,
 * /certification-details, /lookingfor and /education.
 */

const MB = 1024 * 1024;
const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const pdfFile = (name = 'certificate.pdf') => ({ name, mimeType: 'application/pdf', buffer: pdfBytes });

const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `.tmp/shots/${name}.png`, fullPage: true });
};

/** Browse File in the open dialog, choosing `file` in the picker. */
async function browse(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Browse File' }).click();
  await (await chooser).setFiles(file);
}

/** Upload Document -> Browse File -> completed -> Save: the file name shows on the screen. */
async function uploadDocument(page: Page, name = 'certificate.pdf') {
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await browse(page, pdfFile(name));
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await expect(dialog.getByText('Upload complete')).toBeVisible({ timeout: 5000 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(name)).toBeVisible();
}

/** Saves the experience level through the API (the later steps need it). */
async function saveLevel(
  request: APIRequestContext,
  token: string,
  level: 'freshers' | 'experienced',
  certificateType: '' | 'medical_coder' | 'others' = '',
) {
  const saved = await postJson(
    request,
    '/candidates/onboarding/experience',
    {
      experience_level: level,
      experience_years: level === 'freshers' ? 0 : 3,
      experience_months: level === 'freshers' ? 0 : 2,
      current_location: 'India',
      certificate_type: certificateType,
    },
    token,
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/** Picks `option` in the searchable select labelled `label`, by typing. */
async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('onboarding: certification details', () => {
  test('rules, Other fields, the upload dialog refusing a wrong kind and a file over 5MB; 360 px and axe', async ({
    onboardingPage: page,
    openApp,
    checkAxe,
    expectNoSidewaysScroll,
  }) => {
    await openApp('/certification-details', page);
    await expect(page.getByRole('heading', { name: 'Certification Details' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('Fresher');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please select an institute.')).toBeVisible();
    await expect(page.getByText('Please select a certificate type.')).toBeVisible();
    await expect(page.getByText('Please upload a certificate.')).toBeVisible();

    await page.getByRole('combobox', { name: 'Institute' }).fill('zzz');
    await expect(page.getByText('No institute found')).toBeVisible();
    await page.getByRole('combobox', { name: 'Institute' }).fill('');
    await pick(page, 'Institute', 'Other');
    await expect(page.getByRole('textbox', { name: 'Other Institute' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Certificate Type' }).fill('zzz');
    await expect(page.getByText('No certificate type found')).toBeVisible();
    await page.getByRole('combobox', { name: 'Certificate Type' }).fill('');
    await pick(page, 'Certificate Type', 'Other');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please enter the institute name.')).toBeVisible();
    await expect(page.getByText('Please enter the certificate type.')).toBeVisible();

    await page.getByRole('button', { name: 'Upload Document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Document' });
    await expect(dialog.getByText('or drag and drop a file here')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await browse(page, { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await expect(dialog.getByRole('alert')).toHaveText('Only PDF, DOC, or DOCX files are allowed.');
    await browse(page, { name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * MB + 1, 1) });
    await expect(dialog.getByRole('alert')).toHaveText('File size must not exceed 5MB.');
    await browse(page, pdfFile());
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByText('Uploading...')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await checkAxe();
    await shot(page, 'upload-dialog');
    await expect(dialog.getByText('Upload complete')).toBeVisible({ timeout: 5000 });
    await dialog.getByRole('button', { name: 'Remove certificate.pdf' }).click();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('certificate.pdf')).toHaveCount(0);

    await uploadDocument(page);
    await page.getByRole('button', { name: 'Remove certificate.pdf' }).click();
    await expect(page.getByRole('button', { name: 'Upload Document' })).toBeVisible();

    await expectNoSidewaysScroll();
    await checkAxe();
    await shot(page, 'certification-details');
  });
});

test.describe('onboarding: looking for', () => {
  test('non-voice, Coding, Certified with a certificate, EHR search; rules and clearing; 360 px and axe', async ({
    onboardingPage: page,
    openApp,
    checkAxe,
    expectNoSidewaysScroll,
  }) => {
    await openApp('/lookingfor', page);
    await expect(page.getByRole('heading', { name: 'Looking for' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please select a process (Voice or Non-voice)')).toBeVisible();
    await expect(page.getByText('Please select at least one EHR system')).toBeVisible();
    await expect(page.getByText('Please select at least one specialization')).toBeVisible();

    const voice = page.getByRole('button', { name: 'Voice Process', exact: true });
    const nonVoice = page.getByRole('button', { name: 'Non-voice Process' });
    await voice.click();
    await expect(voice).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please select at least one Voice Process option')).toBeVisible();
    await page
      .getByRole('group', { name: 'Voice Process options' })
      .getByRole('checkbox', { name: 'Other' })
      .check();
    await expect(page.getByPlaceholder('Enter other voice process')).toBeVisible();

    await nonVoice.click();
    await expect(voice).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByPlaceholder('Enter other voice process')).toHaveCount(0);
    const nonVoiceOptions = page.getByRole('group', { name: 'Non-voice Process options' });
    await nonVoiceOptions.getByRole('checkbox', { name: 'Coding' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please select Certified or Non Certified for Coding')).toBeVisible();
    await page.getByRole('radio', { name: 'Certified', exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please select a certification type')).toBeVisible();
    await page.getByRole('combobox', { name: 'Certification Type' }).click();
    await page.getByRole('option', { name: 'CPC', exact: true }).click();
    await uploadDocument(page, 'cpc.pdf');

    const ehr = page.getByRole('button', { name: 'EHR Systems' });
    await expect(ehr).toContainText('Select EHR Systems');
    await checkAxe();
    await ehr.click();
    const search = page.getByPlaceholder('Search EHR Systems...');
    await search.fill('EPIC');
    const ehrList = page.getByRole('listbox', { name: 'EHR Systems' });
    await expect(ehrList.getByRole('option')).toHaveText(['Epic']);
    await checkAxe();
    await ehrList.getByRole('option', { name: 'Epic' }).click();
    // clearing the search shows every system again, Epic still ticked
    await search.fill('');
    await expect(ehrList.getByRole('option', { name: 'Epic' })).toHaveAttribute('aria-selected', 'true');
    await expect(ehrList.getByRole('option', { name: 'Other' })).toBeAttached();
    // on a 360 px screen the long list's last option sits below the fold: find it by typing,
    // as a candidate would, rather than scrolling the page (which would hide the dropdown)
    await search.fill('oth');
    await expect(ehrList.getByRole('option')).toHaveText(['Other']);
    await ehrList.getByRole('option', { name: 'Other' }).click();
    await page.keyboard.press('Escape');
    await expect(ehr).toContainText('Epic, Other');
    await expect(page.getByPlaceholder('Enter other EHR system')).toBeVisible();
    await page.getByPlaceholder('Enter other EHR system').fill('MedTrack');

    await expect(page.getByText('(Please select the EHR system you are most interested in)')).toBeVisible();
    await page
      .getByRole('group', { name: /Specialized in/ })
      .getByRole('checkbox')
      .first()
      .check();

    // Non Certified clears the type and the file; back to Certified shows them empty
    await page.getByRole('radio', { name: 'Non Certified' }).check();
    await page.getByRole('radio', { name: 'Certified', exact: true }).check();
    await expect(page.getByText('cpc.pdf')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Certification Type' }).click();
    await page.getByRole('option', { name: 'CPC', exact: true }).click();
    await uploadDocument(page, 'cpc.pdf');

    await expectNoSidewaysScroll();
    await checkAxe();
    await shot(page, 'lookingfor');
    await expect(page).toHaveURL(atPath('/lookingfor'));
  });
});

test.describe('onboarding: education', () => {
  test('rules, year digits only, Other fields, optional document; 360 px and axe', async ({
    onboardingPage: page,
    openApp,
    checkAxe,
    expectNoSidewaysScroll,
  }) => {
    await openApp('/education', page);
    await expect(page.getByRole('heading', { name: 'Education' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Education level is required')).toBeVisible();
    await expect(page.getByText('Highest education is required')).toBeVisible();
    await expect(page.getByText('Institution is required')).toBeVisible();
    await expect(page.getByText('Year of passing is required')).toBeVisible();

    await page.getByRole('combobox', { name: 'Education Level' }).click();
    await page.getByRole('option', { name: 'Non Degree' }).click();
    await pick(page, 'Highest Education', 'Other');
    await pick(page, 'Institution', 'Other');
    const year = page.getByRole('textbox', { name: 'Year of Passing' });
    await year.pressSequentially('20a2b99');
    await expect(year).toHaveValue('2029');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please specify your education')).toBeVisible();
    await expect(page.getByText('Please specify your institution')).toBeVisible();
    await expect(page.getByText(`Year must be between 1900 and ${new Date().getFullYear()}`)).toBeVisible();

    await page.getByRole('button', { name: 'Upload Document' }).click();
    await browse(page, { name: 'marks.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('jpg') });
    const dialog = page.getByRole('dialog', { name: 'Upload Document' });
    await expect(dialog.getByRole('alert')).toHaveText('Only PDF, DOC, or DOCX files are allowed');
    await browse(page, {
      name: 'big.docx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.alloc(5 * MB + 1, 1),
    });
    await expect(dialog.getByRole('alert')).toHaveText('File size exceeds 5MB limit.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await expectNoSidewaysScroll();
    await checkAxe();
    await shot(page, 'education');
  });
});

test.describe('onboarding: by keyboard only', () => {
  test('certification details: selects, the upload dialog and Next with the keyboard alone', async ({
    onboardingPage: page,
    newCandidate,
    request,
    openApp,
  }) => {
    await saveLevel(request, newCandidate.token, 'freshers', 'medical_coder');
    await openApp('/certification-details', page);
    const institute = page.getByRole('combobox', { name: 'Institute' });
    await expect(institute).toBeVisible();
    // from the top of the page, Tab until the first field has focus
    for (let i = 0; i < 12 && !(await institute.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(institute).toBeFocused();
    await page.keyboard.type('AHIMA');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(institute).toHaveValue('AHIMA');

    await page.keyboard.press('Tab');
    const type = page.getByRole('combobox', { name: 'Certificate Type' });
    await expect(type).toBeFocused();
    await page.keyboard.type('CCS');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(type).toHaveValue('CCS');

    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Upload Document' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Upload Document' });
    const browseFile = dialog.getByRole('button', { name: 'Browse File' });
    await expect(browseFile).toBeFocused();
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(pdfFile('ccs.pdf'));
    await expect(dialog.getByText('Upload complete')).toBeVisible({ timeout: 5000 });
    const save = dialog.getByRole('button', { name: 'Save' });
    for (let i = 0; i < 6 && !(await save.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(save).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('ccs.pdf')).toBeVisible();

    const next = page.getByRole('button', { name: 'Next' });
    for (let i = 0; i < 6 && !(await next.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(atPath('/education'));
    await expect(page.getByRole('heading', { name: 'Education' })).toBeVisible();
  });
});

test.describe('onboarding: saving the preference steps', () => {
  test('Fresher + Certified Medical Coder: /onboarding -> /certification-details -> /education -> /profile-overview', async ({
    onboardingPage: page,
    openApp,
  }) => {
    await openApp('/onboarding', page);
    await page.getByRole('radio', { name: 'Fresher' }).click();
    await page.getByRole('radio', { name: 'Certified Medical Coder' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(atPath('/certification-details'));

    await pick(page, 'Institute', 'AAPC');
    await pick(page, 'Certificate Type', 'Other');
    await page.getByRole('textbox', { name: 'Other Certificate Type' }).fill('CPC-A');
    await uploadDocument(page, 'cpc-a.pdf');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(atPath('/education'));

    await page.getByRole('combobox', { name: 'Education Level' }).click();
    await page.getByRole('option', { name: 'Degree', exact: true }).click();
    await pick(page, 'Highest Education', 'B.Sc Nursing');
    await pick(page, 'Institution', 'Other');
    await page.getByRole('textbox', { name: 'Specify Institution' }).fill('City Nursing College');
    await page.getByRole('textbox', { name: 'Year of Passing' }).fill('2022');
    await uploadDocument(page, 'marks.pdf');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(atPath('/profile-overview'));

    // a step opened again shows what it saved (the saved files by name)
    await openApp('/education', page);
    await expect(page.getByRole('textbox', { name: 'Year of Passing' })).toHaveValue('2022');
    await expect(page.getByRole('textbox', { name: 'Specify Institution' })).toHaveValue(
      'City Nursing College',
    );
    await expect(page.getByText('marks.pdf')).toBeVisible();
    await openApp('/certification-details', page);
    await expect(page.getByRole('combobox', { name: 'Institute' })).toHaveValue('AAPC');
    await expect(page.getByRole('textbox', { name: 'Other Certificate Type' })).toHaveValue('CPC-A');
    await expect(page.getByText('cpc-a.pdf')).toBeVisible();
    // re-saving without choosing the file again keeps the saved one (doc_changed 0)
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(atPath('/education'));
  });

  test('Experienced: /lookingfor with Non-voice, Coding, Certified, a certificate and EHR search -> /education', async ({
    onboardingPage: page,
    newCandidate,
    request,
    openApp,
  }) => {
    await saveLevel(request, newCandidate.token, 'experienced');
    await openApp('/lookingfor', page);
    await page.getByRole('button', { name: 'Non-voice Process' }).click();
    const nonVoice = page.getByRole('group', { name: 'Non-voice Process options' });
    await nonVoice.getByRole('checkbox', { name: 'Coding' }).check();
    await page.getByRole('radio', { name: 'Certified', exact: true }).check();
    await page.getByRole('combobox', { name: 'Certification Type' }).click();
    await page.getByRole('option', { name: 'CPC', exact: true }).click();
    await uploadDocument(page, 'cpc.pdf');

    await page.getByRole('button', { name: 'EHR Systems' }).click();
    await page.getByPlaceholder('Search EHR Systems...').fill('epic');
    const ehrList = page.getByRole('listbox', { name: 'EHR Systems' });
    await ehrList.getByRole('option', { name: 'Epic' }).click();
    await page.keyboard.press('Escape');
    await page
      .getByRole('group', { name: /Specialized in/ })
      .getByRole('checkbox')
      .first()
      .check();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(atPath('/education'));

    // opened again, the step shows what it saved
    await openApp('/lookingfor', page);
    await expect(page.getByRole('button', { name: 'Non-voice Process' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      page
        .getByRole('group', { name: 'Non-voice Process options' })
        .getByRole('checkbox', { name: 'Coding' }),
    ).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Certified', exact: true })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Certification Type' })).toHaveValue('CPC');
    await expect(page.getByText('cpc.pdf')).toBeVisible();
    await expect(page.getByRole('button', { name: 'EHR Systems' })).toContainText('Epic');
  });

  test('the server refuses a file whose content is not a document under a .pdf name', async ({
    onboardingPage: page,
    newCandidate,
    request,
    openApp,
  }) => {
    await saveLevel(request, newCandidate.token, 'freshers', 'medical_coder');
    await openApp('/certification-details', page);
    await pick(page, 'Institute', 'AHIMA');
    await pick(page, 'Certificate Type', 'CCS');
    await page.getByRole('button', { name: 'Upload Document' }).click();
    await browse(page, {
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just text, not a PDF'),
    });
    const dialog = page.getByRole('dialog', { name: 'Upload Document' });
    await expect(dialog.getByText('Upload complete')).toBeVisible({ timeout: 5000 });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Only PDF, DOC, or DOCX files are allowed.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(atPath('/certification-details'));
    await expect(page.getByText('fake.pdf')).toBeVisible();
  });
});
