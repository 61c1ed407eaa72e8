import { atPath, expect, test } from './fixtures';

/**
 * Onboarding, the experience steps (signed-out spec §2, §4, §5): /onboarding (experience level),
 * /managerial, /experience (both stages) and /fresher-lookingfor.
 */
test.describe('onboarding: experience level', () => {
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
    await page.getByRole('radio', { name: 'Fresher' }).click();
    await expect(page.getByRole('radio', { name: 'Certified Medical Coder' })).toBeVisible();
    await expectNoSidewaysScroll();
    await checkAxe();
    if (process.env.SCREENSHOTS) await page.screenshot({ path: '.tmp/shots/onboarding.png', fullPage: true });
    await expect(page).toHaveURL(atPath('/onboarding'));
  });
});
