// The two route sets of both specs' section 2, in Chromium against the real server: the
// signed-in set applies when both `isCandidateLogin` and `token` are in localStorage, else the
// signed-out set; a path of the other set or an unknown path redirects to / or /dashboard; the
// check runs on every navigation.
import type { Page } from '@playwright/test';
import { atPath, expect, readAppStorage, test } from './fixtures';
import { networkQuiet } from './quiet-network';

/** A client-side navigation (no reload), the way a link click moves the router. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** The app has settled (no request for 500 ms) and the page is still at `path`. */
async function expectToStay(page: Page, path: string): Promise<void> {
  await networkQuiet(page);
  expect(new URL(page.url()).pathname).toBe(path);
}

test.describe('signed out', () => {
  test('/dashboard lands on /', async ({ page, openApp }) => {
    await openApp('/dashboard');
    await expect(page).toHaveURL(atPath('/'));
  });

  test('an unknown path such as /nowhere lands on /', async ({ page, openApp }) => {
    await openApp('/nowhere');
    await expect(page).toHaveURL(atPath('/'));
  });

  test('a signed-out path such as /register stays', async ({ page, openApp }) => {
    await openApp('/register');
    await expectToStay(page, '/register');
  });
});

test.describe('signed in (isCandidateLogin and token stored)', () => {
  test('/register lands on /dashboard', async ({ signedInPage: page, openApp }) => {
    await openApp('/register', page);
    await expect(page).toHaveURL(atPath('/dashboard'));
  });

  test('an unknown path such as /nowhere lands on /dashboard', async ({ signedInPage: page, openApp }) => {
    await openApp('/nowhere', page);
    await expect(page).toHaveURL(atPath('/dashboard'));
  });

  test('/ (the login screen) lands on /dashboard', async ({ signedInPage: page, openApp }) => {
    await openApp('/', page);
    await expect(page).toHaveURL(atPath('/dashboard'));
  });

  test('a deep link such as /jobpostings/12 stays', async ({ signedInPage: page, session, openApp }) => {
    await openApp('/jobpostings/12', page);
    await expectToStay(page, '/jobpostings/12');
    const storage = await readAppStorage(page);
    expect(storage.token, 'the session must survive the deep link').toBe(session.token);
  });
});

test.describe('one of the two keys missing: the signed-out set applies', () => {
  test('token without isCandidateLogin: /dashboard lands on /', async ({
    page,
    session,
    setAppStorage,
    openApp,
  }) => {
    await setAppStorage({ token: session.token });
    await openApp('/dashboard');
    await expect(page).toHaveURL(atPath('/'));
  });

  test('token without isCandidateLogin: /register stays', async ({
    page,
    session,
    setAppStorage,
    openApp,
  }) => {
    await setAppStorage({ token: session.token });
    await openApp('/register');
    await expectToStay(page, '/register');
  });

  test('isCandidateLogin without token: /dashboard lands on /', async ({ page, setAppStorage, openApp }) => {
    await setAppStorage({ isCandidateLogin: 'true' });
    await openApp('/dashboard');
    await expect(page).toHaveURL(atPath('/'));
  });
});

test.describe('the check runs on every navigation', () => {
  test('removing the token, the next in-app navigation leaves the signed-in set', async ({
    signedInPage: page,
    openApp,
  }) => {
    await openApp('/dashboard', page);
    await expect(page).toHaveURL(atPath('/dashboard'));
    await page.evaluate(() => localStorage.removeItem('token'));
    await navigateInApp(page, '/saved-jobs');
    await expect(page).toHaveURL(atPath('/'));
  });

  test('storing both keys, the next in-app navigation enters the signed-in set', async ({
    page,
    session,
    openApp,
  }) => {
    await openApp('/register');
    await expect(page).toHaveURL(atPath('/register'));
    await page.evaluate((value) => {
      localStorage.setItem('token', value);
      localStorage.setItem('isCandidateLogin', 'true');
    }, session.token);
    await navigateInApp(page, '/forgotpassword');
    await expect(page).toHaveURL(atPath('/dashboard'));
  });
});
