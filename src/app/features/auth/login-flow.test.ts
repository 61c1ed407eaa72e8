import { ApiError, INVALID_ANSWER_MESSAGE, NetworkError } from '@app/api/client';
import { dashboardQueryOptions } from '@app/api/get-dashboard';
import { sendOtp } from '@app/api/send-otp';
import { takeReturnPath } from '@app/kept-return-path';
import { isSignedIn } from '@app/session';
import { priyaUserDetails, stubFetch } from '@app/test-kits/fetch-test-kit';
import type { LoginResult } from '@contract/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from './api/login';
import { onboardingNextStep } from './api/onboarding-next-step';
import { logIn, sendLoginCode } from './login-flow';

vi.mock('./api/login', () => ({ login: vi.fn() }));
vi.mock('./api/onboarding-next-step', () => ({ onboardingNextStep: vi.fn() }));
vi.mock('@app/api/send-otp', () => ({ sendOtp: vi.fn() }));
const loginMock = vi.mocked(login);
const sendOtpMock = vi.mocked(sendOtp);
const nextStepMock = vi.mocked(onboardingNextStep);

const userDetails = priyaUserDetails;
const values = { email: ' priya.sharma@example.com ', password: 'Candidate@123' };

function answer(result: LoginResult) {
  return { success: true as const, message: 'Login successful', result };
}

