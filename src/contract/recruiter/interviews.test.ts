import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DATE_INVALID,
  TIME_INVALID,
  VENUE_REQUIRED,
  VENUE_TOO_LONG,
  WALK_IN_DATES_ORDER,
  WALK_IN_TIMES_ORDER,
  walkInDrivePayloadSchema,
} from './interviews';

/** A job's walk-in drive as the recruiter gives it (issue 36 §3): each rule and its message. */
const drive = {
  start_date: '2026-12-07',
  end_date: '2026-12-11',
  start_time: '10:00',
  end_time: '17:00',
  venue: 'Tower B, Sector 62, Noida',
  map_link: '',
};

/** The first message of each field's problems (as a form shows them). */
function problems(fields: Partial<Record<keyof typeof drive, unknown>>): Record<string, string> {
  const result = v.safeParse(walkInDrivePayloadSchema, { ...drive, ...fields });
  if (result.success) return {};
  const firsts: Record<string, string> = {};
  for (const issue of result.issues) firsts[v.getDotPath(issue) ?? ''] ??= issue.message;
  return firsts;
}

describe('walkInDrivePayloadSchema', () => {
  it('takes a drive of several days or of one, with or without a map link; the venue is trimmed', () => {
    expect(problems({})).toEqual({});
    expect(problems({ end_date: '2026-12-07' })).toEqual({});
    expect(problems({ map_link: 'https://maps.example.com/?q=b' })).toEqual({});
    expect(v.parse(walkInDrivePayloadSchema, { ...drive, venue: '  Tower B  ' }).venue).toBe('Tower B');
  });

  it.each(['', '7-12-2026', '2026-12-7', '2026-02-30', '2026-13-01'])(
    'a date must be a real YYYY-MM-DD: %j',
    (date) => {
      expect(problems({ start_date: date })).toMatchObject({ start_date: DATE_INVALID });
      expect(problems({ end_date: date })).toMatchObject({ end_date: DATE_INVALID });
    },
  );

  it.each(['', '9:00', '24:00', '10:60', '10.00'])('a time must be HH:MM of a day: %j', (time) => {
    expect(problems({ start_time: time })).toMatchObject({ start_time: TIME_INVALID });
    expect(problems({ end_time: time })).toMatchObject({ end_time: TIME_INVALID });
  });

  it('the last day is not before the first', () => {
    expect(problems({ end_date: '2026-12-06' })).toEqual({ end_date: WALK_IN_DATES_ORDER });
  });

  it('the closing time is after the opening time', () => {
    expect(problems({ end_time: '10:00' })).toEqual({ end_time: WALK_IN_TIMES_ORDER });
    expect(problems({ end_time: '09:30' })).toEqual({ end_time: WALK_IN_TIMES_ORDER });
  });

  it('the venue is required (spaces are none) and at most 300 characters', () => {
    expect(problems({ venue: '   ' })).toEqual({ venue: VENUE_REQUIRED });
    expect(problems({ venue: 'x'.repeat(300) })).toEqual({});
    expect(problems({ venue: 'x'.repeat(301) })).toEqual({ venue: VENUE_TOO_LONG });
  });

  it('the map link, when given, starts with https://', () => {
    expect(problems({ map_link: 'http://maps.example.com' })).toEqual({
      map_link: 'The link must start with https://',
    });
    expect(problems({ map_link: 'maps.example.com' })).toEqual({
      map_link: 'The link must start with https://',
    });
  });
});
