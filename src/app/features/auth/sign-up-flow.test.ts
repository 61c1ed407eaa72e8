import { ApiError, INVALID_ANSWER_MESSAGE, NetworkError } from '@app/api/client';
import { sendOtp } from '@app/api/send-otp';
import { verifyOtp } from '@app/api/verify-otp';
import { takeReturnPath } from '@app/kept-return-path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { referralVerify } from './api/referral-verify';
import { register } from './api/register';
import { checkReferralCode, registerCandidate, sendSignUpCode, verifySignUpCode } from './sign-up-flow';

vi.mock('./api/referral-verify', () => ({ referralVerify: vi.fn() }));
vi.mock('./api/register', () => ({ register: vi.fn() }));
vi.mock('@app/api/send-otp', () => ({ sendOtp: vi.fn() }));
vi.mock('@app/api/verify-otp', () => ({ verifyOtp: vi.fn() }));

/** What call() throws for a 2xx answer that is not what the endpoint declares. */
const invalidAnswer = (body: unknown) => new ApiError(200, INVALID_ANSWER_MESSAGE, body, 'invalid_answer');

const candidate = {
  firstName: 'Asha ',
  lastName: 'Nair',
  phone: '9876543210',
  email: ' asha.nair@example.com',
  referralCode: ' rcm2026 ',
  password: 'Welcome1',
  phoneVerificationToken: 'phone-proof',
  emailVerificationToken: 'email-proof',
};
const userDetails = {
  user_id: 12,
  first_name: 'Asha',
  last_name: 'Nair',
  email: 'asha.nair@example.com',
  phone_no: '9876543210',
  role_id: 3,
  profile_picture: null,
};

