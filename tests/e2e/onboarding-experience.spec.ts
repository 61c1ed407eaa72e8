import type { Locator, Page } from '@playwright/test';
import { atPath, expect, test } from './fixtures';

/**
 * Onboarding, the experience steps (signed-out spec §2, §4, §5): /onboarding (experience level),
 * /managerial, /experience (both stages) and /fresher-lookingfor.
 */

const thisYear = new Date().getFullYear();
const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `.tmp/shots/${name}.png`, fullPage: true });
};

/** Chooses an option of a Mantine Select (a combobox) by mouse. */
async function pick(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function block(page: Page, n: number): Locator {
  return page.getByRole('group', { name: `Employment ${n}` });
}

async function fillPastEmployment(page: Page, n: number, company: string, role: string) {
  const entry = block(page, n);
  await pick(page, entry.getByRole('combobox', { name: 'Company' }), company);
  await entry.getByRole('textbox', { name: 'Role' }).fill(role);
  await pick(page, entry.getByRole('combobox', { name: 'From month' }), 'March');
  await pick(page, entry.getByRole('combobox', { name: 'From year' }), String(thisYear - 4));
  await pick(page, entry.getByRole('combobox', { name: 'To month' }), 'June');
  await pick(page, entry.getByRole('combobox', { name: 'To year' }), String(thisYear - 2));
}

test.describe('onboarding: the experience screens', () => {
  test('the level screen shows its rules, fits 360 px and passes axe', async ({
    onboardingPage: page,
    openApp,
    checkAxe,
    expectNoSidewaysScroll,
  }) => {
    await openApp('/onboarding', page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please select an experience level.')).toBeVisible();
    await page.getByRole('radio', { name: 'Experienced' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please fill in both years and months of experience.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Years' }).fill('0');
    await page.getByRole('textbox', { name: 'Months' }).fill('0');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      page.getByText('Please enter valid experience. Years and months cannot both be zero.'),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Months' }).fill('');
    await page.getByRole('textbox', { name: 'Months' }).pressSequentially('13');
    await expect(page.getByRole('textbox', { name: 'Months' })).toHaveValue('1');
    await page.getByRole('radio', { name: 'Fresher' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      page.getByText('Please select a fresher type (Certified Medical Coder or Others).'),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Certified Medical Coder' })).toBeVisible();
    await expectNoSidewaysScroll();
    await checkAxe();
    await shot(page, 'onboarding');
    await expect(page).toHaveURL(atPath('/onboarding'));
  });

  test('the employment screen: rules, one current entry, stage 2 refuses notice days above 180; 360 px and axe', async ({
    onboardingPage: page,
    openApp,
    checkAxe,
    expectNoSidewaysScroll,
  }) => {
    await openApp('/experience', page);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Onboarding/Experience');
    await expect(block(page, 1).getByRole('combobox', { name: 'To month' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(block(page, 1).getByText('Company name is required')).toBeVisible();
    await expect(block(page, 1).getByText('Role is required')).toBeVisible();
    await expect(block(page, 1).getByRole('button', { name: /Remove/ })).toHaveCount(0);
    await fillPastEmployment(page, 1, 'R1 RCM', 'AR Caller');
    await pick(page, block(page, 1).getByRole('combobox', { name: 'To year' }), String(thisYear - 4));
    await pick(page, block(page, 1).getByRole('combobox', { name: 'To month' }), 'January');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      block(page, 1).getByText('To month cannot be earlier than From month in the same year'),
    ).toBeVisible();
    await pick(page, block(page, 1).getByRole('combobox', { name: 'To year' }), String(thisYear - 2));

    await page.getByRole('button', { name: 'Add Employment' }).click();
    const second = block(page, 2);
    await pick(page, second.getByRole('combobox', { name: 'Company' }), 'Other');
    await second.getByRole('textbox', { name: 'Company name' }).fill('Acme Billing');
    await second.getByRole('textbox', { name: 'Role' }).fill('Coder');
    await pick(page, second.getByRole('combobox', { name: 'From month' }), 'July');
    await pick(page, second.getByRole('combobox', { name: 'From year' }), String(thisYear - 1));
    await second.getByRole('checkbox', { name: 'Currently working here' }).check();
    await expect(second.getByRole('combobox', { name: 'To year' })).toBeDisabled();
    await block(page, 1).getByRole('checkbox', { name: 'Currently working here' }).check();
    await expect(second.getByRole('checkbox', { name: 'Currently working here' })).not.toBeChecked();
    await second.getByRole('checkbox', { name: 'Currently working here' }).check();
    await expect(block(page, 1).getByRole('checkbox', { name: 'Currently working here' })).not.toBeChecked();
    // Ticked, entry 1 lost its to-fields: they are asked for again.
    await expect(block(page, 1).getByRole('combobox', { name: 'To year' })).toHaveValue('');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(block(page, 1).getByText('To year is required')).toBeVisible();
    await pick(page, block(page, 1).getByRole('combobox', { name: 'To month' }), 'June');
    await pick(page, block(page, 1).getByRole('combobox', { name: 'To year' }), String(thisYear - 2));
    await expectNoSidewaysScroll();
    await checkAxe();
    await shot(page, 'experience-stage1');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Current Employment' })).toBeVisible();
    await page.getByRole('radio', { name: 'Notice Period' }).check();
    const days = page.getByRole('textbox', { name: 'Notice period (days)' });
    await days.pressSequentially('181');
    await expect(days).toHaveValue('18');
    await expect(page.getByText('Notice period cannot exceed 180 days')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Current CTC is required')).toBeVisible();
    await expect(page.getByText('Expected CTC is required')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Sabbatical' })).toBeVisible();
    await expectNoSidewaysScroll();
    await checkAxe();
    await shot(page, 'experience-stage2');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(block(page, 2).getByRole('textbox', { name: 'Company name' })).toHaveValue('Acme Billing');
  });

  test('the managerial and fresher screens opened directly: their alerts, 360 px and axe', async ({
    onboardingPage: page,
    openApp,
    checkAxe,
    expectNoSidewaysScroll,
  }) => {
    await openApp('/managerial', page);
    await expect(page.getByRole('heading', { name: 'Role' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please select a role');
    await page.getByRole('radio', { name: 'Other' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in the role description');
    await page.getByRole('textbox', { name: 'Role description' }).fill('Process head');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Experience ID is missing. Please complete the onboarding step again.',
    );
    await expectNoSidewaysScroll();
    await checkAxe();
    await shot(page, 'managerial');

    await openApp('/fresher-lookingfor', page);
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await page.getByRole('button', { name: 'Voice Process', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Voice Process', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Voice Process', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Voice Process', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(next).toBeDisabled();
    await page.getByRole('button', { name: 'Non-voice Process' }).click();
    await expect(next).toBeEnabled();
    await expectNoSidewaysScroll();
    await checkAxe();
    await shot(page, 'fresher-lookingfor');
  });
});
