import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createMemoryHistory } from '@tanstack/react-router';
import { cleanup } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recruiterLoginKeeping } from './route-guards';
import { type AppRouter, createAppRouter } from './router';
import { isRecruiterSignedIn, isSignedIn, saveLogin, saveRecruiterLogin } from './session';
import { renderApp } from './test-kits/test-utils';

/** The recruiter route set's guards (issue 23), both ways. */

/** A workspace screen's chunk is imported on its first visit: seconds on a loaded machine, not vi.waitFor's 1 s. */
const LAZY_ROUTE_WAIT = { timeout: 10_000 };

const details = {
  user_id: 7,
  first_name: 'Anita',
  last_name: 'Desai',
  email: 'anita.desai@example.com',
  phone_no: '9876543210',
  role_id: 2,
  profile_picture: null,
};

function signInRecruiter() {
  saveRecruiterLogin({ token: 'r', tempToken: null, userDetails: details, onboarding_status: true });
}

function signInCandidate() {
  localStorage.setItem('isCandidateLogin', 'true');
  localStorage.setItem('token', 'x');
}

async function land(path: string): Promise<{ pathname: string; search: unknown }> {
  const router: AppRouter = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  await vi.waitFor(() => expect(router.state.status).toBe('idle'), LAZY_ROUTE_WAIT);
  return { pathname: router.state.location.pathname, search: router.state.location.search };
}

describe('the recruiter session', () => {
  it('a recruiter login stores the role, never the candidate flag', () => {
    signInRecruiter();
    expect(localStorage.getItem('role')).toBe('recruiter');
    expect(localStorage.getItem('token')).toBe('r');
    expect(localStorage.getItem('user_id')).toBe('7');
    expect(localStorage.getItem('isCandidateLogin')).toBeNull();
    expect(isRecruiterSignedIn()).toBe(true);
    expect(isSignedIn()).toBe(false);
  });

  it('a candidate login after a recruiter one drops the recruiter role', () => {
    signInRecruiter();
    saveLogin(
      { token: 'c', tempToken: null, userDetails: { ...details, role_id: 3 }, onboarding_status: true },
      { onboardingComplete: true },
    );
    expect(isRecruiterSignedIn()).toBe(false);
    expect(isSignedIn()).toBe(true);
  });

  it('the role without a token is signed out', () => {
    localStorage.setItem('role', 'recruiter');
    expect(isRecruiterSignedIn()).toBe(false);
  });
});

describe('a signed-out visitor at a recruiter path', () => {
  it('/recruiter goes to the plain recruiter login', async () => {
    expect(await land('/recruiter')).toEqual({ pathname: '/recruiter/login', search: {} });
  });

  it('a deeper recruiter path is kept in ?redirect=', async () => {
    expect(await land('/recruiter/jobs/new')).toEqual({
      pathname: '/recruiter/login',
      search: { redirect: '/recruiter/jobs/new' },
    });
  });

  it('the recruiter login stays', async () => {
    expect((await land('/recruiter/login')).pathname).toBe('/recruiter/login');
  });
});

describe('a signed-in candidate at a recruiter path', () => {
  it.each(['/recruiter', '/recruiter/login', '/recruiter/jobs/new'])(
    '%s goes to /dashboard',
    async (path) => {
      signInCandidate();
      expect((await land(path)).pathname).toBe('/dashboard');
    },
  );
});

describe('a recruiter', () => {
  it('/recruiter stays', async () => {
    signInRecruiter();
    expect((await land('/recruiter')).pathname).toBe('/recruiter');
  });

  it.each([
    '/',
    '/login',
    '/register',
    '/dashboard',
    '/jobpostings/12',
    '/onboarding',
    '/nowhere',
    '/recruiter/login',
  ])('at %s goes to /recruiter', async (path) => {
    signInRecruiter();
    expect((await land(path)).pathname).toBe('/recruiter');
  });
});

