import { atPath, expect, postJson, readAppStorage, test } from './fixtures';

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

  test('a candidate just signed up opens the onboarding steps, with no Signup or Login in the header', async ({
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

  test('after one visit, a step opens with the network off from the persisted lists and says how old they are', async ({
    onboardingPage: page,
    newCandidate,
    request,
    context,
    openApp,
  }) => {
    const level = await postJson(
      request,
      '/candidates/onboarding/experience',
      {
        experience_level: 'experienced',
        experience_years: 3,
        experience_months: 2,
        current_location: 'India',
        certificate_type: '',
      },
      newCandidate.token,
    );
    expect(level.status, JSON.stringify(level.body)).toBe(200);
    await openApp('/education', page);
    await expect(page.getByRole('combobox', { name: /^Highest Education/ })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
      .toBe(true);
    // The persister writes the cache to IndexedDB at most once a second.
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              new Promise<boolean>((resolve) => {
                const open = indexedDB.open('keyval-store');
                open.onerror = () => resolve(false);
                open.onsuccess = () => {
                  const db = open.result;
                  if (!db.objectStoreNames.contains('keyval')) return resolve(false);
                  const read = db.transaction('keyval').objectStore('keyval').get('rcm-careers-query-cache');
                  read.onsuccess = () =>
                    resolve(typeof read.result === 'string' && read.result.includes('Anna University'));
                  read.onerror = () => resolve(false);
                };
              }),
          ),
        { message: 'the onboarding lists persisted to IndexedDB', timeout: 10_000 },
      )
      .toBe(true);

    await context.setOffline(true);
    try {
      await openApp('/education', page);
      await expect(page).toHaveURL(atPath('/education'));
      await expect(page.getByRole('combobox', { name: /^Highest Education/ })).toBeVisible();
      await expect(page.getByText(/^You are offline: showing the options saved on this phone/)).toBeVisible();
      await expect(page.getByText('Failed to load data')).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
  });

  test('a candidate in onboarding can sign out from the header: asked, signed out, storage cleared, the session revoked, at /', async ({
    onboardingPage: page,
    newCandidate,
    request,
    openApp,
    checkAxe,
  }) => {
    await openApp('/education', page);
    await expect(page.getByRole('combobox', { name: /^Highest Education/ })).toBeVisible();
    const signOut = page.getByRole('banner').getByRole('button', { name: 'Sign out' });
    await signOut.click();
    const confirm = page.getByRole('dialog', { name: 'Sign Out' });
    await expect(confirm.getByText('Are you sure you want to sign out of your account?')).toBeVisible();
    await checkAxe(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    expect((await readAppStorage(page)).token).toBe(newCandidate.token);

    await signOut.click();
    await page.getByRole('dialog', { name: 'Sign Out' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You are successfully signed out').first()).toBeVisible();
    await expect(page).toHaveURL(atPath('/'));
    await expect(page.getByRole('heading', { name: 'Jobseeker Login' })).toBeVisible();
    expect(await readAppStorage(page)).toEqual({});
    // the server session is gone too
    const step = await request.get('/api/candidates/profile_details', {
      headers: { authorization: `Bearer ${newCandidate.token}` },
    });
    expect(step.status()).toBe(403);
    // and the onboarding steps are closed
    await page.goto('/education');
    await expect(page).toHaveURL(atPath('/'));
  });
});
