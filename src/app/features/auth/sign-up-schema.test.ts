import { fieldErrors } from '@app/test-kits/schema-test-utils';
import { PHONE_NOT_MOBILE } from '@contract/phone-number';
import { INVALID_EMAIL, INVALID_PHONE, PHONE_REQUIRED } from '@contract/texts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  contactIssue,
  filterNameInput,
  filterPhoneInput,
  isStrongPassword,
  normaliseReferralCode,
  passwordChecklist,
  signUpDetailsSchema,
  signUpPasswordSchema,
  WEAK_PASSWORD_HEADING,
} from './sign-up-schema';

const details = {
  firstName: 'Asha',
  lastName: 'Nair',
  phone: '9876543210',
  email: 'asha.nair@example.com',
  referralCode: '',
  phoneVerified: true,
  emailVerified: true,
};

describe('sign-up step 1 (§5 Sign-up)', () => {
  it('accepts complete, verified details', () => {
    expect(fieldErrors(signUpDetailsSchema, details)).toEqual({});
  });
  it('First name is required', () => {
    expect(fieldErrors(signUpDetailsSchema, { ...details, firstName: ' ' }).firstName).toBe(
      'First name is required',
    );
  });
  it('Last name is required', () => {
    expect(fieldErrors(signUpDetailsSchema, { ...details, lastName: '' }).lastName).toBe(
      'Last name is required',
    );
  });
  it('names take letters and spaces only', () => {
    expect(fieldErrors(signUpDetailsSchema, { ...details, firstName: 'Asha2' }).firstName).toBe(
      'First name may contain letters and spaces only',
    );
    expect(fieldErrors(signUpDetailsSchema, { ...details, lastName: 'Mary Ann' }).lastName).toBeUndefined();
    expect(filterNameInput('As-ha 2 Nair!')).toBe('Asha  Nair');
  });
  it('Phone number is required', () => {
    expect(fieldErrors(signUpDetailsSchema, { ...details, phone: '' }).phone).toBe(
      'Phone number is required',
    );
  });
  it('Phone number must be exactly 10 digits', () => {
    expect(fieldErrors(signUpDetailsSchema, { ...details, phone: '98765' }).phone).toBe(
      'Phone number must be exactly 10 digits',
    );
  });
  it('the phone box reads what Indian candidates paste as its 10 digits, and never cuts digits', () => {
    expect(filterPhoneInput('+91 96000 37855')).toBe('9600037855');
    expect(filterPhoneInput('(+91) 96000-37855')).toBe('9600037855');
    expect(filterPhoneInput('919600037855')).toBe('9600037855');
    expect(filterPhoneInput('096000 37855')).toBe('9600037855');
    // typed one key at a time, the box keeps what was typed until it reads as a number
    expect(filterPhoneInput('+91 96000 3785')).toBe('+91 96000 3785');
    expect(filterPhoneInput('+91 98765-43210 99')).toBe('+91 98765-43210 99');
    expect(filterPhoneInput('98a76')).toBe('9876');
  });
  it('a pasted number is checked as its 10 digits; a number too long or not a mobile says so', () => {
    expect(fieldErrors(signUpDetailsSchema, { ...details, phone: '+91 96000 37855' }).phone).toBeUndefined();
    expect(v.parse(signUpDetailsSchema, { ...details, phone: '+91 96000 37855' }).phone).toBe('9600037855');
    expect(fieldErrors(signUpDetailsSchema, { ...details, phone: '+91 98765-43210 99' }).phone).toBe(
      INVALID_PHONE,
    );
    expect(fieldErrors(signUpDetailsSchema, { ...details, phone: '0123456789' }).phone).toBe(
      PHONE_NOT_MOBILE,
    );
  });
  it('Email is required and valid', () => {
    expect(fieldErrors(signUpDetailsSchema, { ...details, email: '' }).email).toBe('Email is required');
    expect(fieldErrors(signUpDetailsSchema, { ...details, email: 'asha@' }).email).toBe(
      'Please enter a valid email address',
    );
  });
  it('the referral code is optional, trimmed and upper-cased', () => {
    expect(v.parse(signUpDetailsSchema, { ...details, referralCode: '  rcm2026 ' }).referralCode).toBe(
      'RCM2026',
    );
    expect(v.parse(signUpDetailsSchema, details).referralCode).toBe('');
    expect(normaliseReferralCode(' abc1 ')).toBe('ABC1');
  });
  it('Please verify your mobile number before proceeding', () => {
    expect(fieldErrors(signUpDetailsSchema, { ...details, phoneVerified: false })).toEqual({
      phone: 'Please verify your mobile number before proceeding',
    });
  });
  it('Please verify your email before proceeding', () => {
    expect(fieldErrors(signUpDetailsSchema, { ...details, emailVerified: false })).toEqual({
      email: 'Please verify your email before proceeding',
    });
  });
});

describe('sign-up step 2: the password checklist (§5 Sign-up)', () => {
  it('ticks each requirement as it is met', () => {
    expect(passwordChecklist('').map((r) => r.met)).toEqual([false, false, false]);
    expect(passwordChecklist('A').map((r) => r.met)).toEqual([true, false, false]);
    expect(passwordChecklist('A1').map((r) => r.met)).toEqual([true, true, false]);
    expect(passwordChecklist('Abcdefg1').map((r) => r.met)).toEqual([true, true, true]);
    expect(passwordChecklist('').map((r) => r.label)).toEqual([
      'One uppercase letter',
      'One digit',
      'At least 8 characters',
    ]);
    expect(WEAK_PASSWORD_HEADING).toBe('Weak Password. Must contain:');
  });
  it('a strong password has all three', () => {
    expect(isStrongPassword('Abcdefg1')).toBe(true);
    expect(isStrongPassword('abcdefg1')).toBe(false);
    expect(isStrongPassword('Abcdefgh')).toBe(false);
    expect(isStrongPassword('Abcdef1')).toBe(false);
  });
  it('Password does not meet all requirements', () => {
    for (const password of ['', 'short1A', 'nouppercase1', 'NoDigitsHere']) {
      expect(fieldErrors(signUpPasswordSchema, { password, confirmPassword: password }).password).toBe(
        'Password does not meet all requirements',
      );
    }
  });
  it('Please confirm your password', () => {
    expect(fieldErrors(signUpPasswordSchema, { password: 'Abcdefg1', confirmPassword: '' })).toEqual({
      confirmPassword: 'Please confirm your password',
    });
  });
  it('Passwords do not match', () => {
    expect(fieldErrors(signUpPasswordSchema, { password: 'Abcdefg1', confirmPassword: 'Abcdefg2' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(fieldErrors(signUpPasswordSchema, { password: 'Abcdefg1', confirmPassword: 'Abcdefg1' })).toEqual(
      {},
    );
  });
});

describe('contactIssue (the check before Verify)', () => {
  it("answers the phone or e-mail rule's first message, or null", () => {
    expect(contactIssue('phone', '')).toBe(PHONE_REQUIRED);
    expect(contactIssue('phone', '98765')).toBe(INVALID_PHONE);
    expect(contactIssue('phone', '9876543210')).toBeNull();
    expect(contactIssue('phone', '+91 96000 37855')).toBeNull();
    expect(contactIssue('phone', '5600037855')).toBe(PHONE_NOT_MOBILE);
    expect(contactIssue('email', 'priya@')).toBe(INVALID_EMAIL);
    expect(contactIssue('email', ' priya@example.com ')).toBeNull();
  });
});
