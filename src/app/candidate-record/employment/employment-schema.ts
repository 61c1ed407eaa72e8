import {
  COMPANY_REQUIRED,
  CURRENT_CTC_REQUIRED,
  type EmploymentPayload,
  EXPECTED_CTC_REQUIRED,
  employmentDateIssue,
  FROM_MONTH_REQUIRED,
  FROM_YEAR_REQUIRED,
  noticeDaysIssue,
  noticeDaysMessage,
  ROLE_REQUIRED,
  SELECT_FROM_FIRST,
  SPECIFY_COMPANY,
  TO_MONTH_REQUIRED,
  TO_YEAR_REQUIRED,
} from '@contract/candidate-record/employment';
import { type AvailabilityType, OTHER_OPTION, SALARY_RANGES } from '@contract/candidate-record/options';
import { EMPLOYMENT_YEARS_LISTED, MONTHS_MAX } from '@contract/limits';
import * as v from 'valibot';
import { MONTH_NAMES } from '../profile-overview/date-of-birth';

/** §8 Experience screen: the failures, shown in the screen's general error area. */
export const COMPANIES_LOAD_FAILED = 'Failed to load companies';
export const EMPLOYMENT_SAVE_FAILED = 'Failed to save employment details';

/**
 * One employment block as typed: '' until chosen; months '1'..'12', years 'YYYY'. A type, not an
 * interface: valibot's forward() needs a record type.
 */
export type EmploymentEntryValues = {
  /** a stable key for the block (React list key), never sent */
  key: string;
  /** a company name from the list, 'Other', or '' */
  company: string;
  otherCompany: string;
  role: string;
  fromMonth: string;
  fromYear: string;
  toMonth: string;
  toYear: string;
  current: boolean;
};

export interface EmploymentValues {
  entries: EmploymentEntryValues[];
  /** stage 2, the current employment only */
  availability: AvailabilityType;
  noticeDays: string;
  currentCtc: string;
  expectedCtc: string;
}

let keySerial = 0;
export function emptyEntry(): EmploymentEntryValues {
  keySerial += 1;
  return {
    key: `entry-${Date.now().toString(36)}-${keySerial}`,
    company: '',
    otherCompany: '',
    role: '',
    fromMonth: '',
    fromYear: '',
    toMonth: '',
    toYear: '',
    current: false,
  };
}

export function emptyEmployment(): EmploymentValues {
  return {
    entries: [emptyEntry()],
    availability: 'immediate',
    noticeDays: '',
    currentCtc: '',
    expectedCtc: '',
  };
}

/** The month options: value '1'..'12', label the month's name. */
export const MONTH_OPTIONS = MONTH_NAMES.map((label, index) => ({ value: String(index + 1), label }));

/** The reference year: the current year of the given clock (§9 says 2025, the year it was written). */
export function employmentReferenceYear(now: Date = new Date()): number {
  return now.getFullYear();
}

/** The year options: 50 years descending from the reference year (§9). */
export function employmentYears(referenceYear: number): string[] {
  return Array.from({ length: EMPLOYMENT_YEARS_LISTED }, (_, index) => String(referenceYear - index));
}

const fromSet = (entry: EmploymentEntryValues) => entry.fromMonth !== '' && entry.fromYear !== '';

const YEAR = /^\d{4}$/;

/**
 * The date-order issue of an entry whose dates are complete (the contract's rule, shared with the
 * server); null while a month or a four-digit year is missing, or At Present.
 */
export function entryDateIssue(entry: EmploymentEntryValues, referenceYear: number) {
  if (entry.current || entry.fromMonth === '' || entry.toMonth === '') return null;
  if (!YEAR.test(entry.fromYear) || !YEAR.test(entry.toYear)) return null;
  return employmentDateIssue(
    {
      from_years: Number(entry.fromYear),
      from_months: Number(entry.fromMonth),
      to_years: Number(entry.toYear),
      to_months: Number(entry.toMonth),
      current: false,
    },
    referenceYear,
  );
}

/** `schema` (a company block's own checks) followed by §5's date order: To year, then To month. */
export function withDateOrder(schema: v.GenericSchema<EmploymentEntryValues>, referenceYear: number) {
  const issueOf = (entry: EmploymentEntryValues) => entryDateIssue(entry, referenceYear);
  const message = (issue: { input: unknown }) => issueOf(issue.input as EmploymentEntryValues)?.[1] ?? '';
  return v.pipe(
    schema,
    v.forward(
      v.check((entry) => issueOf(entry)?.[0] !== 'to_years', message),
      ['toYear'],
    ),
    v.forward(
      v.check((entry) => issueOf(entry)?.[0] !== 'to_months', message),
      ['toMonth'],
    ),
  );
}

