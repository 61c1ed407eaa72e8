import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setToken } from '../session';
import { type FetchMock, jsonResponse, lastRequestOf, stubFetch } from '../test-kits/fetch-test-kit';
import {
  ApiError,
  apiAssetUrl,
  apiRequest,
  isSessionEnded,
  NetworkError,
  resetClientHooks,
  setClientHooks,
} from './client';

let fetchMock: FetchMock;
const lastRequest = () => lastRequestOf(fetchMock);

beforeEach(() => {
  fetchMock = stubFetch(() => jsonResponse(200, { success: true, result: {} }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetClientHooks();
});

describe('request shape', () => {
  it('prefixes the API base and sends JSON', async () => {
    await apiRequest('/auth/login', { method: 'POST', body: { email: 'a@b.in' } });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.in' }));
  });

  it('sends FormData as multipart without forcing a content type', async () => {
    const form = new FormData();
    form.append('job_id', '3');
    await apiRequest('/candidates/apply_job', { method: 'POST', body: form });
    const { init, headers } = lastRequest();
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('puts the query in the URL (GET /candidates/job?id=)', async () => {
    await apiRequest('/candidates/job', { query: { id: 15 } });
    expect(lastRequest().url).toBe('/api/candidates/job?id=15');
    expect(lastRequest().init.method).toBe('GET');
  });

  it('sets Idempotency-Key when asked', async () => {
    await apiRequest('/candidates/save_job', {
      method: 'POST',
      body: { job_id: 4, saved: true },
      idempotencyKey: 'k-1',
    });
    expect(lastRequest().headers.get('Idempotency-Key')).toBe('k-1');
  });
});

describe('bearer header', () => {
  it('is sent when the session holds a token', async () => {
    localStorage.setItem('token', 'tok-abc');
    await apiRequest('/candidates/dashboard');
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer tok-abc');
  });

  it('is absent without a token', async () => {
    await apiRequest('/auth/city_state');
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });
});

describe('token capture', () => {
  it('saves result.token from any answer', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, result: { token: 'new-tok' } }));
    await apiRequest('/auth/login', { method: 'POST', body: { email: 'a@b.in', password: 'secret1' } });
    expect(localStorage.getItem('token')).toBe('new-tok');
  });

  it('saves result.tempToken as the token (register)', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { success: true, result: { tempToken: 'temp-1' } }));
    await apiRequest('/auth/register', {
      method: 'POST',
      body: {
        first_name: 'Asha',
        last_name: 'Rao',
        role_id: 3,
        phone_no: 9876543210,
        email: 'a@b.in',
        password: 'Secret123',
      },
    });
    expect(localStorage.getItem('token')).toBe('temp-1');
  });

  it('leaves the token alone when the answer has none', async () => {
    localStorage.setItem('token', 'keep');
    await apiRequest('/candidates/dashboard');
    expect(localStorage.getItem('token')).toBe('keep');
  });
});

describe('the 403 rule', () => {
  it('clears storage and caches, shows Invalid session and goes to /', async () => {
    const show = vi.spyOn(notifications, 'show');
    const navigateHome = vi.fn();
    const clearCaches = vi.fn();
    setClientHooks({ navigateHome, clearCaches });
    localStorage.setItem('token', 'revoked');
    localStorage.setItem('isCandidateLogin', 'true');
    sessionStorage.setItem('draft', '1');
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { success: false, message: 'Session expired' }));

    const error = await apiRequest('/candidates/dashboard').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Invalid session' }));
    expect(clearCaches).toHaveBeenCalledTimes(1);
    expect(navigateHome).toHaveBeenCalledTimes(1);
  });

  it('applies to signed-out calls too', async () => {
    const navigateHome = vi.fn();
    setClientHooks({ navigateHome });
    localStorage.setItem('token', 'temp');
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { success: false, message: 'Forbidden' }));
    await expect(apiRequest('/candidates/onboarding/lists')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigateHome).toHaveBeenCalled();
  });

  it('does not fire on other errors', async () => {
    const navigateHome = vi.fn();
    setClientHooks({ navigateHome });
    localStorage.setItem('token', 'ok');
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { success: false, message: 'Unauthorized' }));
    await expect(apiRequest('/candidates/dashboard')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('token')).toBe('ok');
    expect(navigateHome).not.toHaveBeenCalled();
  });
});

describe('a 401 after another tab signed out (issue 22 B4)', () => {
  it("an 'unauthenticated' answer to a tab that held a session takes the session-ended path", async () => {
    const show = vi.spyOn(notifications, 'show');
    const navigateHome = vi.fn();
    setClientHooks({ navigateHome });
    setToken('mine'); // this tab signed in, then the other tab emptied the storage
    localStorage.clear();
    sessionStorage.setItem('draft', '1');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { success: false, message: 'Authentication required', code: 'unauthenticated' }),
    );
    const error = await apiRequest('/candidates/save_job', { body: {} }).catch((e: unknown) => e);
    expect(isSessionEnded(error)).toBe(true);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Invalid session' }));
    expect(navigateHome).toHaveBeenCalledTimes(1);
    expect(sessionStorage.length).toBe(0);
  });

  it('not after this tab signed out itself, nor for a wrong password', async () => {
    const navigateHome = vi.fn();
    setClientHooks({ navigateHome });
    setToken('mine');
    clearSession();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { success: false, message: 'Authentication required', code: 'unauthenticated' }),
    );
    await expect(apiRequest('/candidates/dashboard')).rejects.toBeInstanceOf(ApiError);
    setToken('next');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, {
        success: false,
        message: 'Invalid email or password',
        code: 'invalid_credentials',
      }),
    );
    const wrong = await apiRequest('/auth/login', { body: {} }).catch((e: unknown) => e);
    expect(isSessionEnded(wrong)).toBe(false);
    expect(navigateHome).not.toHaveBeenCalled();
  });
});

describe('failures', () => {
  it("a network failure yields 'Network Error'", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await apiRequest('/candidates/dashboard').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Network Error');
  });

  it("a non-2xx answer throws ApiError with the server's message", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { success: false, message: 'Email is required', extendedMessage: 'more' }),
    );
    const error = await apiRequest('/auth/login', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('Email is required');
    expect((error as ApiError).serverMessage).toBe('Email is required');
    expect((error as ApiError).extendedMessage).toBe('more');
  });

  it('a non-JSON error answer still throws ApiError without a server message', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await apiRequest('/candidates/dashboard').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
    expect((error as ApiError).serverMessage).toBeUndefined();
  });

  it('an aborted request stays an abort, not a Network Error', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    const error = await apiRequest('/candidates/dashboard', { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(NetworkError);
  });
});

describe('apiAssetUrl', () => {
  it('resolves a server-relative path against the API origin', () => {
    expect(apiAssetUrl('/uploads/p.png')).toBe(`${window.location.origin}/uploads/p.png`);
    expect(apiAssetUrl(null)).toBeNull();
    expect(apiAssetUrl('')).toBeNull();
  });
});
