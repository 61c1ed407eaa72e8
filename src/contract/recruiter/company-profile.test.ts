import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CIN_FORMAT, DOMAIN_FORMAT, GSTIN_CHECK } from '../company/company-checks';
import { VERSION_INVALID } from '../version-conflict';
import {
  ADDRESS_REQUIRED,
  CITY_REQUIRED,
  DISPLAY_NAME_REQUIRED,
  LEGAL_NAME_REQUIRED,
  MAILBOX_CODE_INVALID,
  MAILBOX_CODE_REQUIRED,
  saveRecruiterCompany,
  tooLong,
  verifyCompanyMailbox,
} from './company-profile';

const PROFILE = {
  legal_name: 'AGS Health Private Limited',
  display_name: 'AGS Health',
  gstin: '27AAPFU0939F1ZV',
  cin: '',
  website_domain: 'agshealth.com',
  address: '1 Mount Road, Chennai 600002',
  city: 'Chennai',
  version: 1,
};

const request = saveRecruiterCompany.request;
const messageOf = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? null : result.issues[0].message;
};

/** Issue 37 §1: the company profile's save, each field's rule and message. */
describe('the company profile save', () => {
  it('accepts a whole profile, the CIN empty as none', () => {
    expect(v.parse(request, PROFILE)).toEqual({ ...PROFILE, cin: null });
  });

  it.each([
    [{ legal_name: '  ' }, LEGAL_NAME_REQUIRED],
    [{ legal_name: 'x'.repeat(201) }, tooLong('Legal name', 200)],
    [{ display_name: '' }, DISPLAY_NAME_REQUIRED],
    [{ display_name: 'x'.repeat(101) }, tooLong('Display name', 100)],
    [{ address: '' }, ADDRESS_REQUIRED],
    [{ address: 'x'.repeat(501) }, tooLong('Registered address', 500)],
    [{ city: '' }, CITY_REQUIRED],
    [{ city: 'x'.repeat(101) }, tooLong('City', 100)],
    [{ gstin: '27AAPFU0939F1ZA' }, GSTIN_CHECK],
    [{ cin: 'U123' }, CIN_FORMAT],
    [{ website_domain: 'www.agshealth.com/jobs' }, DOMAIN_FORMAT],
    [{ version: 0 }, VERSION_INVALID],
  ])('%j: %s', (change, message) => {
    expect(messageOf(request, { ...PROFILE, ...change })).toBe(message);
  });
});

describe('the mailbox code', () => {
  it('is six digits', () => {
    expect(v.parse(verifyCompanyMailbox.request, { code: ' 123456 ' })).toEqual({ code: '123456' });
    expect(messageOf(verifyCompanyMailbox.request, { code: '' })).toBe(MAILBOX_CODE_REQUIRED);
    expect(messageOf(verifyCompanyMailbox.request, { code: '12345' })).toBe(MAILBOX_CODE_INVALID);
  });
});
