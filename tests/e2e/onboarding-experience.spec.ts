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

/** Chooses an option of a Mantine Select by keyboard only: Tab to it, arrows to the option, Enter. */
async function pickByKeyboard(page: Page, combobox: Locator, option: string, typed = '') {
  await tabTo(page, combobox);
  if (typed) await page.keyboard.type(typed);
  await page.keyboard.press('ArrowDown');
  const listbox = page.locator(`[id="${await combobox.getAttribute('aria-controls')}"]`);
  const wanted = listbox.getByRole('option', { name: option, exact: true });
  for (let presses = 0; presses < 60; presses += 1) {
    if ((await wanted.getAttribute('data-combobox-selected')) !== null) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveValue(option);
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

/** Presses Tab until `target` has the focus (keyboard only), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 30) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function chooseLevel(page: Page, level: 'Experienced' | 'Managerial', years: string, months: string) {
  await page.getByRole('radio', { name: level }).click();
  await page.getByRole('textbox', { name: 'Years' }).fill(years);
  await page.getByRole('textbox', { name: 'Months' }).fill(months);
  await page.getByRole('button', { name: 'Next' }).click();
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
    // D2 (issue 22): Next without a process says so, the screen stays
    await next.click();
    await expect(page.getByText('Please select a process type.')).toBeVisible();
    await expect(page).toHaveURL(atPath('/fresher-lookingfor'));
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
    await next.click();
    await expect(page.getByText('Please select a process type.')).toBeVisible();
    await page.getByRole('button', { name: 'Non-voice Process' }).click();
    await expect(next).toBeEnabled();
    await expectNoSidewaysScroll();
    await checkAxe();
    await shot(page, 'fresher-lookingfor');
  });
});

test.describe('onboarding: the experience journeys', () => {
  test('Experienced: /onboarding -> /experience (two entries, one current, stage 2) -> /lookingfor', async ({
    onboardingPage: page,
    openApp,
  }) => {
    await openApp('/onboarding', page);
    await chooseLevel(page, 'Experienced', '4', '6');
    await expect(page).toHaveURL(atPath('/experience'));
    await fillPastEmployment(page, 1, 'R1 RCM', 'AR Caller');
    await page.getByRole('button', { name: 'Add Employment' }).click();
    const second = block(page, 2);
    await pick(page, second.getByRole('combobox', { name: 'Company' }), 'Other');
    await second.getByRole('textbox', { name: 'Company name' }).fill('Acme Billing');
    await second.getByRole('textbox', { name: 'Role' }).fill('Medical Coder');
    await pick(page, second.getByRole('combobox', { name: 'From month' }), 'July');
    await pick(page, second.getByRole('combobox', { name: 'From year' }), String(thisYear - 2));
    await second.getByRole('checkbox', { name: 'Currently working here' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Current Employment' })).toBeVisible();
    await page.getByRole('radio', { name: 'Notice Period' }).check();
    await page.getByRole('textbox', { name: 'Notice period (days)' }).fill('30');
    await pick(page, page.getByRole('combobox', { name: 'Current CTC' }), '2,00,000-3,00,000');
    await pick(page, page.getByRole('combobox', { name: 'Expected CTC' }), '3,00,000-4,00,000');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(atPath('/lookingfor'));

    // Going back shows what was saved.
    await openApp('/experience', page);
    await expect(block(page, 2).getByRole('textbox', { name: 'Company name' })).toHaveValue('Acme Billing');
    await expect(block(page, 2).getByRole('checkbox', { name: 'Currently working here' })).toBeChecked();
    await expect(block(page, 1).getByRole('textbox', { name: 'Role' })).toHaveValue('AR Caller');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('textbox', { name: 'Notice period (days)' })).toHaveValue('30');
    await expect(page.getByRole('combobox', { name: 'Expected CTC' })).toHaveValue('3,00,000-4,00,000');
    await openApp('/onboarding', page);
    await expect(page.getByRole('radio', { name: 'Experienced' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('textbox', { name: 'Years' })).toHaveValue('4');
  });

  test('Managerial: /onboarding -> /managerial -> /experience -> /lookingfor', async ({
    onboardingPage: page,
    openApp,
  }) => {
    await openApp('/onboarding', page);
    await chooseLevel(page, 'Managerial', '9', '0');
    await expect(page).toHaveURL(atPath('/managerial'));
    await expect(page.getByRole('heading', { name: 'Role' })).toBeVisible();
    // After a reload the experience id comes from what was saved.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Role' })).toBeVisible();
    await page.getByRole('radio', { name: 'Senior Manager' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(atPath('/experience'));
    await fillPastEmployment(page, 1, 'Omega Healthcare', 'Operations Manager');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(atPath('/lookingfor'));
  });

  test('Managerial by keyboard only: /onboarding -> /managerial -> /experience -> /lookingfor', async ({
    onboardingPage: page,
    openApp,
  }) => {
    await openApp('/onboarding', page);
    const managerial = page.getByRole('radio', { name: 'Managerial' });
    await tabTo(page, managerial);
    await page.keyboard.press('Space');
    await expect(managerial).toHaveAttribute('aria-checked', 'true');
    await tabTo(page, page.getByRole('textbox', { name: 'Years' }));
    await page.keyboard.type('12');
    await page.keyboard.press('Tab');
    await page.keyboard.type('3');
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(atPath('/managerial'));

    const teamLead = page.getByRole('radio', { name: 'Team Lead' });
    await tabTo(page, teamLead);
    await page.keyboard.press('Space');
    await expect(teamLead).toHaveAttribute('aria-checked', 'true');
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(atPath('/experience'));

    const entry = block(page, 1);
    await pickByKeyboard(page, entry.getByRole('combobox', { name: 'Company' }), 'AGS Health', 'AGS');
    await tabTo(page, entry.getByRole('textbox', { name: 'Role' }));
    await page.keyboard.type('Team Lead, AR');
    await pickByKeyboard(page, entry.getByRole('combobox', { name: 'From month' }), 'April');
    await pickByKeyboard(page, entry.getByRole('combobox', { name: 'From year' }), String(thisYear - 3));
    const current = entry.getByRole('checkbox', { name: 'Currently working here' });
    await tabTo(page, current);
    await page.keyboard.press('Space');
    await expect(current).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Current Employment' })).toBeVisible();
    await pickByKeyboard(page, page.getByRole('combobox', { name: 'Current CTC' }), '7,50,000-10,00,000');
    await pickByKeyboard(page, page.getByRole('combobox', { name: 'Expected CTC' }), 'Above 10,00,000');
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(atPath('/lookingfor'));
  });

  test('Fresher + Others by keyboard only: /onboarding -> /fresher-lookingfor -> /education', async ({
    onboardingPage: page,
    openApp,
  }) => {
    await openApp('/onboarding', page);
    const fresher = page.getByRole('radio', { name: 'Fresher' });
    await tabTo(page, fresher);
    await page.keyboard.press('Space');
    await expect(fresher).toHaveAttribute('aria-checked', 'true');
    const others = page.getByRole('radio', { name: 'Others' });
    await tabTo(page, others);
    await page.keyboard.press('Space');
    await expect(others).toHaveAttribute('aria-checked', 'true');
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(atPath('/fresher-lookingfor'));

    const voice = page.getByRole('button', { name: 'Voice Process', exact: true });
    await tabTo(page, voice);
    await page.keyboard.press('Space');
    await expect(voice).toHaveAttribute('aria-pressed', 'true');
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(atPath('/education'));
  });

  test('a step sent with no network says so and keeps the choice; back online it saves', async ({
    onboardingPage: page,
    openApp,
  }) => {
    await openApp('/onboarding', page);
    await page.getByRole('radio', { name: 'Fresher' }).click();
    await page.getByRole('radio', { name: 'Others' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(atPath('/fresher-lookingfor'));
    const nonVoice = page.getByRole('button', { name: 'Non-voice Process' });
    await nonVoice.click();
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toContainText('You are offline.');
    await expect(page).toHaveURL(atPath('/fresher-lookingfor'));
    await expect(nonVoice).toHaveAttribute('aria-pressed', 'true');
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(atPath('/education'));
  });
});
