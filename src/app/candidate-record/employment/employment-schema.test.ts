import { currentEmploymentSchema as profileCurrentEmploymentSchema } from '@app/features/profile/edit-profile/edit-profile-schema';
import { fieldErrors } from '@app/test-kits/schema-test-utils';
import { noticeDaysIssue, noticeDaysMessage } from '@contract/candidate-record/employment';
import { currentEmployment, pastEmployment } from '@contract/test-kits/employment-test-kit';
import { describe, expect, it } from 'vitest';
import {
  chooseTo,
  currentEmploymentSchema,
  type EmploymentEntryValues,
  type EmploymentValues,
  employmentFromSaved,
  employmentListSchema,
  employmentReferenceYear,
  employmentYears,
  emptyEmployment,
  emptyEntry,
  filterNoticeDays,
  setCompany,
  setCurrent,
  toEmploymentPayload,
  toFieldsDisabled,
} from './employment-schema';

const YEAR = employmentReferenceYear(new Date(2031, 5, 1));

const past = (over: Partial<EmploymentEntryValues> = {}): EmploymentEntryValues => ({
  ...emptyEntry(),
  company: 'R1 RCM',
  role: 'AR Caller',
  fromMonth: '3',
  fromYear: '2026',
  toMonth: '8',
  toYear: '2028',
  ...over,
});

const list = (...entries: EmploymentEntryValues[]): EmploymentValues => ({ ...emptyEmployment(), entries });
const errorsOf = (entry: EmploymentEntryValues, year = YEAR) => {
  const all = fieldErrors(employmentListSchema(year), list(entry));
  return Object.fromEntries(
    Object.entries(all).map(([path, message]) => [path.replace(/^entries\.0\./, ''), message]),
  );
};

describe('the reference year and the year list (§9, from a settable clock)', () => {
  it('is the clock’s current year', () => {
    expect(YEAR).toBe(2031);
    expect(employmentReferenceYear(new Date(2026, 0, 1))).toBe(2026);
  });
  it('lists 50 years descending from it', () => {
    const years = employmentYears(2031);
    expect(years).toHaveLength(50);
    expect(years[0]).toBe('2031');
    expect(years.at(-1)).toBe('1982');
  });
});

describe('employment entry (§5 Employment (per entry))', () => {
  it('accepts a complete past entry and a current one without to-fields', () => {
    expect(errorsOf(past())).toEqual({});
    expect(errorsOf(past({ current: true, toMonth: '', toYear: '' }))).toEqual({});
  });
  it("'Company name is required'", () => {
    expect(errorsOf(past({ company: '' })).company).toBe('Company name is required');
  });
  it("'Please specify the company name' for Other with blank text", () => {
    expect(errorsOf(past({ company: 'Other', otherCompany: ' ' })).otherCompany).toBe(
      'Please specify the company name',
    );
    expect(errorsOf(past({ company: 'Other', otherCompany: 'Acme RCM' }))).toEqual({});
  });
  it("'Role is required'", () => {
    expect(errorsOf(past({ role: '  ' })).role).toBe('Role is required');
  });
  it("'From month is required' and 'From year is required'", () => {
    expect(errorsOf(past({ fromMonth: '' })).fromMonth).toBe('From month is required');
    expect(errorsOf(past({ fromYear: '' })).fromYear).toBe('From year is required');
  });
  it("'To month is required' and 'To year is required' unless current", () => {
    expect(errorsOf(past({ toMonth: '' })).toMonth).toBe('To month is required');
    expect(errorsOf(past({ toYear: '' })).toYear).toBe('To year is required');
    expect(errorsOf(past({ toMonth: '', toYear: '', current: true })).toMonth).toBeUndefined();
  });
  it("'To year cannot be earlier than From year'", () => {
    expect(errorsOf(past({ fromYear: '2028', toYear: '2027' })).toYear).toBe(
      'To year cannot be earlier than From year',
    );
  });
  it("'To month cannot be earlier than From month in the same year'", () => {
    expect(errorsOf(past({ fromYear: '2028', fromMonth: '9', toYear: '2028', toMonth: '4' })).toMonth).toBe(
      'To month cannot be earlier than From month in the same year',
    );
    expect(errorsOf(past({ fromYear: '2028', fromMonth: '9', toYear: '2028', toMonth: '9' }))).toEqual({});
  });
  it("'To year cannot be in the future for past employment', after the clock's year", () => {
    expect(errorsOf(past({ toYear: '2030' }))).toEqual({});
    expect(errorsOf(past({ toYear: '2031' }))).toEqual({});
    expect(errorsOf(past({ toYear: '2032' })).toYear).toBe(
      'To year cannot be in the future for past employment',
    );
    expect(errorsOf(past({ toYear: '2030' }), 2029).toYear).toBe(
      'To year cannot be in the future for past employment',
    );
  });
  it("'Please select From Month and From Year first.' for a to-value without both from-values", () => {
    expect(errorsOf(past({ fromYear: '' })).toMonth).toBe('Please select From Month and From Year first.');
    const refused = chooseTo(past({ fromMonth: '', toMonth: '', toYear: '' }), 'toYear', '2029');
    expect(refused.error).toBe('Please select From Month and From Year first.');
    expect(refused.entry.toYear).toBe('');
    const taken = chooseTo(past({ toYear: '' }), 'toYear', '2029');
    expect(taken).toEqual({ entry: expect.objectContaining({ toYear: '2029' }), error: null });
  });
  it('checks every entry of the list', () => {
    const errors = fieldErrors(employmentListSchema(YEAR), list(past(), past({ role: '' })));
    expect(errors).toEqual({ 'entries.1.role': 'Role is required' });
  });
});

