import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AT_LEAST_18, atLeast18On, latestAdultBirthDate } from './profile-overview';

describe('date of birth: at least 18 years ago (V10)', () => {
  it('the latest date of birth is the same day 18 years back', () => {
    expect(latestAdultBirthDate('2026-11-26')).toBe('2008-11-26');
    expect(latestAdultBirthDate('2028-02-29')).toBe('2010-02-29');
  });

  it(`'${AT_LEAST_18}' for a candidate under 18, none from the 18th birthday on`, () => {
    const rule = v.pipe(v.string(), atLeast18On('2026-11-26'));
    expect(v.safeParse(rule, '2008-11-27').issues?.[0].message).toBe('You must be at least 18 years old.');
    expect(v.safeParse(rule, '2015-01-01').issues?.[0].message).toBe(AT_LEAST_18);
    expect(v.safeParse(rule, '2008-11-26').success).toBe(true);
    expect(v.safeParse(rule, '2000-06-15').success).toBe(true);
  });
});
