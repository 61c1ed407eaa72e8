import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { pastEmployment } from '../test-kits/employment-test-kit';
import {
  employmentDateIssue,
  employmentEntrySchema,
  employmentItemSchema,
  employmentPayloadSchema,
  noticeDaysIssue,
  noticeDaysMessage,
  TO_YEAR_4_DIGITS,
  TO_YEAR_REQUIRED,
} from './employment';

const past = pastEmployment({ from_years: 2024, to_years: 2025, to_months: 6 });
const current = {
  ...past,
  to_years: 0,
  to_months: 0,
  min_ctc: '1,00,000-2,00,000',
  max_ctc: '2,00,000-3,00,000',
  available_type: 'immediate',
  working_status: 1,
};
const accepted = (list: unknown) => v.safeParse(employmentPayloadSchema, list).success;

describe('employment payload: availability (§3)', () => {
  it('the current employment may be immediate, on notice or on Sabbatical (inactive)', () => {
    expect(accepted([past, current])).toBe(true);
    expect(accepted([{ ...current, available_type: 'notice_period', available_day: 90 }])).toBe(true);
    expect(accepted([{ ...current, available_type: 'inactive' }])).toBe(true);
  });
  it('an employment that is not current is inactive with 0 days', () => {
    expect(accepted([{ ...past, available_type: 'immediate' }])).toBe(false);
    expect(accepted([{ ...past, available_day: 10 }])).toBe(false);
  });
  it('days only on notice period, and one current employment at most', () => {
    expect(accepted([{ ...current, available_day: 10 }])).toBe(false);
    expect(accepted([current, current])).toBe(false);
  });
});

describe('employmentDateIssue', () => {
  it('reads the reference year it is given', () => {
    const entry = { from_years: 2029, from_months: 1, to_years: 2031, to_months: 2, current: false };
    expect(employmentDateIssue(entry, 2031)).toBeNull();
    expect(employmentDateIssue(entry, 2030)).toEqual([
      'to_years',
      'To year cannot be in the future for past employment',
    ]);
    expect(employmentDateIssue({ ...entry, current: true }, 2030)).toBeNull();
  });
});

describe('one set of entry rules for onboarding and Edit Profile', () => {
  const item = (entry: unknown) => v.safeParse(employmentItemSchema, entry);
  const messageOf = (result: ReturnType<typeof item>) => (result.success ? null : result.issues[0].message);

  it('Edit Profile takes every entry the onboarding step takes', () => {
    for (const entry of [past, current, { ...current, available_type: 'notice_period', available_day: 90 }]) {
      expect(item(entry).success).toBe(true);
    }
  });

  it('Edit Profile refuses what the onboarding step refuses across fields, with the same messages', () => {
    const refused = [
      { ...past, available_type: 'immediate' },
      { ...past, available_day: 10 },
      { ...current, available_day: 10 },
      { ...current, to_years: 2025, to_months: 2 },
      { ...current, min_ctc: '' },
      { ...past, company_name: 'Other', other_company: '' },
    ];
    for (const entry of refused) {
      const step = v.safeParse(employmentEntrySchema, entry);
      expect(step.success, JSON.stringify(entry)).toBe(false);
      expect(messageOf(item(entry)), JSON.stringify(entry)).toBe(
        step.success ? null : step.issues[0].message,
      );
    }
  });

  it('each reading words a missing end its own way (§5 of each screen)', () => {
    const noEnd = { ...past, to_years: 0, to_months: 0 };
    expect(messageOf(item(noEnd))).toBe(TO_YEAR_4_DIGITS);
    const step = v.safeParse(employmentEntrySchema, noEnd);
    expect(step.success ? null : step.issues[0].message).toBe(TO_YEAR_REQUIRED);
  });
});

describe('noticeDaysIssue', () => {
  it('names the fault of the typed days, each screen with its message', () => {
    expect(noticeDaysIssue(' ')).toBe('required');
    expect(noticeDaysIssue('-3')).toBe('negative');
    expect(noticeDaysIssue('181')).toBe('over_max');
    expect(noticeDaysIssue('180')).toBeNull();
    expect(noticeDaysMessage.onboarding.over_max).toBe('Notice period cannot exceed 180 days');
    expect(noticeDaysMessage.profile.over_max).toBe('Days cannot exceed 180');
  });
});