/**
 * One company block as typed, with the checks onboarding's Employment and Edit Profile's
 * companies both make first (§5): a company, Other's name, a role. Each screen pipes its own
 * date rules after these.
 */
export const companyAndRoleSchema = v.pipe(
  v.object({
    key: v.string(),
    company: v.string(),
    otherCompany: v.string(),
    role: v.string(),
    fromMonth: v.string(),
    fromYear: v.string(),
    toMonth: v.string(),
    toYear: v.string(),
    current: v.boolean(),
  }),
  v.forward(
    v.check((entry) => entry.company !== '', COMPANY_REQUIRED),
    ['company'],
  ),
  v.forward(
    v.check((entry) => entry.company !== OTHER_OPTION || entry.otherCompany.trim() !== '', SPECIFY_COMPANY),
    ['otherCompany'],
  ),
  v.forward(
    v.check((entry) => entry.role.trim() !== '', ROLE_REQUIRED),
    ['role'],
  ),
);

/** §5 Employment (per entry), with the reference year of the screen's clock. */
export function employmentEntrySchema(referenceYear: number) {
  const ownChecks = v.pipe(
    companyAndRoleSchema,
    v.forward(
      v.check((entry) => entry.fromMonth !== '', FROM_MONTH_REQUIRED),
      ['fromMonth'],
    ),
    v.forward(
      v.check((entry) => entry.fromYear !== '', FROM_YEAR_REQUIRED),
      ['fromYear'],
    ),
    v.forward(
      v.check(
        (entry) => entry.current || fromSet(entry) || (entry.toMonth === '' && entry.toYear === ''),
        SELECT_FROM_FIRST,
      ),
      ['toMonth'],
    ),
    v.forward(
      v.check((entry) => entry.current || entry.toMonth !== '', TO_MONTH_REQUIRED),
      ['toMonth'],
    ),
    v.forward(
      v.check((entry) => entry.current || entry.toYear !== '', TO_YEAR_REQUIRED),
      ['toYear'],
    ),
  );
  return withDateOrder(ownChecks, referenceYear);
}

/** Stage 1 (the employment list). */
export function employmentListSchema(referenceYear: number) {
  return v.object({
    entries: v.array(employmentEntrySchema(referenceYear)),
    availability: v.string(),
    noticeDays: v.string(),
    currentCtc: v.string(),
    expectedCtc: v.string(),
  });
}

/** `schema` (the current company's own checks) followed by §5's pay: current, then expected CTC. */
export function withPayRanges(schema: v.GenericSchema<unknown, { currentCtc: string; expectedCtc: string }>) {
  return v.pipe(
    schema,
    v.forward(
      v.check(
        (values) => (SALARY_RANGES as readonly string[]).includes(values.currentCtc),
        CURRENT_CTC_REQUIRED,
      ),
      ['currentCtc'],
    ),
    v.forward(
      v.check(
        (values) => (SALARY_RANGES as readonly string[]).includes(values.expectedCtc),
        EXPECTED_CTC_REQUIRED,
      ),
      ['expectedCtc'],
    ),
  );
}

type CurrentPart = { availability: string; noticeDays: string; currentCtc: string; expectedCtc: string };
/** The screen whose wording a notice-days fault takes (the contract's `noticeDaysMessage`). */
export type NoticeDaysScreen = keyof typeof noticeDaysMessage;

/**
 * The current company's checks (§5): for a notice period the days meet the contract's rule
 * (`noticeDaysIssue`), worded as `screen`'s spec words it, then the pay ranges.
 */
export function currentEmploymentRules(screen: NoticeDaysScreen) {
  const notice = (values: CurrentPart) => values.availability === 'notice_period';
  return withPayRanges(
    v.pipe(
      v.object({
        availability: v.string(),
        noticeDays: v.string(),
        currentCtc: v.string(),
        expectedCtc: v.string(),
      }),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed || !notice(dataset.value)) return;
        const values = dataset.value;
        const issue = noticeDaysIssue(values.noticeDays);
        if (issue === null) return;
        const input = { ...values };
        addIssue({
          message: noticeDaysMessage[screen][issue],
          path: [{ type: 'object', origin: 'value', input, key: 'noticeDays', value: values.noticeDays }],
        });
      }),
    ),
  );
}

