import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetClientHooks } from './api/client-hooks';
import { parsePositiveId } from './route-guards';
import { type AppRouter, connectApiClient, createAppRouter } from './router';
import { setToken } from './session';
import { jsonResponse, stubFetch } from './test-kits/fetch-test-kit';

function signIn() {
  localStorage.setItem('isCandidateLogin', 'true');
  localStorage.setItem('token', 'x');
}

async function settle(router: AppRouter): Promise<string> {
  await router.load();
  // A redirect starts a new navigation; wait until the router rests.
  await vi.waitFor(() => expect(router.state.status).toBe('idle'));
  return router.state.location.pathname;
}

async function land(path: string): Promise<string> {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return settle(router);
}

const SIGNED_OUT_ROUTES = [
  '/',
  '/login',
  '/forgotpassword',
  '/verify-otp',
  '/resetpassword',
  '/register',
  '/create-password',
  '/acc-created',
  '/onboarding',
  '/certification-details',
  '/fresher-lookingfor',
  '/lookingfor',
  '/education',
  '/profile-overview',
  '/experience',
  '/managerial',
  '/onboard-completed',
];

const SIGNED_IN_ROUTES = [
  '/dashboard',
  '/jobpostings',
  '/jobpostings/12',
  '/saved-jobs',
  '/applied-jobs',
  '/assessment/7',
  '/chat',
  '/settings',
  '/view-profile',
  '/edit-profile',
  // in both sets: reached right after the overview save signs the candidate in
  '/onboard-completed',
];

describe('guards while signed out', () => {
  it.each(['/dashboard', '/nowhere', '/jobpostings/12', '/assessment/abc', '/settings/deep/path'])(
    '%s redirects to /',
    async (path) => {
      expect(await land(path)).toBe('/');
    },
  );

  it.each(SIGNED_OUT_ROUTES)('%s stays', async (path) => {
    expect(await land(path)).toBe(path);
  });

  it('a token without isCandidateLogin (onboarding) is still signed out', async () => {
    localStorage.setItem('token', 'x');
    expect(await land('/dashboard')).toBe('/');
    expect(await land('/onboarding')).toBe('/onboarding');
  });
});

describe('guards while signed in', () => {
  it.each(['/register', '/nowhere', '/', '/login', '/onboarding', '/a/b/c'])(
    '%s redirects to /dashboard',
    async (path) => {
      signIn();
      expect(await land(path)).toBe('/dashboard');
    },
  );

  it.each(SIGNED_IN_ROUTES)('%s stays', async (path) => {
    signIn();
    expect(await land(path)).toBe(path);
  });

  it('a job id that is not a positive integer goes to /jobpostings', async () => {
    signIn();
    expect(await land('/jobpostings/abc')).toBe('/jobpostings');
    expect(await land('/jobpostings/0')).toBe('/jobpostings');
  });

  it('an assessment id that is not a positive integer goes to /dashboard', async () => {
    signIn();
    expect(await land('/assessment/-3')).toBe('/dashboard');
  });

  it('parses typed params to numbers', async () => {
    signIn();
    const router = createAppRouter({
      history: createMemoryHistory({ initialEntries: ['/jobpostings/12'] }),
    });
    await settle(router);
    const match = router.state.matches.find((m) => m.routeId === '/_signed-in/jobpostings/$jobId');
    expect(match?.params).toMatchObject({ jobId: 12 });
  });
});

describe('the check runs on every navigation', () => {
  it('follows the session as it changes', async () => {
    const router = createAppRouter({
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    expect(await settle(router)).toBe('/');

    signIn();
    await router.navigate({ to: '/register' });
    expect(await settle(router)).toBe('/dashboard');

    localStorage.clear();
    await router.navigate({ to: '/saved-jobs' });
    expect(await settle(router)).toBe('/');
  });
});

describe('a session that ends under a signed-in page (issue 22 SH2, B4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetClientHooks();
  });

  async function openSignedIn(path: string) {
    stubFetch(() =>
      jsonResponse(403, { success: false, message: 'Invalid session', code: 'invalid_session' }),
    );
    signIn();
    setToken('x'); // as a login does: this tab holds a session again
    const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
    connectApiClient(router, new QueryClient());
    return router;
  }

  it("a 403 on /jobpostings/17 says 'Invalid session' and goes to the login keeping the job", async () => {
    const show = vi.spyOn(notifications, 'show');
    const router = await openSignedIn('/jobpostings/17');
    await router.load();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await vi.waitFor(() => expect(router.state.status).toBe('idle'));
    expect(router.state.location.search).toEqual({ redirect: '/jobpostings/17' });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Invalid session' }));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('the dashboard goes to the plain login', async () => {
    const router = await openSignedIn('/dashboard');
    await router.load();
    // the dashboard's screen is a lazy chunk, imported (and, under Vitest, transformed) on the
    // first visit: well over a second on a loaded machine before its first request
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 10_000 });
    expect(router.state.location.search).toEqual({});
  });

  it("another tab's sign-out (the storage emptied) takes the same path", async () => {
    const router = await openSignedIn('/saved-jobs');
    stubFetch(() => jsonResponse(200, { success: true, result: [] }));
    await settle(router).catch(() => '');
    const show = vi.spyOn(notifications, 'show');
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toEqual({ redirect: '/saved-jobs' });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Invalid session' }));
  });

  it("another tab's deliberate sign-out says 'You signed out in another tab', not 'Invalid session' (issue 35 C7)", async () => {
    const router = await openSignedIn('/saved-jobs');
    stubFetch(() => jsonResponse(200, { success: true, result: [] }));
    await settle(router).catch(() => '');
    const show = vi.spyOn(notifications, 'show');
    show.mockClear();
    // what the other tab's sign-out does to the shared storage: its signal, then everything cleared
    localStorage.setItem('signedOutAt', '1');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'signedOutAt', newValue: '1', storageArea: localStorage }),
    );
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toEqual({ redirect: '/saved-jobs' });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'You signed out in another tab' }));
    expect(show).not.toHaveBeenCalledWith(expect.objectContaining({ message: 'Invalid session' }));
  });

  it('a storage change that keeps the token, or one on a signed-out page, changes nothing', async () => {
    const router = await openSignedIn('/saved-jobs');
    stubFetch(() => jsonResponse(200, { success: true, result: [] }));
    await settle(router).catch(() => '');
    window.dispatchEvent(new StorageEvent('storage', { key: 'userDetails', storageArea: localStorage }));
    localStorage.clear();
    await router.navigate({ to: '/register' });
    await settle(router);
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    await settle(router);
    expect(router.state.location.pathname).toBe('/register');
  });
});

describe('parsePositiveId', () => {
  it.each([
    ['1', 1],
    ['12345', 12345],
    ['0', null],
    ['-1', null],
    ['01', null],
    ['1.5', null],
    ['1e3', null],
    ['abc', null],
    ['', null],
    ['99999999999999999', null],
  ])('%s -> %s', (raw, expected) => {
    expect(parsePositiveId(raw)).toBe(expected);
  });
});