describe('login flow: the session writes of §4', () => {
  beforeEach(() => {
    loginMock.mockReset();
    nextStepMock.mockReset();
    nextStepMock.mockRejectedValue(new Error('not asked in this test'));
  });
  afterEach(() => {
    localStorage.clear();
  });

  it('onboarding finished: isCandidateLogin true, token stored, to /dashboard', async () => {
    loginMock.mockResolvedValue(
      answer({ token: 'tok-complete', tempToken: null, userDetails, onboarding_status: true }),
    );
    expect(await logIn(values)).toEqual({ ok: true, to: '/dashboard' });
    expect(nextStepMock).not.toHaveBeenCalled();
    expect(loginMock).toHaveBeenCalledWith({ email: 'priya.sharma@example.com', password: 'Candidate@123' });
    expect(localStorage.getItem('isCandidateLogin')).toBe('true');
    expect(localStorage.getItem('token')).toBe('tok-complete');
    expect(JSON.parse(localStorage.getItem('userDetails') ?? '{}').user_id).toBe(7);
    expect(localStorage.getItem('user_id')).toBe('7');
    expect(localStorage.getItem('authData')).not.toBeNull();
    expect(isSignedIn()).toBe(true);
  });

  it('the dashboard carried by the login is what its read answers, without a request', async () => {
    const dashboard = {
      user_details: {
        user_id: 7,
        first_name: 'Priya',
        last_name: 'Sharma',
        phone_no: '9876543210',
        email: 'priya.sharma@example.com',
        employment_list: [],
        profile_picture: null,
        active_since: '2026-01-01T00:00:00.000Z',
        activity_status: 'Highly Active',
      },
      profile_completion: 60,
      applied_count: 1,
      recruiter_views: 2,
      recent_jobs: [],
    };
    loginMock.mockResolvedValue(
      answer({ token: 'tok-complete', tempToken: null, userDetails, onboarding_status: true, dashboard }),
    );
    const fetchMock = stubFetch(() => new Response('{}', { status: 500 }));
    try {
      expect(await logIn(values)).toEqual({ ok: true, to: '/dashboard' });
      const read = dashboardQueryOptions().queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
      expect(await read({ signal: new AbortController().signal })).toEqual(dashboard);
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('onboarding unfinished: lands on the first step not yet saved (the progress call)', async () => {
    nextStepMock.mockImplementation(async () => {
      // asked after the login's token is stored, so the call carries it
      expect(localStorage.getItem('token')).toBe('tok-temp');
      return '/lookingfor';
    });
    loginMock.mockResolvedValue(
      answer({ token: 'tok-temp', tempToken: 'tok-temp', userDetails, onboarding_status: false }),
    );
    expect(await logIn(values)).toEqual({ ok: true, to: '/lookingfor' });
    expect(nextStepMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('isCandidateLogin')).toBeNull();
    expect(isSignedIn()).toBe(false);
  });

  it('onboarding unfinished: a kept link (?redirect=, issue 26) waits for the onboarding’s end', async () => {
    nextStepMock.mockResolvedValue('/lookingfor');
    window.history.replaceState(null, '', `/login?redirect=${encodeURIComponent('/jobpostings/5?apply=1')}`);
    loginMock.mockResolvedValue(
      answer({ token: 'tok-temp', tempToken: 'tok-temp', userDetails, onboarding_status: false }),
    );
    expect(await logIn(values)).toEqual({ ok: true, to: '/lookingfor' });
    expect(takeReturnPath()).toBe('/jobpostings/5?apply=1');
    // finished: the login screen takes it back itself, nothing is kept
    loginMock.mockResolvedValue(
      answer({ token: 't', tempToken: null, userDetails, onboarding_status: true }),
    );
    expect(await logIn(values)).toEqual({ ok: true, to: '/dashboard' });
    expect(takeReturnPath()).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it('onboarding unfinished and the progress call fails: isCandidateLogin removed, token kept, to /onboarding', async () => {
    nextStepMock.mockRejectedValue(new NetworkError());
    localStorage.setItem('isCandidateLogin', 'true');
    loginMock.mockResolvedValue(
      answer({ token: 'tok-temp', tempToken: 'tok-temp', userDetails, onboarding_status: false }),
    );
    expect(await logIn(values)).toEqual({ ok: true, to: '/onboarding' });
    expect(localStorage.getItem('isCandidateLogin')).toBeNull();
    expect(localStorage.getItem('token')).toBe('tok-temp');
    expect(localStorage.getItem('tempToken')).toBe('tok-temp');
    expect(isSignedIn()).toBe(false);
  });

  it('a refused login shows the server message and stores nothing', async () => {
    loginMock.mockRejectedValue(
      new ApiError(401, 'Invalid email or password', {
        success: false,
        message: 'Invalid email or password',
      }),
    );
    expect(await logIn(values)).toEqual({ ok: false, message: 'Invalid email or password' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('isCandidateLogin')).toBeNull();
  });

  it('the account-wide ceiling (login_code_required) offers a sign-in code; its token goes with the login', async () => {
    const message =
      'Too many failed login attempts on this account. Request a sign-in code to your email to log in.';
    loginMock.mockRejectedValue(
      new ApiError(429, message, { success: false, message, code: 'login_code_required' }),
    );
    expect(await logIn(values)).toEqual({ ok: false, message, codeRequired: true });

    sendOtpMock.mockResolvedValue({ success: true, message: 'OTP sent successfully' });
    expect(await sendLoginCode(values.email)).toBeNull();
    expect(sendOtpMock).toHaveBeenCalledWith({
      contact_value: 'priya.sharma@example.com',
      otp_type: 'login',
    });

    loginMock.mockResolvedValue(
      answer({ token: 'tok-code', tempToken: null, userDetails, onboarding_status: true }),
    );
    expect(await logIn(values, 'login-token-1')).toEqual({ ok: true, to: '/dashboard' });
    expect(loginMock).toHaveBeenLastCalledWith({
      email: 'priya.sharma@example.com',
      password: 'Candidate@123',
      login_token: 'login-token-1',
    });
  });

  it('no server message: Login failed. Please check your credentials.', async () => {
    loginMock.mockRejectedValue(new ApiError(401, 'Request failed with status 401', undefined));
    expect(await logIn(values)).toEqual({
      ok: false,
      message: 'Login failed. Please check your credentials.',
    });
    // call() answers a 200 {success:false} with this ApiError
    loginMock.mockRejectedValue(new ApiError(200, 'Request failed', { success: false }));
    expect(await logIn(values)).toEqual({
      ok: false,
      message: 'Login failed. Please check your credentials.',
    });
  });

  it('an answer that is not a login (no token): Login failed, not the answer message', async () => {
    const body = { success: true, message: 'Login successful' };
    loginMock.mockRejectedValue(new ApiError(200, INVALID_ANSWER_MESSAGE, body, 'invalid_answer'));
    expect(await logIn(values)).toEqual({
      ok: false,
      message: 'Login failed. Please check your credentials.',
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('an exception: An unexpected error occurred. Please try again.', async () => {
    loginMock.mockRejectedValue(new TypeError('boom'));
    expect(await logIn(values)).toEqual({
      ok: false,
      message: 'An unexpected error occurred. Please try again.',
    });
  });

  it('no answer at all: Network Error', async () => {
    loginMock.mockRejectedValue(new NetworkError());
    expect(await logIn(values)).toEqual({ ok: false, message: 'Network Error' });
  });
});
