import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobSearch } from '../contract/jobs';
import { call } from './api/call';
import { apiRequest, NetworkError } from './api/client';
import { dropUntakenEarlyCalls, EARLY_CALL_MAX_AGE_MS, takeEarlyCall } from './api/early-calls';
import { EARLY_CALLS_GLOBAL, type EarlyStartPlan, earlyStart } from './early-start';
import { SESSION_KEYS, setToken } from './session';
import { jsonResponse, stubFetch } from './test-kits/fetch-test-kit';

const plan: EarlyStartPlan = {
  tokenKey: SESSION_KEYS.token,
  signedInKey: SESSION_KEYS.isCandidateLogin,
  global: EARLY_CALLS_GLOBAL,
  routes: [
    {
      pattern: '^/dashboard$',
      modules: ['/assets/layout.js', '/assets/dashboard.js'],
      styles: ['/assets/dashboard.css'],
      calls: ['/api/candidates/dashboard'],
    },
    {
      pattern: '^/jobpostings$',
      modules: ['/assets/search.js'],
      styles: [],
      calls: [],
      posts: [{ url: '/api/candidates/job_search', body: '{"page":1}', keys: ['q', 'page', 'location'] }],
    },
    {
      pattern: '^/jobpostings/(\\d+)$',
      modules: [],
      styles: [],
      calls: ['/api/candidates/job?id=$1', '/api/candidates/badges'],
    },
  ],
};

const preloads = () =>
  [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')]);
/** Each preload's crossorigin attribute: '' as Vite's loader asks (else the browser fetches again). */
const crossOrigins = () =>
  [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('crossorigin'));

/**
 * The window, with each task the early start queues run at once: its steps (a preload or a read
 * per task) have all been taken when it returns.
 */
const atOnce = new Proxy(window, {
  get(target, key) {
    if (key === 'setTimeout') return (step: () => void) => step();
    const value = Reflect.get(target, key);
    return typeof value === 'function' ? value.bind(target) : value;
  },
}) as Window & typeof globalThis;

function signIn(token = 'tok-1') {
  localStorage.setItem(SESSION_KEYS.isCandidateLogin, 'true');
  setToken(token);
}

beforeEach(() => {
  window.history.replaceState(null, '', '/dashboard');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL];
  window.history.replaceState(null, '', '/');
});

