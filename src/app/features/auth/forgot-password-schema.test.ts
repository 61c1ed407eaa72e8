import { fieldErrors } from '@app/test-kits/schema-test-utils';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema } from './forgot-password-schema';

describe('forgot password schema (§5 Forgot password)', () => {
  it('trims the e-mail', () => {
    expect(v.parse(forgotPasswordSchema, { email: '  priya.sharma@example.com ' })).toEqual({
      email: 'priya.sharma@example.com',
    });
  });
  it('Email is required', () => {
    expect(fieldErrors(forgotPasswordSchema, { email: '' }).email).toBe('Email is required');
    expect(fieldErrors(forgotPasswordSchema, { email: '  ' }).email).toBe('Email is required');
  });
  it('Please enter a valid email address', () => {
    expect(fieldErrors(forgotPasswordSchema, { email: 'not-an-email' }).email).toBe(
      'Please enter a valid email address',
    );
  });
});
