import * as v from 'valibot';
import { EMPLOYMENT_ENTRIES_MAX, MONTHS_MAX, NOTICE_DAYS_MAX, ONBOARDING_TEXT_MAX } from '../limits';
import { fourDigitYear } from './fields';
import { AVAILABILITY_TYPES, OTHER_OPTION, SALARY_RANGES } from './options';
import { flagField, integerField, optionalText, requiredText } from './wire-fields';

/**
 * The employment part of the candidate record: one entry per company, the same payload from the
 * onboarding step (POST /candidates/onboarding/employment) and from Edit Profile
 * (profile_details' `employment`). One set of rules; each call reads the fields with the
 * messages its screen's spec gives (signed-out-and-onboarding.md §5, signed-in-area.md §5).
 */

// ---- signed-out-and-onboarding.md §5 Employment (per entry) ----
export const COMPANY_REQUIRED = 'Company name is required';
export const SPECIFY_COMPANY = 'Please specify the company name';
export const ROLE_REQUIRED = 'Role is required';
export const FROM_MONTH_REQUIRED = 'From month is required';
export const FROM_YEAR_REQUIRED = 'From year is required';
export const TO_MONTH_REQUIRED = 'To month is required';
export const TO_YEAR_REQUIRED = 'To year is required';
export const TO_YEAR_BEFORE_FROM = 'To year cannot be earlier than From year';
export const TO_MONTH_BEFORE_FROM = 'To month cannot be earlier than From month in the same year';
export const TO_YEAR_IN_FUTURE = 'To year cannot be in the future for past employment';
export const SELECT_FROM_FIRST = 'Please select From Month and From Year first.';
export const NOTICE_DAYS_REQUIRED = 'Notice period days are required';
export const NOTICE_DAYS_NEGATIVE = 'Notice period must be a non-negative number';
export const NOTICE_DAYS_OVER_MAX = 'Notice period cannot exceed 180 days';
export const CURRENT_CTC_REQUIRED = 'Current CTC is required';
export const EXPECTED_CTC_REQUIRED = 'Expected CTC is required';
export const ONE_CURRENT_ONLY = 'Only one employment may be current';

// ---- signed-in-area.md §5 Edit profile on save (the employment's own) ----
export const DAYS_UP_TO_180 = 'Days cannot exceed 180';
export const FROM_YEAR_4_DIGITS = 'From year must be a 4-digit number';
export const TO_YEAR_4_DIGITS = 'To year must be a 4-digit number';
/** The server's own text (the spec does not give it). */
export const ROLE_TOO_LONG = `Role must be at most ${ONBOARDING_TEXT_MAX} characters`;

/** The most employments one profile holds (Edit Profile); onboarding takes EMPLOYMENT_ENTRIES_MAX. */
export const PROFILE_EMPLOYMENTS_MAX = 20;

/** Messages of the rules both readings share but name differently. */
const NOT_CURRENT_INACTIVE = 'An employment that is not current is sent as inactive with 0 days';
const DAYS_ONLY_ON_NOTICE = 'available_day is 0 unless on notice period';
const CURRENT_HAS_NO_END = 'A current employment has no end (to_years and to_months 0)';

/**
 * The date-order rules of one entry (§5), with the reference year (the current year, from the
 * caller's clock): the first rule broken, as [field, message], or null. Shared by the app's form
 * and the server, so both refuse the same entries.
 */
export function employmentDateIssue(
  entry: { from_years: number; from_months: number; to_years: number; to_months: number; current: boolean },
  referenceYear: number,
): ['to_years' | 'to_months', string] | null {
  if (entry.current) return null;
  if (entry.to_years < entry.from_years) return ['to_years', TO_YEAR_BEFORE_FROM];
  if (entry.to_years > referenceYear) return ['to_years', TO_YEAR_IN_FUTURE];
  if (entry.to_years === entry.from_years && entry.to_months < entry.from_months) {
    return ['to_months', TO_MONTH_BEFORE_FROM];
  }
  return null;
}

/**
 * The notice period's days as typed on a form (§5): which rule they break, or null. Onboarding
 * names the faults NOTICE_DAYS_REQUIRED / NEGATIVE / OVER_MAX, Edit Profile NOTICE_DAYS_REQUIRED
 * and DAYS_UP_TO_180 (see `noticeDaysMessage`).
 */