describe('sign-up calls', () => {
  beforeEach(() => {
    vi.mocked(register).mockReset();
    vi.mocked(referralVerify).mockReset();
    vi.mocked(sendOtp).mockReset();
    vi.mocked(verifyOtp).mockReset();
  });
  afterEach(() => localStorage.clear());

  it('registers with role_id 3, the phone as a number, both contacts verified with their tokens, the referral code; stores tempToken as the token', async () => {
    vi.mocked(register).mockResolvedValue({ success: true, result: { tempToken: 'tmp-1', userDetails } });
    expect(await registerCandidate(candidate)).toEqual({ ok: true });
    expect(register).toHaveBeenCalledWith({
      first_name: 'Asha',
      last_name: 'Nair',
      role_id: 3,
      phone_no: 9876543210,
      email: 'asha.nair@example.com',
      password: 'Welcome1',
      email_verified: 1,
      phone_verified: 1,
      referral_code: 'RCM2026',
      phone_verification_token: 'phone-proof',
      email_verification_token: 'email-proof',
    });
    expect(localStorage.getItem('token')).toBe('tmp-1');
    // the verification tokens are never stored
    expect(JSON.stringify({ ...localStorage })).not.toContain('proof');
    expect(localStorage.getItem('isCandidateLogin')).toBeNull();
  });

  it('keeps the sign-up’s ?redirect= (a job’s Apply, issue 26) for the end of onboarding; nothing else', async () => {
    vi.mocked(register).mockResolvedValue({ success: true, result: { tempToken: 'tmp-1', userDetails } });
    window.history.replaceState(
      null,
      '',
      `/register?redirect=${encodeURIComponent('/jobpostings/9?apply=1')}`,
    );
    expect(await registerCandidate(candidate)).toEqual({ ok: true });
    expect(takeReturnPath()).toBe('/jobpostings/9?apply=1');
    window.history.replaceState(
      null,
      '',
      `/register?redirect=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(await registerCandidate(candidate)).toEqual({ ok: true });
    expect(takeReturnPath()).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it('maps a refused registration through §8 (the answer body of the error)', async () => {
    vi.mocked(register).mockRejectedValue(
      new ApiError(409, 'Email already exists', {
        success: false,
        message: 'Email already exists',
        code: 'email_exists',
      }),
    );
    expect(await registerCandidate(candidate)).toEqual({
      ok: false,
      error: { field: null, message: 'This email is already registered. Please log in.' },
    });
    vi.mocked(register).mockRejectedValue(
      new ApiError(400, 'Invalid referral code', {
        success: false,
        message: 'Invalid referral code',
        code: 'referral_invalid',
      }),
    );
    expect(await registerCandidate(candidate)).toEqual({
      ok: false,
      error: { field: 'referralCode', message: 'Invalid referral code' },
    });
    vi.mocked(register).mockRejectedValue(new ApiError(502, 'Bad gateway', '<html>Bad gateway</html>'));
    expect(await registerCandidate(candidate)).toEqual({
      ok: false,
      error: { field: null, message: 'Invalid server response. Please try again.' },
    });
    vi.mocked(register).mockRejectedValue(
      invalidAnswer({ success: true, message: 'Registration successful' }),
    );
    expect(await registerCandidate(candidate)).toEqual({
      ok: false,
      error: { field: null, message: 'Invalid server response. Please try again.' },
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('referral check: valid, or the server message, or Referral code is invalid', async () => {
    vi.mocked(referralVerify).mockResolvedValue({
      success: true,
      valid: true,
      message: 'Referral code activated',
    });
    expect(await checkReferralCode(' rcm2026 ')).toEqual({ ok: true });
    expect(referralVerify).toHaveBeenCalledWith('RCM2026');
    vi.mocked(referralVerify).mockRejectedValue(
      new ApiError(400, 'x', { success: false, message: 'Code expired' }),
    );
    expect(await checkReferralCode('OLD')).toEqual({ ok: false, message: 'Code expired' });
    vi.mocked(referralVerify).mockRejectedValue(invalidAnswer({ success: true, valid: false, message: '' }));
    expect(await checkReferralCode('NOPE')).toEqual({ ok: false, message: 'Referral code is invalid' });
  });

  it('send code: the server message or Failed to send OTP. Please try again.', async () => {
    vi.mocked(sendOtp).mockResolvedValue({ success: true });
    expect(await sendSignUpCode('9876543210', 'mobile_verification')).toEqual({ ok: true });
    expect(sendOtp).toHaveBeenCalledWith({
      contact_value: '9876543210',
      otp_type: 'mobile_verification',
      user_type: 'candidate',
    });
    vi.mocked(sendOtp).mockRejectedValue(new ApiError(500, 'x', undefined));
    expect(await sendSignUpCode('a@b.co', 'email_verification')).toEqual({
      ok: false,
      message: 'Failed to send OTP. Please try again.',
    });
    vi.mocked(sendOtp).mockRejectedValue(new NetworkError());
    expect(await sendSignUpCode('a@b.co', 'email_verification')).toEqual({
      ok: false,
      message: 'Network Error',
    });
  });

  it('verify code: resolves with the verification token, rejects with the text to show', async () => {
    vi.mocked(verifyOtp).mockResolvedValue({ success: true, result: { verification_token: 'proof-1' } });
    await expect(verifySignUpCode('a@b.co', 'email_verification', '123456')).resolves.toBe('proof-1');
    vi.mocked(verifyOtp).mockRejectedValue(invalidAnswer({ success: true }));
    await expect(verifySignUpCode('a@b.co', 'email_verification', '123456')).rejects.toThrow(
      'OTP verification failed',
    );
    vi.mocked(verifyOtp).mockRejectedValue(
      new ApiError(400, 'x', { success: false, message: 'Invalid OTP. Please try again.' }),
    );
    await expect(verifySignUpCode('a@b.co', 'email_verification', '123456')).rejects.toThrow(
      'Invalid OTP. Please try again.',
    );
    // call() answers a 200 {success:false} with this ApiError
    vi.mocked(verifyOtp).mockRejectedValue(new ApiError(200, 'Request failed', { success: false }));
    await expect(verifySignUpCode('a@b.co', 'email_verification', '123456')).rejects.toThrow(
      'OTP verification failed',
    );
  });
});
