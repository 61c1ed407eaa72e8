import {
  EXPERIENCE_NOT_ZERO,
  type ExperienceLevelPayload,
  experienceLevelIssue,
  FILL_YEARS_AND_MONTHS,
  hasExperienceDuration,
  SELECT_EXPERIENCE_LEVEL,
  SELECT_FRESHER_TYPE,
} from '@contract/candidate-record/experience';
import {
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  FRESHER_CERTIFICATE_TYPES,
  type FresherCertificateType,
} from '@contract/candidate-record/options';
import { CURRENT_LOCATION, MONTHS_MAX, ONBOARDING_YEARS_DIGITS } from '@contract/limits';
import type { OnboardingStep } from '@contract/onboarding/steps';
import * as v from 'valibot';

/** §8: the level save's failure, followed by the error. */
export const EXPERIENCE_SAVE_FAILED = 'Failed to save experience details: ';
export const MONTHS_OVER_MAX = `Months cannot be more than ${MONTHS_MAX}.`;

/** The level form as typed: '' until chosen or filled. */
export interface ExperienceLevelValues {
  level: ExperienceLevel | '';
  fresherType: FresherCertificateType | '';
  years: string;
  months: string;
}

export const emptyExperienceLevel: ExperienceLevelValues = {
  level: '',
  fresherType: '',
  years: '',
  months: '',
};

const isFresher = (values: ExperienceLevelValues) => values.level === 'freshers';
const needsDuration = (values: ExperienceLevelValues) => hasExperienceDuration(values.level);
const durationFilled = (values: ExperienceLevelValues) =>
  values.years.trim() !== '' && values.months.trim() !== '';

/**
 * The contract's rules across the level's fields (experienceLevelIssue) on a form's values: the
 * duration's only once `counted` says both boxes hold a count (each form says when).
 */
export function typedLevelIssue<T extends ExperienceLevelValues>(values: T, counted: (values: T) => boolean) {
  const issue = experienceLevelIssue({
    experience_level: values.level,
    certificate_type: values.fresherType,
    experience_years: Number(values.years),
    experience_months: Number(values.months),
  });
  return issue?.[0] === 'experience_years' && !counted(values) ? null : issue;
}
/** Onboarding's: the duration's rule once both boxes are filled. */
const levelIssue = (values: ExperienceLevelValues) => typedLevelIssue(values, durationFilled);

/** §5 Experience level, on Next. The duration messages show under the years box. */
export const experienceLevelSchema = v.pipe(
  v.object({
    level: v.union([v.picklist(EXPERIENCE_LEVELS), v.literal('')]),
    fresherType: v.union([v.picklist(FRESHER_CERTIFICATE_TYPES), v.literal('')]),
    years: v.string(),
    months: v.string(),
  }),
  v.forward(
    v.check((values) => values.level !== '', SELECT_EXPERIENCE_LEVEL),
    ['level'],
  ),
  v.forward(
    v.check((values) => levelIssue(values)?.[0] !== 'certificate_type', SELECT_FRESHER_TYPE),
    ['fresherType'],
  ),
  v.forward(
    v.check((values) => !needsDuration(values) || durationFilled(values), FILL_YEARS_AND_MONTHS),
    ['years'],
  ),
  v.forward(
    v.check((values) => levelIssue(values)?.[0] !== 'experience_years', EXPERIENCE_NOT_ZERO),
    ['years'],
  ),
  v.forward(
    v.check((values) => !needsDuration(values) || Number(values.months || 0) <= MONTHS_MAX, MONTHS_OVER_MAX),
    ['months'],
  ),
);

/** What the years box keeps of typed or pasted text: digits only, at most 2. */
export function filterYearsInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, ONBOARDING_YEARS_DIGITS);
}

/**
 * What the months box keeps: digits only, at most 2, and no more than 12 (a keystroke that would
 * go past 12 is refused: the box keeps `previous`).
 */
export function filterMonthsInput(raw: string, previous: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 2);
  return digits !== '' && Number(digits) > MONTHS_MAX ? previous : digits;
}

/** The level save's payload (§3, §9: a Fresher is sent as 0 years and 0 months, location India). */
export function toExperienceLevelPayload(values: ExperienceLevelValues): ExperienceLevelPayload {
  const fresher = isFresher(values);
  return {
    experience_level: values.level as ExperienceLevel,
    experience_years: fresher ? 0 : Number(values.years),
    experience_months: fresher ? 0 : Number(values.months),
    current_location: CURRENT_LOCATION,
    certificate_type: fresher ? values.fresherType : '',
  };
}

/** Where Next goes after the level is saved (§2 Experience level). */
export function stepAfterLevel(values: ExperienceLevelValues): OnboardingStep {
  switch (values.level) {
    case 'freshers':
      return values.fresherType === 'medical_coder' ? '/certification-details' : '/fresher-lookingfor';
    case 'managerial':
      return '/managerial';
    default:
      return '/experience';
  }
}

/** The form's values from what was saved before (a step opened again shows it). */
export function experienceLevelFromSaved(
  saved: {
    experience_level: ExperienceLevel;
    experience_years: number;
    experience_months: number;
    certificate_type: FresherCertificateType | '';
  } | null,
): ExperienceLevelValues {
  if (!saved) return emptyExperienceLevel;
  const fresher = saved.experience_level === 'freshers';
  return {
    level: saved.experience_level,
    fresherType: fresher ? saved.certificate_type : '',
    years: fresher ? '' : String(saved.experience_years),
    months: fresher ? '' : String(saved.experience_months),
  };
}
