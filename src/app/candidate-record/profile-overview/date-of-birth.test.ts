import { describe, expect, it } from 'vitest';
import {
  dateOfBirthBounds,
  dateOfBirthYears,
  displayToIsoDate,
  formatDisplayDate,
  isValidDateOfBirth,
  parseDisplayDate,
} from './date-of-birth';

const now = new Date(2031, 5, 15, 14, 30); // 15 June 2031, afternoon

describe('date of birth', () => {
  it('lists 100 years, this year first', () => {
    const years = dateOfBirthYears(now);
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(2031);
    expect(years[99]).toBe(1932);
  });

  it('offers 1 January of the oldest listed year up to today', () => {
    const { min, max } = dateOfBirthBounds(now);
    expect(formatDisplayDate(min)).toBe('01/01/1932');
    expect(formatDisplayDate(max)).toBe('15/06/2031');
    expect(max.getHours()).toBe(0);
  });

  it('shows DD/MM/YYYY and reads it back', () => {
    expect(formatDisplayDate(new Date(1998, 2, 7))).toBe('07/03/1998');
    expect(parseDisplayDate('07/03/1998')).toEqual(new Date(1998, 2, 7));
    expect(parseDisplayDate(' 07/03/1998 ')).toEqual(new Date(1998, 2, 7));
  });

  it('reads nothing that is not a real DD/MM/YYYY day', () => {
    for (const text of [
      '',
      '7/3/1998',
      '1998-03-07',
      '31/02/1998',
      '00/01/1998',
      '12/13/1998',
      'ab/cd/efgh',
    ]) {
      expect(parseDisplayDate(text)).toBeNull();
    }
  });

  it('takes today and the first listed day, not tomorrow nor the day before the range', () => {
    expect(isValidDateOfBirth('15/06/2031', now)).toBe(true);
    expect(isValidDateOfBirth('16/06/2031', now)).toBe(false);
    expect(isValidDateOfBirth('01/01/1932', now)).toBe(true);
    expect(isValidDateOfBirth('31/12/1931', now)).toBe(false);
    expect(isValidDateOfBirth('29/02/2001', now)).toBe(false);
    expect(isValidDateOfBirth('29/02/2000', now)).toBe(true);
  });

  it('sends YYYY-MM-DD', () => {
    expect(displayToIsoDate('07/03/1998')).toBe('1998-03-07');
    expect(displayToIsoDate('31/02/1998')).toBeNull();
  });
});