export function noticeDaysIssue(typed: string): 'required' | 'negative' | 'over_max' | null {
  const text = typed.trim();
  if (text === '') return 'required';
  if (text.startsWith('-')) return 'negative';
  if (!/^\d+$/.test(text) || Number(text) > NOTICE_DAYS_MAX) return 'over_max';
  return null;
}

/** The message of a notice-days fault on each screen. */
export const noticeDaysMessage = {
  onboarding: {
    required: NOTICE_DAYS_REQUIRED,
    negative: NOTICE_DAYS_NEGATIVE,
    over_max: NOTICE_DAYS_OVER_MAX,
  },
  profile: { required: NOTICE_DAYS_REQUIRED, negative: DAYS_UP_TO_180, over_max: DAYS_UP_TO_180 },
} as const;

const salaryOrBlank = (label: string) =>
  v.optional(
    v.union([v.picklist(SALARY_RANGES), v.literal('')], `${label} must be one of the salary ranges`),
    '',
  );

/** The fields of an entry both readings take as they are. */
const commonFields = {
  company_name: requiredText('company_name', COMPANY_REQUIRED),
  other_company: optionalText('other_company'),
  to_months: integerField('to_months', 0, MONTHS_MAX),
  min_ctc: salaryOrBlank('min_ctc'),
  max_ctc: salaryOrBlank('max_ctc'),
};

/** The onboarding step's reading: whole numbers named by their field, every field sent. */
const stepFields = {
  ...commonFields,
  role: requiredText('role', ROLE_REQUIRED),
  from_years: integerField('from_years', 1900, 9999),
  from_months: integerField('from_months', 1, MONTHS_MAX),
  /** 0 with to_months 0 when current */
  to_years: integerField('to_years', 0, 9999),
  available_type: v.picklist(
    AVAILABILITY_TYPES,
    'available_type must be immediate, notice_period or inactive',
  ),
  available_day: integerField('available_day', 0, NOTICE_DAYS_MAX),
  working_status: flagField('working_status'),
};

/** Edit Profile's reading (signed-in-area.md §5 messages); availability may be left out. */
const formFields = {
  ...commonFields,
  role: v.pipe(
    v.string(ROLE_REQUIRED),
    v.trim(),
    v.nonEmpty(ROLE_REQUIRED),
    v.maxLength(ONBOARDING_TEXT_MAX, ROLE_TOO_LONG),
  ),
  from_years: fourDigitYear(FROM_YEAR_4_DIGITS),
  from_months: v.pipe(
    v.union([v.number(), v.string()], FROM_MONTH_REQUIRED),
    v.transform(Number),
    v.integer(FROM_MONTH_REQUIRED),
    v.minValue(1, FROM_MONTH_REQUIRED),
    v.maxValue(MONTHS_MAX, FROM_MONTH_REQUIRED),
  ),
  /** 4 digits, or 0 with to_months 0 when the company is At Present (working_status 1) */
  to_years: v.pipe(
    v.union([v.number(), v.string()], TO_YEAR_4_DIGITS),
    v.transform((value) => String(value).trim()),
    v.regex(/^(0|\d{4})$/, TO_YEAR_4_DIGITS),
    v.transform(Number),
  ),
  available_type: v.optional(
    v.picklist(AVAILABILITY_TYPES, 'available_type must be immediate, notice_period or inactive'),
    'inactive',
  ),
  available_day: v.optional(
    v.pipe(
      v.union([v.number(), v.string()], DAYS_UP_TO_180),
      v.transform((value) => (String(value).trim() === '' ? 0 : Number(value))),
      v.integer(DAYS_UP_TO_180),
      v.minValue(0, NOTICE_DAYS_NEGATIVE),
      v.maxValue(NOTICE_DAYS_MAX, DAYS_UP_TO_180),
    ),
    0,
  ),
  working_status: v.optional(flagField('working_status'), 0),
};

/** An entry as both readings answer it. */
interface ReadEntry {
  company_name: string;
  other_company: string;
  to_years: number;
  to_months: number;
  min_ctc: string;
  max_ctc: string;
  available_type: string;
  available_day: number;
  working_status: 0 | 1;
}