describe('Current Employment (stage 2)', () => {
  const stage2 = (over: Partial<EmploymentValues> = {}): EmploymentValues => ({
    ...emptyEmployment(),
    availability: 'notice_period',
    noticeDays: '30',
    currentCtc: '2,00,000-3,00,000',
    expectedCtc: '3,00,000-4,00,000',
    ...over,
  });
  it('accepts notice period days 0 to 180, and immediate or Sabbatical without days', () => {
    expect(fieldErrors(currentEmploymentSchema, stage2())).toEqual({});
    expect(fieldErrors(currentEmploymentSchema, stage2({ noticeDays: '0' }))).toEqual({});
    expect(fieldErrors(currentEmploymentSchema, stage2({ noticeDays: '180' }))).toEqual({});
    expect(
      fieldErrors(currentEmploymentSchema, stage2({ availability: 'immediate', noticeDays: '' })),
    ).toEqual({});
    expect(
      fieldErrors(currentEmploymentSchema, stage2({ availability: 'inactive', noticeDays: '' })),
    ).toEqual({});
  });
  it("'Notice period days are required'", () => {
    expect(fieldErrors(currentEmploymentSchema, stage2({ noticeDays: '' })).noticeDays).toBe(
      'Notice period days are required',
    );
  });
  it("'Notice period must be a non-negative number'", () => {
    expect(fieldErrors(currentEmploymentSchema, stage2({ noticeDays: '-5' })).noticeDays).toBe(
      'Notice period must be a non-negative number',
    );
  });
  it("'Notice period cannot exceed 180 days'", () => {
    expect(fieldErrors(currentEmploymentSchema, stage2({ noticeDays: '181' })).noticeDays).toBe(
      'Notice period cannot exceed 180 days',
    );
  });
  it("'Current CTC is required' and 'Expected CTC is required'", () => {
    expect(fieldErrors(currentEmploymentSchema, stage2({ currentCtc: '' })).currentCtc).toBe(
      'Current CTC is required',
    );
    expect(fieldErrors(currentEmploymentSchema, stage2({ expectedCtc: '' })).expectedCtc).toBe(
      'Expected CTC is required',
    );
  });
  it("the days follow the contract's one rule on both screens, each in its spec's words", () => {
    const screens = [
      ['onboarding', currentEmploymentSchema],
      ['profile', profileCurrentEmploymentSchema],
    ] as const;
    for (const typed of ['', ' ', '0', '007', '180', '181', '-5', '1.5', 'abc', '1e2']) {
      const issue = noticeDaysIssue(typed);
      for (const [screen, schema] of screens) {
        expect(
          fieldErrors(schema, stage2({ noticeDays: typed })).noticeDays ?? null,
          `${screen}: '${typed}'`,
        ).toBe(issue === null ? null : noticeDaysMessage[screen][issue]);
      }
    }
  });
  it('typing above 180 days is refused', () => {
    expect(filterNoticeDays('18', '1')).toEqual({ value: '18', refused: false });
    expect(filterNoticeDays('180', '18')).toEqual({ value: '180', refused: false });
    expect(filterNoticeDays('181', '18')).toEqual({ value: '18', refused: true });
    expect(filterNoticeDays('9a0', '9')).toEqual({ value: '90', refused: false });
    expect(filterNoticeDays('', '9')).toEqual({ value: '', refused: false });
  });
});