/** Stage 2 (Current Employment): availability, notice days, current and expected CTC. */
export const currentEmploymentSchema = currentEmploymentRules('onboarding');

/**
 * What the notice-days box keeps of typed text: digits only; a value over the contract's limit is
 * refused (the box keeps `previous`) and `refused` tells the screen to show its over-limit message.
 */
export function filterNoticeDays(raw: string, previous: string): { value: string; refused: boolean } {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  if (digits !== '' && noticeDaysIssue(digits) === 'over_max') return { value: previous, refused: true };
  return { value: digits, refused: false };
}

/** Ticking "Currently working here" on one entry clears it on the others and clears its to-fields. */
export function setCurrent(
  entries: readonly EmploymentEntryValues[],
  index: number,
  current: boolean,
): EmploymentEntryValues[] {
  return entries.map((entry, at) => {
    if (at === index) return current ? { ...entry, current, toMonth: '', toYear: '' } : { ...entry, current };
    return current ? { ...entry, current: false } : entry;
  });
}

/** Choosing a company other than Other clears the other company's name. */
export function setCompany(entry: EmploymentEntryValues, company: string): EmploymentEntryValues {
  return { ...entry, company, otherCompany: company === OTHER_OPTION ? entry.otherCompany : '' };
}

/**
 * Choosing a to-value: refused with 'Please select From Month and From Year first.' while the
 * from-fields are not both set (the to-fields are disabled then too).
 */
export function chooseTo(
  entry: EmploymentEntryValues,
  field: 'toMonth' | 'toYear',
  value: string,
): { entry: EmploymentEntryValues; error: string | null } {
  if (!fromSet(entry)) return { entry, error: SELECT_FROM_FIRST };
  return { entry: { ...entry, [field]: value }, error: null };
}

/** Whether an entry's to-fields are disabled: current, or the from-fields not both set. */
export function toFieldsDisabled(entry: EmploymentEntryValues): boolean {
  return entry.current || !fromSet(entry);
}

export const hasCurrent = (values: EmploymentValues) => values.entries.some((entry) => entry.current);

/** The employment payload (§3): one per entry; the current one carries availability and CTC. */
export function toEmploymentPayload(values: EmploymentValues): EmploymentPayload[] {
  return values.entries.map((entry) => {
    const current = entry.current;
    const notice = current && values.availability === 'notice_period';
    return {
      company_name: entry.company,
      other_company: entry.company === OTHER_OPTION ? entry.otherCompany.trim() : '',
      role: entry.role.trim(),
      from_years: Number(entry.fromYear),
      from_months: Number(entry.fromMonth),
      to_years: current ? 0 : Number(entry.toYear),
      to_months: current ? 0 : Number(entry.toMonth),
      min_ctc: current ? values.currentCtc : '',
      max_ctc: current ? values.expectedCtc : '',
      available_type: current ? values.availability : 'inactive',
      available_day: notice ? Number(values.noticeDays) : 0,
      working_status: current ? 1 : 0,
    } as EmploymentPayload;
  });
}

export interface SavedEmployment {
  company_name: string;
  other_company: string;
  role: string;
  from_years: number;
  from_months: number;
  to_years: number;
  to_months: number;
  min_ctc: string;
  max_ctc: string;
  available_type: AvailabilityType;
  available_day: number;
  working_status: 0 | 1;
}

/** The form's values from the saved employments (a step opened again shows them). */
export function employmentFromSaved(saved: readonly SavedEmployment[]): EmploymentValues {
  if (saved.length === 0) return emptyEmployment();
  const current = saved.find((item) => item.working_status === 1);
  return {
    entries: saved.map((item) => ({
      ...emptyEntry(),
      company: item.company_name,
      otherCompany: item.other_company,
      role: item.role,
      fromMonth: item.from_months >= 1 && item.from_months <= MONTHS_MAX ? String(item.from_months) : '',
      fromYear: item.from_years ? String(item.from_years) : '',
      toMonth: item.working_status === 1 || !item.to_months ? '' : String(item.to_months),
      toYear: item.working_status === 1 || !item.to_years ? '' : String(item.to_years),
      current: item.working_status === 1,
    })),
    availability: current?.available_type ?? 'immediate',
    noticeDays: current?.available_type === 'notice_period' ? String(current.available_day) : '',
    currentCtc: current?.min_ctc ?? '',
    expectedCtc: current?.max_ctc ?? '',
  };
}