describe('a job id that is not a positive integer', () => {
  it('goes back to the jobs', async () => {
    signInRecruiter();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: false, message: 'x' }), { status: 500 })),
    );
    const { router } = renderApp('/recruiter/jobs/abc/edit');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/recruiter'), LAZY_ROUTE_WAIT);
    cleanup();
    vi.unstubAllGlobals();
  });
});

describe("the workspace's own route tree (issue 35 §4)", () => {
  /** The leaf route and search once the router has settled at `path` (the calls answer 500). */
  async function open(path: string) {
    signInRecruiter();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: false, message: 'x' }), { status: 500 })),
    );
    const { router } = renderApp(path);
    await vi.waitFor(() => {
      expect(router.state.status).toBe('idle');
      expect(router.state.matches.at(-1)?.routeId).not.toBe('/_recruiter/recruiter/$');
    }, LAZY_ROUTE_WAIT);
    const leaf = router.state.matches.at(-1);
    const result = { routeId: leaf?.routeId, pathname: router.state.location.pathname, search: leaf?.search };
    cleanup();
    vi.unstubAllGlobals();
    return result;
  }

  it.each([
    ['/recruiter', '/_recruiter/recruiter/'],
    ['/recruiter/jobs/new', '/_recruiter/recruiter/jobs/new'],
    ['/recruiter/jobs/5/edit', '/_recruiter/recruiter/jobs/$jobId/edit'],
    ['/recruiter/jobs/5/applicants', '/_recruiter/recruiter/jobs/$jobId/applicants'],
    ['/recruiter/applications/31', '/_recruiter/recruiter/applications/$applicationId'],
    ['/recruiter/inbox', '/_recruiter/recruiter/inbox'],
    ['/recruiter/interviews', '/_recruiter/recruiter/interviews'],
  ])('%s is its own route, %s', async (path, routeId) => {
    expect(await open(path)).toMatchObject({ routeId, pathname: path });
  });

  it("the applicants' search is parsed by the route: bad values drop to their defaults", async () => {
    const landed = await open('/recruiter/jobs/5/applicants?status=new&sort=bogus&page=0&notice=up_to_30');
    expect(landed.routeId).toBe('/_recruiter/recruiter/jobs/$jobId/applicants');
    expect(landed.search).toMatchObject({
      status: 'new',
      notice: 'up_to_30',
      sort: undefined,
      page: undefined,
    });
  });

  it.each([
    ['range=week', { range: 'week' }],
    ['range=month', { range: undefined }],
    ['range=today', { range: undefined }],
  ])("the interviews' range is parsed by the route: ?%s", async (query, search) => {
    const landed = await open(`/recruiter/interviews?${query}`);
    expect(landed.routeId).toBe('/_recruiter/recruiter/interviews');
    expect(landed.search).toEqual(search);
  });

  it.each([
    '/recruiter/nowhere',
    '/recruiter/jobs/0/edit',
    '/recruiter/applications/1.5',
    '/recruiter/inbox/2',
  ])('%s (no workspace route) goes to the jobs', async (path) => {
    expect(await open(path)).toMatchObject({ routeId: '/_recruiter/recruiter/', pathname: '/recruiter' });
  });

  it("the app's tree, which every first visit loads, holds none of the workspace's screens", () => {
    // (the route objects are shared by every test's router and mounted by the tests above: the
    // generated source says what the entry chunk holds)
    const source = readFileSync(join(import.meta.dirname, 'routeTree.gen.ts'), 'utf8');
    expect(source).not.toContain('workspace-routes');
    expect(source.match(/getParentRoute: \(\) => RecruiterRoute\b/g)).toHaveLength(1);
    expect(source).toContain("path: '/recruiter/$'");
  });
});

describe('recruiterLoginKeeping', () => {
  it.each([
    [undefined, '/recruiter/login'],
    ['/recruiter', '/recruiter/login'],
    ['/recruiter/jobs/5/edit', '/recruiter/login?redirect=%2Frecruiter%2Fjobs%2F5%2Fedit'],
    ['//evil.example/recruiter/x', '/recruiter/login'],
  ])('%s -> %s', (href, expected) => {
    expect(recruiterLoginKeeping(href)).toBe(expected);
  });
});
