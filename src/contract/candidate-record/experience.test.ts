import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  EXPERIENCE_NOT_ZERO,
  experienceLevelIssue,
  experienceLevelPayloadSchema,
  experiencePartSchema,
  FILL_ROLE_DESCRIPTION,
  MONTHS_UP_TO_12,
  managerialRolePayloadSchema,
  managerRoleIssue,
  profileMonthsValid,
  profileYearsValid,
  SELECT_FRESHER_TYPE,
  SELECT_ROLE,
  YEARS_UP_TO_3_DIGITS,
} from './experience';

const level = (fields: Partial<Parameters<typeof experienceLevelIssue>[0]> = {}) => ({
  experience_level: 'experienced',
  certificate_type: '',
  experience_years: 2,
  experience_months: 0,
  ...fields,
});

/** The messages a schema gives, by the dot path of their field. */
function messagesOf(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

describe('experienceLevelIssue: the rules across the level’s fields (§5)', () => {
  it('a Fresher names a type; Experienced and Managerial have more than 0 years and months', () => {
    expect(experienceLevelIssue(level())).toBeNull();
    expect(experienceLevelIssue(level({ experience_years: 0, experience_months: 1 }))).toBeNull();
    expect(experienceLevelIssue(level({ experience_years: 0 }))).toEqual([
      'experience_years',
      EXPERIENCE_NOT_ZERO,
    ]);
    expect(experienceLevelIssue(level({ experience_level: 'managerial', experience_years: 0 }))).toEqual([
      'experience_years',
      EXPERIENCE_NOT_ZERO,
    ]);
    expect(experienceLevelIssue(level({ experience_level: 'freshers', experience_years: 0 }))).toEqual([
      'certificate_type',
      SELECT_FRESHER_TYPE,
    ]);
    expect(
      experienceLevelIssue(
        level({ experience_level: 'freshers', certificate_type: 'others', experience_years: 0 }),
      ),
    ).toBeNull();
  });
  it('the onboarding call refuses what it finds, at the same field', () => {
    const payload = { ...level({ experience_years: 0 }), current_location: 'India' };
    expect(messagesOf(experienceLevelPayloadSchema, payload)).toEqual({
      experience_years: EXPERIENCE_NOT_ZERO,
    });
    expect(messagesOf(experienceLevelPayloadSchema, { ...payload, experience_level: 'freshers' })).toEqual({
      certificate_type: SELECT_FRESHER_TYPE,
    });
  });
});

describe('managerRoleIssue: a Managerial candidate’s role', () => {
  it('a role of the list, and Other with its description', () => {
    expect(managerRoleIssue('Team Lead', '')).toBeNull();
    expect(managerRoleIssue('', '')).toEqual(['role', SELECT_ROLE]);
    expect(managerRoleIssue('Chief Astronaut', '')).toEqual(['role', SELECT_ROLE]);
    expect(managerRoleIssue('Other', '  ')).toEqual(['other_role', FILL_ROLE_DESCRIPTION]);
    expect(managerRoleIssue('Other', 'Floor manager')).toBeNull();
    expect(
      messagesOf(managerialRolePayloadSchema, { experience_id: 3, role: 'Other', other_role: '' }),
    ).toEqual({ other_role: FILL_ROLE_DESCRIPTION });
  });
});

describe("Edit Profile's years and months as typed (signed-in-area.md §5)", () => {
  it('years: 1 to 3 digits; months: 1 or 2 digits, at most 12', () => {
    expect(['0', '7', '999', ' 12 '].map(profileYearsValid)).toEqual([true, true, true, true]);
    expect(['', '1000', '-1', '1.5', 'ab'].map(profileYearsValid)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['0', '12', '07'].map(profileMonthsValid)).toEqual([true, true, true]);
    expect(['', '13', '123', '-1', '1.5'].map(profileMonthsValid)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
  it('profile_details reads them by the same rule and words', () => {
    const part = (years: string, months: string) =>
      messagesOf(experiencePartSchema, {
        experience_level: 'experienced',
        experience_years: years,
        experience_months: months,
      });
    expect(part('999', '12')).toEqual({});
    expect(part('1000', '13')).toEqual({
      experience_years: YEARS_UP_TO_3_DIGITS,
      experience_months: MONTHS_UP_TO_12,
    });
  });
});
