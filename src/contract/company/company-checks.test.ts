import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CIN_FORMAT,
  cinField,
  DOMAIN_FORMAT,
  DOMAIN_FREE_MAIL,
  DOMAIN_REQUIRED,
  GSTIN_CHECK,
  GSTIN_ENTITY,
  GSTIN_LENGTH,
  GSTIN_PAN,
  GSTIN_REQUIRED,
  GSTIN_STATE,
  GSTIN_Z,
  gstinCheckCharacter,
  gstinField,
  websiteDomainField,
} from './company-checks';
import { FREE_MAIL_DOMAINS, isFreeMailDomain } from './free-mail-domains';

const messageOf = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? null : result.issues[0].message;
};

/** Issue 37 §1: the GSTIN, CIN and website domain checks, one message per failure. */
describe('GSTIN', () => {
  // published GSTINs whose check characters the GSTN's rule gives
  const VALID = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'];

  it('computes the mod-36 check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });

  it('accepts valid GSTINs, upper-casing and dropping spaces', () => {
    for (const gstin of VALID) expect(v.parse(gstinField, gstin)).toBe(gstin);
    expect(v.parse(gstinField, ' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(v.parse(gstinField, '27 AAPFU 0939F 1ZV')).toBe('27AAPFU0939F1ZV');
  });

  it.each([
    ['', GSTIN_REQUIRED],
    ['   ', GSTIN_REQUIRED],
    [undefined, GSTIN_REQUIRED],
    ['27AAPFU0939F1Z', GSTIN_LENGTH],
    ['27AAPFU0939F1ZVV', GSTIN_LENGTH],
    ['00AAPFU0939F1ZV', GSTIN_STATE],
    ['39AAPFU0939F1ZV', GSTIN_STATE],
    ['AAAAPFU0939F1ZV', GSTIN_STATE],
    ['271APFU0939F1ZV', GSTIN_PAN],
    ['27AAPFUA939F1ZV', GSTIN_PAN],
    ['27AAPFU093911ZV', GSTIN_PAN],
    ['27AAPFU0939F0ZV', GSTIN_ENTITY],
    ['27AAPFU0939F1YV', GSTIN_Z],
    ['27AAPFU0939F1ZW', GSTIN_CHECK],
    ['27AAPFU0939F1Z-', GSTIN_CHECK],
    ['28AAPFU0939F1ZV', GSTIN_CHECK],
  ])('%j: %s', (value, message) => {
    expect(messageOf(gstinField, value)).toBe(message);
  });

  it('accepts state 97 (other territory) and entity letters', () => {
    const base = '97AAPFU0939FAZ';
    expect(v.parse(gstinField, base + gstinCheckCharacter(base))).toBe(base + gstinCheckCharacter(base));
  });
});

describe('CIN', () => {
  it('is optional: empty or absent is none', () => {
    expect(v.parse(cinField, '')).toBeNull();
    expect(v.parse(cinField, undefined)).toBeNull();
    expect(v.parse(cinField, null)).toBeNull();
  });

  it('accepts the 21-character format, upper-cased', () => {
    expect(v.parse(cinField, 'u72900tn2015ptc101234')).toBe('U72900TN2015PTC101234');
    expect(v.parse(cinField, 'L17110MH1973PLC019786')).toBe('L17110MH1973PLC019786');
  });

  it.each([
    'U72900TN2015PTC10123',
    'U72900TN2015PTC1012345',
    'X72900TN2015PTC101234',
    'U7290ATN2015PTC101234',
    'U729001N2015PTC101234',
    'U72900TN20A5PTC101234',
    'U72900TN2015PT1101234',
    'U72900TN2015PTC10123A',
  ])('refuses %s with its message', (cin) => {
    expect(messageOf(cinField, cin)).toBe(CIN_FORMAT);
  });
});

describe('website domain', () => {
  it('accepts a domain, lower-cased and trimmed', () => {
    expect(v.parse(websiteDomainField, ' AGSHealth.com ')).toBe('agshealth.com');
    expect(v.parse(websiteDomainField, 'careers.acme-rcm.co.in.')).toBe('careers.acme-rcm.co.in');
  });

  it.each([
    ['', DOMAIN_REQUIRED],
    ['https://agshealth.com', DOMAIN_FORMAT],
    ['agshealth.com/careers', DOMAIN_FORMAT],
    ['agshealth.com:8080', DOMAIN_FORMAT],
    ['agshealth', DOMAIN_FORMAT],
    ['ags health.com', DOMAIN_FORMAT],
    ['-ags.com', DOMAIN_FORMAT],
    ['gmail.com', DOMAIN_FREE_MAIL],
    ['yahoo.co.in', DOMAIN_FREE_MAIL],
  ])('%j: %s', (value, message) => {
    expect(messageOf(websiteDomainField, value)).toBe(message);
  });
});

describe('free-mail domains', () => {
  it('lists the common providers and every yahoo.*; a company domain is not one', () => {
    for (const domain of FREE_MAIL_DOMAINS) expect(isFreeMailDomain(domain)).toBe(true);
    for (const domain of [
      'gmail.com',
      'yahoo.com',
      'yahoo.co.in',
      'outlook.com',
      'hotmail.com',
      'rediffmail.com',
    ])
      expect(isFreeMailDomain(domain), domain).toBe(true);
    expect(isFreeMailDomain('GMAIL.COM')).toBe(true);
    expect(isFreeMailDomain('agshealth.com')).toBe(false);
    expect(isFreeMailDomain('notgmail.com')).toBe(false);
  });
});
