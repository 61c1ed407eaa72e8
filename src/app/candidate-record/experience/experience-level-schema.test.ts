import { fieldErrors } from '@app/test-kits/schema-test-utils';
import {
  EXPERIENCE_NOT_ZERO,
  FILL_YEARS_AND_MONTHS,
  SELECT_EXPERIENCE_LEVEL,
  SELECT_FRESHER_TYPE,
} from '@contract/candidate-record/experience';
import { describe, expect, it } from 'vitest';
import {
  emptyExperienceLevel,
  experienceLevelFromSaved,
  experienceLevelSchema,
  filterMonthsInput,
  filterYearsInput,
  MONTHS_OVER_MAX,
  stepAfterLevel,
  toExperienceLevelPayload,
} from './experience-level-schema';

const experienced = { level: 'experienced', fresherType: '', years: '3', months: '4' } as const;

describe('experience level (§5 Experience level)', () => {
  it('accepts a Fresher with a type, and Experienced or Managerial with a duration', () => {
    expect(
      fieldErrors(experienceLevelSchema, {
        ...emptyExperienceLevel,
        level: 'freshers',
        fresherType: 'others',
      }),
    ).toEqual({});
    expect(fieldErrors(experienceLevelSchema, experienced)).toEqual({});
    expect(
      fieldErrors(experienceLevelSchema, { ...experienced, level: 'managerial', years: '0', months: '6' }),
    ).toEqual({});
  });
  it("'Please select an experience level.' without a level", () => {
    expect(fieldErrors(experienceLevelSchema, emptyExperienceLevel).level).toBe(SELECT_EXPERIENCE_LEVEL);
    expect(SELECT_EXPERIENCE_LEVEL).toBe('Please select an experience level.');
  });
  it('a Fresher needs a type', () => {
    expect(
      fieldErrors(experienceLevelSchema, { ...emptyExperienceLevel, level: 'freshers' }).fresherType,
    ).toBe('Please select a fresher type (Certified Medical Coder or Others).');
    expect(SELECT_FRESHER_TYPE).toBe('Please select a fresher type (Certified Medical Coder or Others).');
  });
  it('Experienced and Managerial need both years and months', () => {
    for (const level of ['experienced', 'managerial'] as const) {
      expect(fieldErrors(experienceLevelSchema, { ...experienced, level, months: '' }).years).toBe(
        'Please fill in both years and months of experience.',
      );
      expect(fieldErrors(experienceLevelSchema, { ...experienced, level, years: ' ' }).years).toBe(
        FILL_YEARS_AND_MONTHS,
      );
    }
  });
  it('years and months cannot both be zero', () => {
    expect(fieldErrors(experienceLevelSchema, { ...experienced, years: '0', months: '00' }).years).toBe(
      'Please enter valid experience. Years and months cannot both be zero.',
    );
    expect(EXPERIENCE_NOT_ZERO).toContain('cannot both be zero');
  });
  it('months are no more than 12', () => {
    expect(fieldErrors(experienceLevelSchema, { ...experienced, months: '13' }).months).toBe(MONTHS_OVER_MAX);
    expect(fieldErrors(experienceLevelSchema, { ...experienced, months: '12' })).toEqual({});
  });
  it('a Fresher needs no duration', () => {
    expect(
      fieldErrors(experienceLevelSchema, {
        level: 'freshers',
        fresherType: 'medical_coder',
        years: '',
        months: '',
      }),
    ).toEqual({});
  });
});

describe('years and months boxes', () => {
  it('years keep digits only, at most 2', () => {
    expect(filterYearsInput('1a2b3')).toBe('12');
    expect(filterYearsInput('-5')).toBe('5');
  });
  it('months keep digits only, at most 2, and refuse a value above 12', () => {
    expect(filterMonthsInput('1x', '')).toBe('1');
    expect(filterMonthsInput('12', '1')).toBe('12');
    expect(filterMonthsInput('13', '1')).toBe('1');
    expect(filterMonthsInput('123', '12')).toBe('12');
    expect(filterMonthsInput('', '5')).toBe('');
  });
});

describe('the level payload and where Next goes', () => {
  it('sends a Fresher as 0 years and 0 months with its type, location India', () => {
    expect(
      toExperienceLevelPayload({ level: 'freshers', fresherType: 'others', years: '4', months: '2' }),
    ).toEqual({
      experience_level: 'freshers',
      experience_years: 0,
      experience_months: 0,
      current_location: 'India',
      certificate_type: 'others',
    });
  });
  it('sends years and months as numbers for Experienced, with no certificate type', () => {
    expect(toExperienceLevelPayload({ ...experienced, fresherType: 'others' })).toEqual({
      experience_level: 'experienced',
      experience_years: 3,
      experience_months: 4,
      current_location: 'India',
      certificate_type: '',
    });
  });
  it('goes to the step of the level', () => {
    expect(stepAfterLevel({ ...emptyExperienceLevel, level: 'freshers', fresherType: 'medical_coder' })).toBe(
      '/certification-details',
    );
    expect(stepAfterLevel({ ...emptyExperienceLevel, level: 'freshers', fresherType: 'others' })).toBe(
      '/fresher-lookingfor',
    );
    expect(stepAfterLevel(experienced)).toBe('/experience');
    expect(stepAfterLevel({ ...experienced, level: 'managerial' })).toBe('/managerial');
  });
  it('shows what was saved', () => {
    expect(experienceLevelFromSaved(null)).toEqual(emptyExperienceLevel);
    expect(
      experienceLevelFromSaved({
        experience_level: 'managerial',
        experience_years: 5,
        experience_months: 0,
        certificate_type: '',
      }),
    ).toEqual({ level: 'managerial', fresherType: '', years: '5', months: '0' });
    expect(
      experienceLevelFromSaved({
        experience_level: 'freshers',
        experience_years: 0,
        experience_months: 0,
        certificate_type: 'medical_coder',
      }),
    ).toEqual({ level: 'freshers', fresherType: 'medical_coder', years: '', months: '' });
  });
});
