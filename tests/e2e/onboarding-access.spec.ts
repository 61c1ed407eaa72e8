import { atPath, expect, readAppStorage, test } from './fixtures';

test.describe('onboarding access', () => {
  test("without a stored token a step says 'User not authenticated. Please log in.' in red and goes to /", async ({
    page,
    openApp,
  }) => {
    await openApp('/lookingfor');
    const message = page.getByRole('alert').filter({ hasText: 'User not authenticated. Please log in.' });
    await expect(message).toBeVisible();
    const color = await message.evaluate((el) => getComputedStyle(el).color);
    const [r, g, b] = (color.match(/\d+/g) ?? []).map(Number);
    expect(r, `red text, got ${color}`).toBeGreaterThan((g ?? 0) + 60);
    expect(r).toBeGreaterThan((b ?? 0) + 60);
    await expect(page).toHaveURL(atPath('/'));
    await expect(page.getByRole('heading', { name: 'Jobseeker Login' })).toBeVisible();
  });

  test('a candidate just signed up opens the onboarding steps, with no button in the header', async ({
    onboardingPage: page,
    openApp,
  }) => {
    await openApp('/onboarding', page);
    await expect(page).toHaveURL(atPath('/onboarding'));
    await expect(page.getByRole('link', { name: 'Signup' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    const storage = await readAppStorage(page);
    expect(storage.isCandidateLogin).toBeUndefined();
    expect(storage.token).toBeTruthy();
  });
});
