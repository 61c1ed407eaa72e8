import { describe, expect, it } from 'vitest';
import { cardSalary, detailSalary } from './job-salary';

describe('cardSalary (§9 search, saved and dashboard cards)', () => {
  it('shows a range in lakhs per annum with one decimal', () => {
    expect(cardSalary(300000, 450000)).toBe('3.0 - 4.5 LPA');
    expect(cardSalary(125000, 1000000)).toBe('1.3 - 10.0 LPA');
  });
  it('shows a single value when one amount is missing or both are equal', () => {
    expect(cardSalary(300000, null)).toBe('3.0 LPA');
    expect(cardSalary(null, 450000)).toBe('4.5 LPA');
    expect(cardSalary(500000, 500000)).toBe('5.0 LPA');
  });
  it('says Not specified without amounts', () => {
    expect(cardSalary(null, null)).toBe('Not specified');
    expect(cardSalary(0, 0)).toBe('Not specified');
    expect(cardSalary(undefined, Number.NaN)).toBe('Not specified');
  });
});

describe('detailSalary (§9 job detail and similar jobs)', () => {
  it('shows min-max with LPA', () => {
    expect(detailSalary(300000, 450000)).toBe('3.0-4.5 LPA');
  });
  it('says Not Disclosed when either is missing', () => {
    expect(detailSalary(300000, null)).toBe('Not Disclosed');
    expect(detailSalary(null, 450000)).toBe('Not Disclosed');
    expect(detailSalary(null, null)).toBe('Not Disclosed');
  });
});
