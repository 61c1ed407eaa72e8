import { describe, expect, it } from 'vitest';
import type { LoginResult, RegisterResult } from '../contract/auth';
import {
  clearSession,
  getToken,
  getUserDetails,
  getUserId,
  isSignedIn,
  saveLogin,
  saveRegistration,
  setUserDetails,
} from './session';

const userDetails = {
  user_id: 42,
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.in',
  phone_no: '9876543210',
  role_id: 3,
  profile_picture: null,
};

describe('isSignedIn (section 2: isCandidateLogin AND token)', () => {
  it.each([
    { flag: null, token: null, expected: false },
    { flag: 'true', token: null, expected: false },
    { flag: null, token: 'abc', expected: false },
    { flag: 'true', token: 'abc', expected: true },
  ])('flag $flag, token $token -> $expected', ({ flag, token, expected }) => {
    if (flag) localStorage.setItem('isCandidateLogin', flag);
    if (token) localStorage.setItem('token', token);
    expect(isSignedIn()).toBe(expected);
  });

  it('reads localStorage, not sessionStorage', () => {
    sessionStorage.setItem('isCandidateLogin', 'true');
    sessionStorage.setItem('token', 'abc');
    expect(isSignedIn()).toBe(false);
  });
});

describe('saveLogin (section 4)', () => {
  it('onboarding complete: token, authData, userDetails, user_id and isCandidateLogin true', () => {
    const result: LoginResult = { token: 'tok-1', tempToken: null, userDetails, onboarding_status: true };
    saveLogin(result, { onboardingComplete: true });
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('authData') ?? 'null')).toEqual(result);
    expect(JSON.parse(localStorage.getItem('userDetails') ?? 'null')).toEqual(userDetails);
    expect(localStorage.getItem('user_id')).toBe('42');
    expect(localStorage.getItem('isCandidateLogin')).toBe('true');
    expect(isSignedIn()).toBe(true);
  });

  it('onboarding unfinished: token and tempToken, details, and isCandidateLogin removed', () => {
    localStorage.setItem('isCandidateLogin', 'true');
    const result: LoginResult = { token: 'tok-2', tempToken: 'tok-2', userDetails, onboarding_status: false };
    saveLogin(result, { onboardingComplete: false });
    expect(localStorage.getItem('token')).toBe('tok-2');
    expect(localStorage.getItem('tempToken')).toBe('tok-2');
    expect(localStorage.getItem('user_id')).toBe('42');
    expect(getUserDetails()?.first_name).toBe('Asha');
    expect(localStorage.getItem('isCandidateLogin')).toBeNull();
    expect(isSignedIn()).toBe(false);
  });
});

describe('saveRegistration', () => {
  it('stores the tempToken as the token, not signed in', () => {
    const result: RegisterResult = { tempToken: 'temp-9', userDetails };
    saveRegistration(result);
    expect(getToken()).toBe('temp-9');
    expect(getUserId()).toBe(42);
    expect(isSignedIn()).toBe(false);
  });
});

describe('clearSession', () => {
  it('clears localStorage and sessionStorage', () => {
    localStorage.setItem('token', 'x');
    localStorage.setItem('isCandidateLogin', 'true');
    localStorage.setItem('somethingElse', '1');
    sessionStorage.setItem('draft', '1');
    clearSession();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('user details', () => {
  it('round-trips and ignores malformed JSON', () => {
    setUserDetails({ user_id: 7, first_name: 'Ravi', profile_picture: '/uploads/p.png' });
    expect(getUserDetails()).toEqual({ user_id: 7, first_name: 'Ravi', profile_picture: '/uploads/p.png' });
    expect(getUserId()).toBe(7);
    localStorage.setItem('userDetails', '{not json');
    expect(getUserDetails()).toBeNull();
  });
});
