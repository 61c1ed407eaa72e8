import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { EMPLOYMENT_ENTRIES_MAX, MONTHS_MAX, NOTICE_DAYS_MAX } from '../limits';
import { flagField, integerField, optionalText, requiredText, savedAnswer } from './fields';
import { AVAILABILITY_TYPES, OTHER_OPTION, SALARY_RANGES } from './options';

/** signed-out-and-onboarding.md §5 Employment (per entry). */
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

const salaryOrBlank = (label: string) =>
  v.optional(
    v.union([v.picklist(SALARY_RANGES), v.literal('')], `${label} must be one of the salary ranges`),
    '',
  );

/** One employment payload (§3). Cross-field rules (Other, current, dates) are checked by the server. */
export const employmentEntrySchema = v.pipe(
  v.object({
    company_name: requiredText('company_name', COMPANY_REQUIRED),
    other_company: optionalText('other_company'),
    role: requiredText('role', ROLE_REQUIRED),
    from_years: integerField('from_years', 1900, 9999),
    from_months: integerField('from_months', 1, MONTHS_MAX),
    /** 0 with to_months 0 when current */
    to_years: integerField('to_years', 0, 9999),
    to_months: integerField('to_months', 0, MONTHS_MAX),
    min_ctc: salaryOrBlank('min_ctc'),
    max_ctc: salaryOrBlank('max_ctc'),
    available_type: v.picklist(
      AVAILABILITY_TYPES,
      'available_type must be immediate, notice_period or inactive',
    ),
    available_day: integerField('available_day', 0, NOTICE_DAYS_MAX),
    working_status: flagField('working_status'),
  }),
  v.forward(
    v.check((e) => e.company_name !== OTHER_OPTION || e.other_company !== '', SPECIFY_COMPANY),
    ['other_company'],
  ),
  v.forward(
    v.check((e) => e.working_status === 1 || e.to_months >= 1, TO_MONTH_REQUIRED),
    ['to_months'],
  ),
  v.forward(
    v.check((e) => e.working_status === 1 || e.to_years >= 1900, TO_YEAR_REQUIRED),
    ['to_years'],
  ),
  v.forward(
    v.check(
      (e) => e.working_status === 0 || (e.to_years === 0 && e.to_months === 0),
      'A current employment has no end (to_years and to_months 0)',
    ),
    ['to_years'],
  ),
  v.forward(
    v.check((e) => e.working_status === 0 || e.min_ctc !== '', CURRENT_CTC_REQUIRED),
    ['min_ctc'],
  ),
  v.forward(
    v.check((e) => e.working_status === 0 || e.max_ctc !== '', EXPECTED_CTC_REQUIRED),
    ['max_ctc'],
  ),
  v.forward(
    v.check(
      (e) => e.working_status === 1 || (e.available_type === 'inactive' && e.available_day === 0),
      'An employment that is not current is sent as inactive with 0 days',
    ),
    ['available_type'],
  ),
  v.forward(
    v.check(
      (e) => e.available_type === 'notice_period' || e.available_day === 0,
      'available_day is 0 unless on notice period',
    ),
    ['available_day'],
  ),
);
export type EmploymentPayload = v.InferInput<typeof employmentEntrySchema>;

export const employmentPayloadSchema = v.pipe(
  v.array(employmentEntrySchema, 'The employment list must be an array'),
  v.minLength(1, 'Add at least one employment'),
  v.maxLength(EMPLOYMENT_ENTRIES_MAX, `At most ${EMPLOYMENT_ENTRIES_MAX} employments`),
  v.check((list) => list.filter((e) => e.working_status === 1).length <= 1, ONE_CURRENT_ONLY),
);

/**
 * POST /candidates/onboarding/employment: a JSON array, one payload per entry. Replaces the
 * employments saved before. The server also checks company names against the lists and the
 * date order against its clock's year.
 */
export const saveEmployment = endpoint({
  method: 'POST',
  path: '/candidates/onboarding/employment',
  request: employmentPayloadSchema,
  answer: savedAnswer,
  errors: ['onboarding_step_missing'],
  session: true,
});