describe('the early start of a signed-in screen (/early-start.js)', () => {
  it('preloads the screen’s chunks and starts its reads with the session’s token', () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, result: {} }));
    signIn();
    earlyStart(plan, atOnce);
    expect(preloads()).toEqual([
      ['preload', '/assets/dashboard.css'],
      ['modulepreload', '/assets/layout.js'],
      ['modulepreload', '/assets/dashboard.js'],
    ]);
    expect(crossOrigins()).toEqual(['', '', '']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/candidates/dashboard');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok-1');
  });

  it('takes one preload or read per task, so that none of them holds the page up long', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, result: {} }));
    signIn();
    earlyStart(plan, window);
    // the storage read and the path's match only, in the task it was called in
    expect(preloads()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual([['preload', '/assets/dashboard.css']]);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toHaveLength(2);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toHaveLength(3);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersToNextTimer();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('puts the path’s parts into a read’s URL (a job’s detail), as the client would build it', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, result: { id: 17 } }));
    signIn();
    window.history.replaceState(null, '', '/jobpostings/17');
    earlyStart(plan, atOnce);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/candidates/job?id=17',
      '/api/candidates/badges',
    ]);
    const answer = await apiRequest('/candidates/job', { method: 'GET', query: { id: 17 } });
    expect(answer).toEqual({ success: true, result: { id: 17 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('cancels the calls nobody took (fresh answers on the phone), whose unread answers stay open', async () => {
    const cancelled: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const body = new ReadableStream({ cancel: () => void cancelled.push(url) });
        return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    signIn();
    window.history.replaceState(null, '', '/jobpostings/17');
    earlyStart(plan, atOnce);
    expect(takeEarlyCall('/api/candidates/job?id=17', 'tok-1')).not.toBeNull();
    dropUntakenEarlyCalls();
    await vi.waitFor(() => expect(cancelled).toEqual(['/api/candidates/badges']));
    // dropped: the client asks itself
    expect(takeEarlyCall('/api/candidates/badges', 'tok-1')).toBeNull();
  });

  it('drops the calls not taken yet once the page writes (their answers may be out of date)', async () => {
    stubFetch(() => jsonResponse(200, { success: true, result: {} }));
    signIn();
    window.history.replaceState(null, '', '/jobpostings/17');
    earlyStart(plan, atOnce);
    await apiRequest('/candidates/preferences', { method: 'POST', body: { email_alerts: true } });
    expect(takeEarlyCall('/api/candidates/badges', 'tok-1')).toBeNull();
    expect(takeEarlyCall('/api/candidates/job?id=17', 'tok-1')).toBeNull();
  });

  it('keeps them through a read sent as a POST (the job search): it changes nothing', async () => {
    stubFetch(() => jsonResponse(200, { success: true, result: [], total: 0, page: 1, per_page: 9 }));
    signIn();
    window.history.replaceState(null, '', '/jobpostings/17');
    earlyStart(plan, atOnce);
    // the answer's shape does not matter here: the request went
    await call(jobSearch, {}).catch(() => undefined);
    expect(takeEarlyCall('/api/candidates/badges', 'tok-1')).not.toBeNull();
  });

  it('sends a POST read (the job list without filters) with its body, for the client to take', async () => {
    let served = 0;
    const fetchMock = stubFetch(() =>
      jsonResponse(200, { success: true, result: [], total: ++served, page: 1, per_page: 9 }),
    );
    signIn();
    window.history.replaceState(null, '', '/jobpostings');
    earlyStart(plan, atOnce);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/candidates/job_search');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"page":1}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    // another body is not this read: the client sends it
    await apiRequest('/candidates/job_search', { method: 'POST', body: { page: 2 }, read: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // the same body takes the early answer
    expect(
      await apiRequest('/candidates/job_search', { method: 'POST', body: { page: 1 }, read: true }),
    ).toEqual(expect.objectContaining({ total: 1 }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends no POST read for an address with a filter or page (they make another body)', () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, result: [] }));
    signIn();
    for (const query of ['?page=2', '?q=coder', '?utm_source=whatsapp&location=Pune']) {
      window.history.replaceState(null, '', `/jobpostings${query}`);
      earlyStart(plan, atOnce);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends it for an address whose query the list does not read (a shared link’s utm_source)', () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, result: [] }));
    signIn();
    window.history.replaceState(null, '', '/jobpostings?utm_source=whatsapp&utm_medium=share');
    earlyStart(plan, atOnce);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].body).toBe('{"page":1}');
  });

  it('does nothing signed out, nor on a screen it does not know', () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, result: {} }));
    earlyStart(plan, atOnce);
    signIn();
    window.history.replaceState(null, '', '/settings');
    earlyStart(plan, atOnce);
    expect(preloads()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect((window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL]).toBeUndefined();
  });

  it('hands its answer to the app’s client once, which asks itself after that', async () => {
    let served = 0;
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, result: { n: ++served } }));
    signIn();
    earlyStart(plan, atOnce);
    expect(await apiRequest('/candidates/dashboard')).toEqual({ success: true, result: { n: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await apiRequest('/candidates/dashboard')).toEqual({ success: true, result: { n: 2 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not taken for another session, when too old, or when it failed', async () => {
    let served = 0;
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, result: { n: ++served } }));
    signIn('tok-1');
    earlyStart(plan, atOnce);
    setToken('tok-2');
    expect(await apiRequest('/candidates/dashboard')).toEqual({ success: true, result: { n: 2 } });

    vi.useFakeTimers({ toFake: ['Date'] });
    earlyStart(plan, atOnce);
    vi.setSystemTime(Date.now() + EARLY_CALL_MAX_AGE_MS + 1);
    expect(await apiRequest('/candidates/dashboard')).toEqual({ success: true, result: { n: 4 } });
    vi.useRealTimers();

    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    earlyStart(plan, atOnce);
    expect(await apiRequest('/candidates/dashboard')).toEqual({ success: true, result: { n: 5 } });
  });
});

describe('an early call that does not answer', () => {
  it('fails at the read’s deadline like the client’s own request', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, result: {} }));
    fetchMock.mockImplementationOnce(() => new Promise<Response>(() => {}));
    signIn();
    earlyStart(plan, atOnce);
    await expect(apiRequest('/candidates/dashboard', { timeoutMs: 50 })).rejects.toBeInstanceOf(NetworkError);
  });
});
