import { sendOtp } from '@app/api/send-otp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from './login';
import { logout } from './logout';
import { referralVerify } from './referral-verify';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn>;
const sentBody = () => JSON.parse(String((fetchMock.mock.calls.at(-1) as [string, RequestInit])[1].body));

beforeEach(() => {
  fetchMock = vi.fn(async () => jsonResponse(200, { success: true, message: 'ok' }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the auth fetchers (signed-out-and-onboarding.md §7)', () => {
  it('sends the login payload with role_id 3', async () => {
    await login({ email: 'a@b.in', password: 'secret1' }).catch(() => undefined);
    expect(sentBody()).toEqual({ role_id: 3, email: 'a@b.in', password: 'secret1' });
  });

  it('sends send_otp with user_type candidate', async () => {
    await sendOtp({ contact_value: 'a@b.in', otp_type: 'email_verification' });
    expect(sentBody()).toEqual({
      user_type: 'candidate',
      contact_value: 'a@b.in',
      otp_type: 'email_verification',
    });
  });

  it('sends the referral code trimmed and upper-cased', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { success: true, valid: true, message: 'Referral code activated' }),
    );
    await referralVerify(' rcm2026 ');
    expect(sentBody()).toEqual({ code: 'RCM2026' });
  });

  it('logout goes through the service worker’s write queue with its token (issue 35 H13)', async () => {
    localStorage.setItem('token', 'live-token');
    await logout();
    const headers = new Headers((fetchMock.mock.calls.at(-1) as [string, RequestInit])[1].headers);
    expect(headers.get('X-Queue')).toBe('1');
    expect(headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get('Authorization')).toBe('Bearer live-token');
  });

  it('logout: a 403 does not sign out with Invalid session (the token is already revoked)', async () => {
    localStorage.setItem('token', 'revoked');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, { success: false, message: 'Invalid session', code: 'invalid_session' }),
    );
    await expect(logout()).rejects.toThrow('Invalid session');
    expect(localStorage.getItem('token')).toBe('revoked');
  });
});
