import { describe, expect, it } from 'vitest';
import { appPath } from '../../sw/push-notification';
import { safeReturnPath } from '../app/return-path';
import { isSitePath } from './site-path';

/** Issue 35, H16: the one rule of a path of this site, and its two users. */
const REFUSED = [
  '//evil.com',
  '///evil.com',
  '/\\evil.com',
  '\\/evil.com',
  '\\\\evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  '\t//evil.com',
  ' //evil.com',
  '/\u0000/evil.com',
  '/\u0085/evil.com',
  '/%5Cevil.com',
  '/%5cevil.com',
  '/%2F/evil.com',
  '/%2f%2fevil.com',
  '/%252F/evil.com',
  '/%255Cevil.com',
  '/%09/evil.com',
  '/%0A/evil.com',
  '/%E0%A4%A',
  'https:evil.com',
  'https://evil.com',
  'HTTPS://evil.com',
  'javascript:alert(1)',
  'evil.com',
  'jobpostings/1',
  '',
  '/jobs\\..\\..\\evil',
  42,
  null,
  undefined,
  { toString: () => '/x' },
];

const ACCEPTED = [
  '/',
  '/jobpostings/123',
  '/jobpostings?location=Chennai&page=2',
  '/jobpostings?q=medical%20coder',
  '/jobpostings?q=a%2Fb',
  '/chat?c=12#end',
  '/saved-jobs',
  '/assessment/6',
  '/jobs/%E0%A4%85',
  '/https://evil.com',
];

describe('isSitePath', () => {
  it.each(REFUSED.map((raw) => [raw]))('refuses %j', (raw) => {
    expect(isSitePath(raw)).toBe(false);
    expect(safeReturnPath(raw)).toBeNull();
    expect(appPath(raw)).toBe('/');
  });

  it.each(ACCEPTED.map((raw) => [raw]))('takes %j', (raw) => {
    expect(isSitePath(raw)).toBe(true);
    expect(safeReturnPath(raw)).toBe(raw);
    expect(appPath(raw)).toBe(raw);
  });

  it('takes back at most 500 characters after login', () => {
    expect(safeReturnPath(`/jobpostings?${'x'.repeat(600)}`)).toBeNull();
  });
});