describe('the clearing rules (§4 Experience screen)', () => {
  it('only one entry is current: ticking one clears the others, and clears its own to-fields', () => {
    const entries = [past({ current: true, toMonth: '', toYear: '' }), past()];
    const next = setCurrent(entries, 1, true);
    expect(next.map((entry) => entry.current)).toEqual([false, true]);
    expect(next[1]).toMatchObject({ toMonth: '', toYear: '' });
    expect(next[0]).toMatchObject({ fromYear: '2026' });
    const unticked = setCurrent(next, 1, false);
    expect(unticked.map((entry) => entry.current)).toEqual([false, false]);
  });
  it('the to-fields are disabled until both from-fields are set, and while current', () => {
    expect(toFieldsDisabled(past({ fromMonth: '' }))).toBe(true);
    expect(toFieldsDisabled(past({ fromYear: '' }))).toBe(true);
    expect(toFieldsDisabled(past())).toBe(false);
    expect(toFieldsDisabled(past({ current: true }))).toBe(true);
  });
  it('choosing a company other than Other clears the other name', () => {
    expect(setCompany(past({ company: 'Other', otherCompany: 'Acme' }), 'R1 RCM')).toMatchObject({
      company: 'R1 RCM',
      otherCompany: '',
    });
    expect(setCompany(past({ company: 'Other', otherCompany: 'Acme' }), 'Other').otherCompany).toBe('Acme');
  });
});

describe('the employment payload (§3)', () => {
  it('sends the current entry with to 0/0, its availability and CTC ranges; the others inactive with 0 days', () => {
    const values: EmploymentValues = {
      entries: [
        past({ company: 'Other', otherCompany: ' Acme RCM ', role: ' Coder ' }),
        past({ fromYear: '2029', fromMonth: '1', toMonth: '', toYear: '', current: true }),
      ],
      availability: 'notice_period',
      noticeDays: '45',
      currentCtc: '2,00,000-3,00,000',
      expectedCtc: 'Above 10,00,000',
    };
    expect(toEmploymentPayload(values)).toEqual([
      pastEmployment({
        company_name: 'Other',
        other_company: 'Acme RCM',
        role: 'Coder',
        from_years: 2026,
        to_years: 2028,
      }),
      currentEmployment({
        company_name: 'R1 RCM',
        other_company: '',
        role: 'AR Caller',
        from_years: 2029,
        from_months: 1,
        max_ctc: 'Above 10,00,000',
        available_day: 45,
      }),
    ]);
  });
  it('sends 0 days unless on notice period', () => {
    const values: EmploymentValues = {
      ...emptyEmployment(),
      entries: [past({ current: true, toMonth: '', toYear: '' })],
      availability: 'immediate',
      noticeDays: '30',
      currentCtc: '1,00,000-2,00,000',
      expectedCtc: '2,00,000-3,00,000',
    };
    expect(toEmploymentPayload(values)[0]).toMatchObject({ available_type: 'immediate', available_day: 0 });
  });
  it('shows the saved entries again', () => {
    const payload = toEmploymentPayload({
      entries: [past(), past({ current: true, toMonth: '', toYear: '' })],
      availability: 'notice_period',
      noticeDays: '60',
      currentCtc: '1,00,000-2,00,000',
      expectedCtc: '2,00,000-3,00,000',
    }).map((item) => ({ ...item, other_company: item.other_company ?? '' }));
    const values = employmentFromSaved(payload as Parameters<typeof employmentFromSaved>[0]);
    expect(values.entries.map(({ key: _key, ...entry }) => entry)).toEqual([
      {
        company: 'R1 RCM',
        otherCompany: '',
        role: 'AR Caller',
        fromMonth: '3',
        fromYear: '2026',
        toMonth: '8',
        toYear: '2028',
        current: false,
      },
      {
        company: 'R1 RCM',
        otherCompany: '',
        role: 'AR Caller',
        fromMonth: '3',
        fromYear: '2026',
        toMonth: '',
        toYear: '',
        current: true,
      },
    ]);
    expect(values).toMatchObject({
      availability: 'notice_period',
      noticeDays: '60',
      currentCtc: '1,00,000-2,00,000',
    });
    expect(employmentFromSaved([]).entries).toHaveLength(1);
  });
});
