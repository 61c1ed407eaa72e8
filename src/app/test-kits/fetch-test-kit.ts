import type { UserDetails } from '@contract/auth';
import { type Mock, vi } from 'vitest';

/** Test helpers for code that calls `fetch`: a JSON answer, a stubbed fetch, its last request. */

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export type FetchMock = Mock<(url: string, init?: RequestInit) => Promise<Response>>;

/** Replaces the global fetch with a mock answering `answer()` (undo with `vi.unstubAllGlobals`). */
export function stubFetch(answer: () => Response): FetchMock {
  const mock: FetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The URL, init and headers of the mock's latest call. */
export function lastRequestOf(mock: FetchMock): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = mock.mock.calls.at(-1) ?? [''];
  return { url, init, headers: new Headers(init.headers) };
}

/** The demo candidate's user details as the server answers them. */
export const priyaUserDetails: UserDetails = {
  user_id: 7,
  first_name: 'Priya',
  last_name: 'Sharma',
  email: 'priya.sharma@example.com',
  phone_no: '9876543210',
  role_id: 3,
  profile_picture: null,
};
