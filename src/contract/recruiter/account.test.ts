import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loginPayloadSchema } from '../auth/login';
import { WEAK_PASSWORD } from '../password-rule';
import {
  acceptInvitePayloadSchema,
  INVITE_CODE_INVALID,
  INVITE_CODE_REQUIRED,
  INVITE_FIRST_NAME_REQUIRED,
  INVITE_LAST_NAME_REQUIRED,
  invitePayloadSchema,
  RECRUITER_ROLE_ID,
} from './account';

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

const accept = {
  email: 'ravi@example.com',
  code: '123456',
  first_name: 'Ravi',
  last_name: 'Kumar',
  password: 'Recruiter@123',
};

describe('the recruiter account', () => {
  it('recruiters are role 2, and the login takes role 2 or 3 (3 by default)', () => {
    expect(RECRUITER_ROLE_ID).toBe(2);
    expect(v.parse(loginPayloadSchema, { email: 'a@b.co', password: 'x' }).role_id).toBe(3);
    expect(v.parse(loginPayloadSchema, { email: 'a@b.co', password: 'x', role_id: 2 }).role_id).toBe(2);
    expect(firstMessage(loginPayloadSchema, { email: 'a@b.co', password: 'x', role_id: 1 })).toBe(
      'role_id must be 2 or 3',
    );
  });

  it('an invite names a valid e-mail', () => {
    expect(v.parse(invitePayloadSchema, { email: ' ravi@example.com ' })).toEqual({
      email: 'ravi@example.com',
    });
    expect(firstMessage(invitePayloadSchema, { email: 'ravi' })).toBe('Please enter a valid email address');
  });

  it('accepting needs the six-digit code, both names and a strong password', () => {
    expect(v.is(acceptInvitePayloadSchema, accept)).toBe(true);
    expect(firstMessage(acceptInvitePayloadSchema, { ...accept, code: '' })).toBe(INVITE_CODE_REQUIRED);
    expect(firstMessage(acceptInvitePayloadSchema, { ...accept, code: '12a456' })).toBe(INVITE_CODE_INVALID);
    expect(firstMessage(acceptInvitePayloadSchema, { ...accept, first_name: ' ' })).toBe(
      INVITE_FIRST_NAME_REQUIRED,
    );
    expect(firstMessage(acceptInvitePayloadSchema, { ...accept, last_name: '' })).toBe(
      INVITE_LAST_NAME_REQUIRED,
    );
    expect(firstMessage(acceptInvitePayloadSchema, { ...accept, first_name: 'x'.repeat(36) })).toBe(
      'First name must be at most 35 characters',
    );
    expect(firstMessage(acceptInvitePayloadSchema, { ...accept, password: 'weakpass' })).toBe(WEAK_PASSWORD);
  });
});

describe('missing fields', () => {
  it('a missing code or name gets its own message', () => {
    const { code: _code, first_name: _first, ...rest } = accept;
    expect(firstMessage(acceptInvitePayloadSchema, { ...rest, first_name: 'Ravi' })).toBe(
      INVITE_CODE_REQUIRED,
    );
    expect(firstMessage(acceptInvitePayloadSchema, { ...rest, code: '123456' })).toBe(
      INVITE_FIRST_NAME_REQUIRED,
    );
  });
});
