import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { normaliseIndianPhone, PHONE_NOT_MOBILE, phoneNumberIssue } from './phone-number';
import { phoneNumberField } from './phone-number-field';

const field = phoneNumberField(v.union([v.number(), v.string()], 'required'), 'required', 'ten digits');
const messageOf = (value: unknown) => {
  const result = v.safeParse(field, value);
  return result.success ? null : result.issues[0].message;
};

describe('normaliseIndianPhone (issue 22 B1: what Indian candidates paste)', () => {
  it.each([
    ['9600037855', '9600037855'],
    ['+91 96000 37855', '9600037855'],
    ['+91-96000-37855', '9600037855'],
    ['+919600037855', '9600037855'],
    ['(+91) 96000 37855', '9600037855'],
    ['+91 (960) 003-7855', '9600037855'],
    ['0091 96000 37855', '9600037855'],
    ['919600037855', '9600037855'],
    ['91 96000 37855', '9600037855'],
    ['096000 37855', '9600037855'],
    ['+91 096000 37855', '9600037855'],
    ['96000.37855', '9600037855'],
    [' 96000 37855 ', '9600037855'],
    [9600037855, '9600037855'],
  ])('%s -> %s', (raw, phone) => {
    expect(normaliseIndianPhone(raw)).toBe(phone);
    expect(messageOf(raw)).toBeNull();
    expect(v.parse(field, raw)).toBe(phone);
  });

  it('never cuts digits: what is left is checked as it is', () => {
    expect(normaliseIndianPhone('+91 96000 378556')).toBe('96000378556');
    expect(normaliseIndianPhone('96000378551')).toBe('96000378551');
    expect(normaliseIndianPhone('9196000378')).toBe('9196000378');
    expect(messageOf('+91 96000 378556')).toBe('ten digits');
    expect(messageOf('960003785')).toBe('ten digits');
    expect(messageOf('96000378551')).toBe('ten digits');
  });

  it('a number that is not an Indian mobile number says so', () => {
    expect(phoneNumberIssue('0123456789')).toBe('mobile');
    expect(messageOf('5600037855')).toBe(PHONE_NOT_MOBILE);
    expect(messageOf('+91 12345 67890')).toBe(PHONE_NOT_MOBILE);
    expect(messageOf('+1 555 010 9999')).toBe('ten digits');
    expect(messageOf('98765abcde')).toBe('ten digits');
  });

  it('empty is required', () => {
    expect(messageOf('')).toBe('required');
    expect(messageOf('  ')).toBe('required');
    expect(messageOf(null)).toBe('required');
  });
});
