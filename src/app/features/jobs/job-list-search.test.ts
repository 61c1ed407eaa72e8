import { describe, expect, it } from 'vitest';
import { hasFilters, listPayload, parseJobListSearch } from './job-list-search';

describe('parseJobListSearch (the URL search schema of the job lists)', () => {
  it('keeps valid filters and the page', () => {
    expect(
      parseJobListSearch({
        job_role: ' AR caller ',
        location: 'Chennai',
        skill: 'denial',
        exp_ctc: '3,00,000-4,00,000',
        experience_level: 'Fresher',
        certificate_type: 'CPC',
        page: 3,
      }),
    ).toEqual({
      job_role: 'AR caller',
      location: 'Chennai',
      skill: 'denial',
      exp_ctc: '3,00,000-4,00,000',
      experience_level: 'Fresher',
      certificate_type: 'CPC',
      page: 3,
    });
  });
  it('reads a page given as text, and leaves page 1 out', () => {
    expect(parseJobListSearch({ page: '2' })).toEqual({ page: 2 });
    expect(parseJobListSearch({ page: 1 })).toEqual({});
  });
  it('drops bad values to their defaults without throwing', () => {
    expect(
      parseJobListSearch({
        job_role: '   ',
        location: { city: 'x' },
        skill: ['a'],
        exp_ctc: 'lots',
        page: -2,
        extra: 'ignored',
      }),
    ).toEqual({});
    expect(parseJobListSearch({ page: 1.5 })).toEqual({});
    expect(parseJobListSearch({ page: 'two' })).toEqual({});
    expect(parseJobListSearch({ page: 10_000_000 })).toEqual({});
  });
  it('cuts long text at 100 characters and removes control characters', () => {
    expect(parseJobListSearch({ skill: 'x'.repeat(150) }).skill).toHaveLength(100);
    expect(parseJobListSearch({ skill: 'a\u0000b' }).skill).toBe('ab');
  });
});

describe('listPayload and hasFilters', () => {
  it('always sends a page, and knows when a filter is set', () => {
    expect(listPayload({})).toEqual({ page: 1 });
    expect(listPayload({ location: 'Pune', page: 2 })).toEqual({ location: 'Pune', page: 2 });
    expect(hasFilters({ page: 3 })).toBe(false);
    expect(hasFilters({ skill: 'coding' })).toBe(true);
  });
});
