// The two route sets of both specs' section 2, in Chromium against the real server: the
// signed-in set applies when both `isCandidateLogin` and `token` are in localStorage, else the
// signed-out set; a path of the other set or an unknown path redirects to / or /dashboard; the
// check runs on every navigation.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  apiLogin,
  type PhoneContextOptions,
  readLocalStorage,
  waitForApp,
  waitForPath,
  withServerAndBrowser,
} from './harness';

/** A real session token of the seeded complete candidate. */
let token: string;
const run = withServerAndBrowser({}, async ({ server }) => {
  token = (await apiLogin(server.baseUrl)).token;
});

async function openAt(path: string, options: Omit<PhoneContextOptions, 'baseUrl'> = {}): Promise<Page> {
  const context = await run.newContext(options);
  const page = await context.newPage();
  await page.goto(`${run.server.baseUrl}${path}`);
  await waitForApp(page);
  return page;
}

/** A client-side navigation (no reload), the way a link click moves the router. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** The app has settled (no request for 500 ms) and the page is still at `path`. */
async function expectToStay(page: Page, path: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  assert.equal(new URL(page.url()).pathname, path);
}

const signedIn = () => ({ localStorage: { token, isCandidateLogin: 'true' } });

describe('signed out', () => {
  test('/dashboard lands on /', async () => {
    const page = await openAt('/dashboard');
    await waitForPath(page, '/');
  });

  test('an unknown path such as /nowhere lands on /', async () => {
    const page = await openAt('/nowhere');
    await waitForPath(page, '/');
  });

  test('a signed-out path such as /register stays', async () => {
    const page = await openAt('/register');
    await expectToStay(page, '/register');
  });
});

describe('signed in (isCandidateLogin and token stored)', () => {
  test('/register lands on /dashboard', async () => {
    const page = await openAt('/register', signedIn());
    await waitForPath(page, '/dashboard');
  });

  test('an unknown path such as /nowhere lands on /dashboard', async () => {
    const page = await openAt('/nowhere', signedIn());
    await waitForPath(page, '/dashboard');
  });

  test('/ (the login screen) lands on /dashboard', async () => {
    const page = await openAt('/', signedIn());
    await waitForPath(page, '/dashboard');
  });

  test('a deep link such as /jobpostings/12 stays', async () => {
    const page = await openAt('/jobpostings/12', signedIn());
    await expectToStay(page, '/jobpostings/12');
    const storage = await readLocalStorage(page);
    assert.equal(storage.token, token, 'the session must survive the deep link');
  });
});

describe('one of the two keys missing: the signed-out set applies', () => {
  test('token without isCandidateLogin: /dashboard lands on /', async () => {
    const page = await openAt('/dashboard', { localStorage: { token } });
    await waitForPath(page, '/');
  });

  test('token without isCandidateLogin: /register stays', async () => {
    const page = await openAt('/register', { localStorage: { token } });
    await expectToStay(page, '/register');
  });

  test('isCandidateLogin without token: /dashboard lands on /', async () => {
    const page = await openAt('/dashboard', { localStorage: { isCandidateLogin: 'true' } });
    await waitForPath(page, '/');
  });
});

describe('the check runs on every navigation', () => {
  test('removing the token, the next in-app navigation leaves the signed-in set', async () => {
    const page = await openAt('/dashboard', signedIn());
    await waitForPath(page, '/dashboard');
    await page.evaluate(() => localStorage.removeItem('token'));
    await navigateInApp(page, '/saved-jobs');
    await waitForPath(page, '/');
  });

  test('storing both keys, the next in-app navigation enters the signed-in set', async () => {
    const page = await openAt('/register');
    await waitForPath(page, '/register');
    await page.evaluate((value) => {
      localStorage.setItem('token', value);
      localStorage.setItem('isCandidateLogin', 'true');
    }, token);
    await navigateInApp(page, '/forgotpassword');
    await waitForPath(page, '/dashboard');
  });
});