/** One rule across an entry's fields: the field it is shown at, and its message. */
interface EntryRule {
  field: keyof ReadEntry;
  holds: (entry: ReadEntry) => boolean;
  message: string;
}

/**
 * The rules across an entry's fields (§5), one list for both calls, in order: Other's name, an
 * end for a past employment (its year first; `toYear`: the least year and its message, as each screen words it),
 * none for the current one, the current one's pay, and availability on the current one only.
 */
const entryRules = (toYear: { min: number; message: string }): readonly EntryRule[] => [
  {
    field: 'other_company',
    holds: (e) => e.company_name !== OTHER_OPTION || e.other_company !== '',
    message: SPECIFY_COMPANY,
  },
  {
    field: 'to_years',
    holds: (e) => e.working_status === 1 || e.to_years >= toYear.min,
    message: toYear.message,
  },
  {
    field: 'to_months',
    holds: (e) => e.working_status === 1 || e.to_months >= 1,
    message: TO_MONTH_REQUIRED,
  },
  {
    field: 'to_years',
    holds: (e) => e.working_status === 0 || (e.to_years === 0 && e.to_months === 0),
    message: CURRENT_HAS_NO_END,
  },
  {
    field: 'min_ctc',
    holds: (e) => e.working_status === 0 || e.min_ctc !== '',
    message: CURRENT_CTC_REQUIRED,
  },
  {
    field: 'max_ctc',
    holds: (e) => e.working_status === 0 || e.max_ctc !== '',
    message: EXPECTED_CTC_REQUIRED,
  },
  {
    field: 'available_type',
    holds: (e) => e.working_status === 1 || (e.available_type === 'inactive' && e.available_day === 0),
    message: NOT_CURRENT_INACTIVE,
  },
  {
    field: 'available_day',
    holds: (e) => e.available_type === 'notice_period' || e.available_day === 0,
    message: DAYS_ONLY_ON_NOTICE,
  },
];

/** The rules as one check of a reading's parsed entry, each broken rule an issue at its field. */
function checkedEntry<T extends ReadEntry>(toYear: { min: number; message: string }) {
  const rules = entryRules(toYear);
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const entry = dataset.value;
    for (const rule of rules) {
      if (rule.holds(entry)) continue;
      addIssue({
        message: rule.message,
        path: [
          {
            type: 'object',
            origin: 'value',
            input: entry as unknown as Record<string, unknown>,
            key: rule.field,
            value: entry[rule.field],
          },
        ],
      });
    }
  });
}

const stepObject = v.object(stepFields);
const formObject = v.object(formFields);

/** One employment as the onboarding step sends it. */
export const employmentEntrySchema = v.pipe(
  stepObject,
  checkedEntry<v.InferOutput<typeof stepObject>>({ min: 1900, message: TO_YEAR_REQUIRED }),
);
export type EmploymentPayload = v.InferInput<typeof employmentEntrySchema>;

/** The same employment as Edit Profile sends it (profile_details' `employment` items). */
export const employmentItemSchema = v.pipe(
  formObject,
  checkedEntry<v.InferOutput<typeof formObject>>({ min: 1, message: TO_YEAR_4_DIGITS }),
);
export type EmploymentItem = v.InferInput<typeof employmentItemSchema>;

const oneCurrentAtMost = <T extends { working_status: 0 | 1 }>(list: T[]) =>
  list.filter((e) => e.working_status === 1).length <= 1;

/** The onboarding step's list: one employment at least. */
export const employmentPayloadSchema = v.pipe(
  v.array(employmentEntrySchema, 'The employment list must be an array'),
  v.minLength(1, 'Add at least one employment'),
  v.maxLength(EMPLOYMENT_ENTRIES_MAX, `At most ${EMPLOYMENT_ENTRIES_MAX} employments`),
  v.check(oneCurrentAtMost, ONE_CURRENT_ONLY),
);

/** Edit Profile's list (empty for a Fresher; the server asks an experienced candidate for one). */
export const employmentPartSchema = v.pipe(
  v.array(employmentItemSchema, 'employment must be a list'),
  v.maxLength(PROFILE_EMPLOYMENTS_MAX, `At most ${PROFILE_EMPLOYMENTS_MAX} employments`),
  v.check(oneCurrentAtMost, ONE_CURRENT_ONLY),
);
