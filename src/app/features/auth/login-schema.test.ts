import { fieldErrors } from '@app/test-kits/schema-test-utils';
import { describe, expect, it } from 'vitest';
import { LOGIN_CHECK_FAILED, loginSchema } from './login-schema';

const ok = { email: 'priya.sharma@example.com', password: 'Candidate@123' };

describe('login schema (§5 Login)', () => {
  it('accepts a valid e-mail and password', () => {
    expect(fieldErrors(loginSchema, ok)).toEqual({});
  });
  it('Email is required', () => {
    expect(fieldErrors(loginSchema, { ...ok, email: '' }).email).toBe('Email is required');
    expect(fieldErrors(loginSchema, { ...ok, email: '   ' }).email).toBe('Email is required');
  });
  it('Please enter a valid email address', () => {
    expect(fieldErrors(loginSchema, { ...ok, email: 'priya@' }).email).toBe(
      'Please enter a valid email address',
    );
    expect(fieldErrors(loginSchema, { ...ok, email: 'priya.example.com' }).email).toBe(
      'Please enter a valid email address',
    );
  });
  it('Password is required', () => {
    expect(fieldErrors(loginSchema, { ...ok, password: '' }).password).toBe('Password is required');
  });
  it('Password must be at least 6 characters long', () => {
    expect(fieldErrors(loginSchema, { ...ok, password: '12345' }).password).toBe(
      'Password must be at least 6 characters long',
    );
    expect(fieldErrors(loginSchema, { ...ok, password: '123456' }).password).toBeUndefined();
  });
  it('reports both fields at once', () => {
    expect(fieldErrors(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
  it('the failed-check toast text', () => {
    expect(LOGIN_CHECK_FAILED).toBe('Please fill in all required fields');
  });
});
