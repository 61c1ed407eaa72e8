import { Route as appliedJobsRoute } from '@app/routes/_signed-in/applied-jobs';
import { Route as jobSearchRoute } from '@app/routes/_signed-in/jobpostings/index';
import { Route as savedJobsRoute } from '@app/routes/_signed-in/saved-jobs';
import { describe, expect, it } from 'vitest';
import { hasFilters, isNewSince, listPayload } from './job-list-payload';
import { parseJobListSearch } from './job-list-search';

describe('the job lists parse their URL search once, in the route', () => {
  it('validateSearch of /jobpostings, /saved-jobs and /applied-jobs, handed to the loader as its deps', () => {
    for (const route of [jobSearchRoute, savedJobsRoute, appliedJobsRoute]) {
      expect(route.options.validateSearch).toBe(parseJobListSearch);
      const search = parseJobListSearch({ skill: 'coding', page: '2' });
      expect(route.options.loaderDeps?.({ search } as never)).toEqual({ skill: 'coding', page: 2 });
    }
  });
});

describe('parseJobListSearch (validateSearch of the job lists)', () => {
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
  it("keeps the search box's words (trimmed, control characters dropped, at most 100 characters)", () => {
    expect(parseJobListSearch({ q: '  medcal coder\u0007 chennai ' })).toEqual({ q: 'medcal coder chennai' });
    expect(parseJobListSearch({ q: 'x'.repeat(150) }).q).toHaveLength(100);
    expect(parseJobListSearch({ q: '   ' })).toEqual({});
    expect(listPayload(parseJobListSearch({ q: 'cpc', skill: 'coding' }))).toEqual({
      q: 'cpc',
      skill: 'coding',
      page: 1,
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
  it('names every key, undefined when absent or bad, so no raw URL value shows through the route', () => {
    const search = parseJobListSearch({ experience_level: 'Wizard', page: -2 });
    expect(Object.keys(search).sort()).toEqual([
      'certificate_type',
      'exp_ctc',
      'experience_level',
      'job_role',
      'location',
      'new_since',
      'page',
      'q',
      'skill',
      'sort',
    ]);
    expect({ ...{ experience_level: 'Wizard', page: -2 }, ...search }).toEqual({});
  });
  it('an experience level that is not one of the levels falls back to all levels; case does not matter', () => {
    expect(parseJobListSearch({ experience_level: 'Wizard' })).toEqual({});
    expect(parseJobListSearch({ experience_level: 'managerial' })).toEqual({
      experience_level: 'Managerial',
    });
    expect(parseJobListSearch({ experience_level: ['Fresher'] })).toEqual({});
  });
  it('cuts long text at 100 characters and removes control characters', () => {
    expect(parseJobListSearch({ skill: 'x'.repeat(150) }).skill).toHaveLength(100);
    expect(parseJobListSearch({ skill: 'a\u0000b' }).skill).toBe('ab');
  });
});

describe('a saved search opened: the New marks and the order (SS2)', () => {
  it('keeps the newest-first order and the time of the previous visit, and drops bad ones', () => {
    expect(parseJobListSearch({ q: 'coder', sort: 'newest', new_since: '2026-03-01T10:00:00.000Z' })).toEqual(
      {
        q: 'coder',
        sort: 'newest',
        new_since: '2026-03-01T10:00:00.000Z',
      },
    );
    expect(parseJobListSearch({ sort: 'oldest', new_since: 'yesterday' })).toEqual({});
  });
  it('never sends the time of the previous visit, and counts neither as a filter', () => {
    const search = { q: 'coder', sort: 'newest', new_since: '2026-03-01T10:00:00.000Z' } as const;
    expect(listPayload(search)).toEqual({ q: 'coder', sort: 'newest', page: 1 });
    expect(hasFilters({ sort: 'newest', new_since: '2026-03-01T10:00:00.000Z' })).toBe(false);
  });
  it('a job is new when it was posted after the previous visit', () => {
    const since = '2026-03-01T10:00:00.000Z';
    expect(isNewSince('2026-03-01T10:00:01.000Z', since)).toBe(true);
    expect(isNewSince(since, since)).toBe(false);
    expect(isNewSince('2026-03-01T10:00:01.000Z', undefined)).toBe(false);
    expect(isNewSince(null, since)).toBe(false);
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

describe('a query the list does not read (a shared link’s utm_source, Lighthouse’s lh-session)', () => {
  // the router lays the parsed search over the raw query: the other keys are in the route's search
  const routed = {
    ...{ utm_source: 'whatsapp', 'lh-session': 1 },
    ...parseJobListSearch({ utm_source: 'whatsapp' }),
  };

  it('stays out of the call’s payload: the same body as the address without it', () => {
    expect(listPayload(routed)).toEqual({ page: 1 });
    expect(JSON.stringify(listPayload(routed))).toBe(JSON.stringify(listPayload(parseJobListSearch({}))));
    expect(listPayload({ ...routed, q: 'coder', page: 2 })).toEqual({ q: 'coder', page: 2 });
  });

  it('is no filter', () => {
    expect(hasFilters(routed)).toBe(false);
    expect(hasFilters({ ...routed, location: 'Pune' })).toBe(true);
  });
});
