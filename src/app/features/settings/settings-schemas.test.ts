import { fieldErrors } from '@app/test-kits/schema-test-utils';
import { changePasswordPayloadSchema, deactivatePayloadSchema } from '@contract/account';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  deactivatePasswordSchema,
  deactivatePayload,
  deactivateReasonsSchema,
  OTHER_REASON_TOO_LONG,
} from './settings-schemas';

const passwords = (fields: Partial<Record<'old_password' | 'password' | 'confirm_password', unknown>>) => ({
  old_password: 'Old@1234',
  password: 'New@12345',
  confirm_password: 'New@12345',
  ...fields,
});

describe('change password (§5)', () => {
  it('passes with the old, a new one of 8 or more and the same confirmation', () => {
    expect(fieldErrors(changePasswordSchema, passwords({}))).toEqual({});
    expect(
      fieldErrors(changePasswordSchema, passwords({ password: 'A2345678', confirm_password: 'A2345678' })),
    ).toEqual({});
  });

  it('the new one follows the one password rule of sign-up, the message naming what failed (N1; the server applies it too)', () => {
    for (const [password, message] of [
      ['12345678', 'Password must contain at least one uppercase letter'],
      ['abcdefgh', 'Password must contain at least one uppercase letter'],
      ['Abcdefgh', 'Password must contain at least one digit'],
      ['abcdefg1', 'Password must contain at least one uppercase letter'],
    ]) {
      expect(
        fieldErrors(changePasswordSchema, passwords({ password, confirm_password: password })).password,
      ).toBe(message);
    }
  });

  it('each is required, with its own message', () => {
    expect(
      fieldErrors(changePasswordSchema, { old_password: '', password: '', confirm_password: '' }),
    ).toEqual({
      old_password: 'Old password is required',
      password: 'New password is required',
      confirm_password: 'Confirm password is required',
    });
  });

  it('the new one has at least 8 characters', () => {
    expect(
      fieldErrors(changePasswordSchema, passwords({ password: 'Ab@1234', confirm_password: 'Ab@1234' })),
    ).toEqual({
      password: 'New password must be at least 8 characters long',
    });
  });

  it('the confirmation equals the new one (under the confirm field), even with the old one missing', () => {
    expect(fieldErrors(changePasswordSchema, passwords({ confirm_password: 'New@12346' }))).toEqual({
      confirm_password: 'Passwords do not match',
    });
    expect(fieldErrors(changePasswordSchema, passwords({ old_password: '', confirm_password: 'x' }))).toEqual(
      {
        old_password: 'Old password is required',
        confirm_password: 'Passwords do not match',
      },
    );
  });

  it('leading whitespace is trimmed: blanks alone are missing, leading blanks do not count', () => {
    expect(fieldErrors(changePasswordSchema, passwords({ old_password: '   ' }))).toEqual({
      old_password: 'Old password is required',
    });
    expect(
      fieldErrors(
        changePasswordSchema,
        passwords({ password: '   1234567', confirm_password: '   1234567' }),
      ),
    ).toEqual({
      password: 'New password must be at least 8 characters long',
    });
    const sent = v.parse(
      changePasswordSchema,
      passwords({ old_password: '  Old@1234', confirm_password: ' New@12345' }),
    );
    expect(sent).toEqual({ old_password: 'Old@1234', password: 'New@12345', confirm_password: 'New@12345' });
    // trailing whitespace is kept
    expect(v.parse(changePasswordSchema, passwords({ old_password: 'Old@1234 ' })).old_password).toBe(
      'Old@1234 ',
    );
  });

  it('what the form sends passes the server contract', () => {
    const sent = v.parse(changePasswordSchema, passwords({ old_password: ' Old@1234' }));
    expect(v.safeParse(changePasswordPayloadSchema, sent).success).toBe(true);
  });
});

describe('deactivation reasons (§5)', () => {
  it('at least one reason ticked', () => {
    expect(fieldErrors(deactivateReasonsSchema, { reasons: [], other_reason: '' })).toEqual({
      reasons: 'Please select at least one reason',
    });
    expect(fieldErrors(deactivateReasonsSchema, { reasons: ['foundJob'], other_reason: '' })).toEqual({});
    expect(
      fieldErrors(deactivateReasonsSchema, {
        reasons: ['foundJob', 'breakFromSearch', 'privacyConcerns'],
        other_reason: '',
      }),
    ).toEqual({});
  });

  it('Other ticked needs its text (blanks are none)', () => {
    expect(fieldErrors(deactivateReasonsSchema, { reasons: ['other'], other_reason: '' })).toEqual({
      other_reason: 'Please specify the reason',
    });
    expect(
      fieldErrors(deactivateReasonsSchema, { reasons: ['foundJob', 'other'], other_reason: '   ' }),
    ).toEqual({
      other_reason: 'Please specify the reason',
    });
    expect(
      fieldErrors(deactivateReasonsSchema, { reasons: ['other'], other_reason: 'Moving abroad' }),
    ).toEqual({});
  });

  it('the Other text is at most 500 characters', () => {
    expect(
      fieldErrors(deactivateReasonsSchema, { reasons: ['other'], other_reason: 'x'.repeat(501) }),
    ).toEqual({
      other_reason: OTHER_REASON_TOO_LONG,
    });
  });

  it('an unknown reason is refused', () => {
    expect(fieldErrors(deactivateReasonsSchema, { reasons: ['bored'], other_reason: '' })).toHaveProperty(
      'reasons.0',
    );
  });
});

describe('deactivation password (§5)', () => {
  it('is required', () => {
    expect(fieldErrors(deactivatePasswordSchema, { password: '' })).toEqual({
      password: 'Password is required',
    });
    expect(fieldErrors(deactivatePasswordSchema, { password: 'Secret@1' })).toEqual({});
  });
});

describe('the deactivate call (§3 Deactivation)', () => {
  it('joins the labels by comma and space, in the order of the options', () => {
    expect(
      deactivatePayload(
        { skipped: false, reasons: ['privacyConcerns', 'foundJob'], otherReason: 'ignored' },
        'pw',
      ),
    ).toEqual({ password: 'pw', reason: 'I found a job, Privacy concerns', other_reason: '' });
    expect(
      deactivatePayload(
        {
          skipped: false,
          reasons: ['other', 'breakFromSearch', 'foundJob', 'privacyConcerns'],
          otherReason: ' Moving ',
        },
        'pw',
      ),
    ).toEqual({
      password: 'pw',
      reason: 'I found a job, Taking a break from job searching, Privacy concerns, Other (Please Specify)',
      other_reason: 'Moving',
    });
  });

  it('sends Skipped after Skip', () => {
    expect(deactivatePayload({ skipped: true }, 'pw')).toEqual({
      password: 'pw',
      reason: 'Skipped',
      other_reason: '',
    });
  });

  it('passes the server contract', () => {
    for (const payload of [
      deactivatePayload({ skipped: true }, 'pw'),
      deactivatePayload(
        { skipped: false, reasons: ['other', 'foundJob'], otherReason: 'Moving abroad' },
        'pw',
      ),
      deactivatePayload({ skipped: false, reasons: ['breakFromSearch'], otherReason: '' }, 'pw'),
    ]) {
      expect(v.safeParse(deactivatePayloadSchema, payload).success, JSON.stringify(payload)).toBe(true);
    }
  });
});
