import { describe, expect, it } from 'vitest';
import {
  REGISTRATION_EMAIL_EXISTS,
  REGISTRATION_FAILED,
  REGISTRATION_INVALID_ANSWER,
  REGISTRATION_PHONE_EXISTS,
  registrationErrorFor,
} from './registration-errors';

describe('registrationErrorFor (§8 Registration)', () => {
  it('a non-object answer is an invalid server response', () => {
    for (const answer of ['<html>oops</html>', null, undefined, 42, ['x']]) {
      expect(registrationErrorFor(answer)).toEqual({ field: null, message: REGISTRATION_INVALID_ANSWER });
    }
    expect(REGISTRATION_INVALID_ANSWER).toBe('Invalid server response. Please try again.');
  });

  it('referral_invalid goes on the referral field, with the message as the server wrote it', () => {
    expect(
      registrationErrorFor({ success: false, message: 'Invalid Referral code', code: 'referral_invalid' }),
    ).toEqual({
      field: 'referralCode',
      message: 'Invalid Referral code',
    });
  });

  it('an e-mail that exists (email_exists)', () => {
    expect(
      registrationErrorFor({ success: false, message: 'Email already exists', code: 'email_exists' }),
    ).toEqual({
      field: null,
      message: 'This email is already registered. Please log in.',
    });
    expect(REGISTRATION_EMAIL_EXISTS).toBe('This email is already registered. Please log in.');
  });

  it('a phone number that exists (phone_exists)', () => {
    expect(
      registrationErrorFor({ success: false, message: 'Phone number already exists', code: 'phone_exists' }),
    ).toEqual({
      field: null,
      message: REGISTRATION_PHONE_EXISTS,
    });
    expect(REGISTRATION_PHONE_EXISTS).toBe('This phone number is already registered. Please log in.');
  });

  it('the code decides, never the wording', () => {
    expect(registrationErrorFor({ success: false, message: 'Invalid Referral code' })).toEqual({
      field: null,
      message: 'Invalid Referral code',
    });
    expect(
      registrationErrorFor({ success: false, message: 'Email already exists', code: 'validation_failed' }),
    ).toEqual({
      field: null,
      message: 'Email already exists',
    });
    expect(
      registrationErrorFor({ success: false, message: 'Registration closed', code: 'phone_exists' }),
    ).toEqual({
      field: null,
      message: REGISTRATION_PHONE_EXISTS,
    });
    expect(registrationErrorFor({ success: false, code: 'referral_invalid' })).toEqual({
      field: 'referralCode',
      message: 'Referral code is invalid',
    });
  });

  it('any other message is shown as is', () => {
    expect(
      registrationErrorFor({ success: false, message: 'Please verify your phone number first' }),
    ).toEqual({
      field: null,
      message: 'Please verify your phone number first',
    });
  });

  it('no message: registration failed', () => {
    expect(registrationErrorFor({ success: false })).toEqual({ field: null, message: REGISTRATION_FAILED });
    expect(registrationErrorFor({ success: false, message: '  ' })).toEqual({
      field: null,
      message: REGISTRATION_FAILED,
    });
    expect(REGISTRATION_FAILED).toBe('Registration failed. Please try again.');
  });
});
