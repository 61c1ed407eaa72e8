import * as v from 'valibot';
import { idField } from '../ids';
import { CURRENT_LOCATION, MONTHS_MAX, ONBOARDING_TEXT_MAX } from '../limits';
import { ROLE_TOO_LONG } from './employment';
import { EXPERIENCE_LEVELS, FRESHER_CERTIFICATE_TYPES, MANAGER_ROLES, OTHER_OPTION } from './options';
import { integerField, optionalText } from './wire-fields';

/** signed-out-and-onboarding.md §5 Experience level and Managerial. */
export const SELECT_EXPERIENCE_LEVEL = 'Please select an experience level.';
export const SELECT_FRESHER_TYPE = 'Please select a fresher type (Certified Medical Coder or Others).';
export const FILL_YEARS_AND_MONTHS = 'Please fill in both years and months of experience.';
export const EXPERIENCE_NOT_ZERO = 'Please enter valid experience. Years and months cannot both be zero.';
export const SELECT_ROLE = 'Please select a role';
export const FILL_ROLE_DESCRIPTION = 'Please fill in the role description';
export const EXPERIENCE_ID_MISSING = 'Experience ID is missing. Please complete the onboarding step again.';

/** signed-in-area.md §5 Edit profile on save (the experience's own). */
export const YEARS_UP_TO_3_DIGITS = 'Years of Experience must be up to 3 digits';
export const MONTHS_UP_TO_12 = 'Months of Experience cannot exceed 12';

/** Whether a level has a duration (years and months): Experienced and Managerial; a Fresher's is 0. */
export function hasExperienceDuration(level: string): boolean {
  return level === 'experienced' || level === 'managerial';
}

/**
 * The rules across the level's fields (§5), one list for both forms and the server: a Fresher
 * names a type; an Experienced or Managerial candidate's years and months are not both zero. The
 * rule broken, as [field, message], or null.
 */
export function experienceLevelIssue(experience: {
  experience_level: string;
  certificate_type: string;
  experience_years: number;
  experience_months: number;
}): ['certificate_type' | 'experience_years', string] | null {
  const { experience_level: level, experience_years: years, experience_months: months } = experience;
  if (level === 'freshers' && experience.certificate_type === '') {
    return ['certificate_type', SELECT_FRESHER_TYPE];
  }
  if (hasExperienceDuration(level) && !(years + months > 0)) return ['experience_years', EXPERIENCE_NOT_ZERO];
  return null;
}

/**
 * A Managerial candidate's role (§5 Managerial, and Edit Profile's 'Experience at'), one rule for
 * both forms and the server: a role of the list, and Other's description. The rule broken, as
 * [field, message], or null.
 */
export function managerRoleIssue(role: string, otherRole: string): ['role' | 'other_role', string] | null {
  if (!(MANAGER_ROLES as readonly string[]).includes(role)) return ['role', SELECT_ROLE];
  if (role === OTHER_OPTION && otherRole.trim() === '') return ['other_role', FILL_ROLE_DESCRIPTION];
  return null;
}

/** Edit Profile's years of experience as typed (signed-in-area.md §5): 1 to 3 digits. */
export const profileYearsValid = (typed: string) => /^\d{1,3}$/.test(typed.trim());
/** Edit Profile's months of experience as typed (§5): 1 or 2 digits, at most 12. */
export const profileMonthsValid = (typed: string) =>
  /^\d{1,2}$/.test(typed.trim()) && Number(typed) <= MONTHS_MAX;

/** A count sent as digits or as a number, valid as typed by `valid`, else `message`. */
const typedCount = (valid: (typed: string) => boolean, message: string) =>
  v.pipe(
    v.union([v.number(), v.string()], message),
    v.transform((value) => String(value).trim()),
    v.check(valid, message),
    v.transform(Number),
  );

/** The level and a Fresher's type, as both calls send them. */
const levelFields = {
  experience_level: v.picklist(EXPERIENCE_LEVELS, SELECT_EXPERIENCE_LEVEL),
  certificate_type: v.optional(
    v.union([v.picklist(FRESHER_CERTIFICATE_TYPES), v.literal('')], SELECT_FRESHER_TYPE),
    '',
  ),
};

/** POST /candidates/onboarding/experience, first shape: the experience level. */
export const experienceLevelPayloadSchema = v.pipe(
  v.object({
    ...levelFields,
    experience_years: integerField('experience_years', 0, 99),
    experience_months: integerField('experience_months', 0, MONTHS_MAX),
    current_location: v.optional(
      v.literal(CURRENT_LOCATION, `current_location must be '${CURRENT_LOCATION}'`),
      CURRENT_LOCATION,
    ),
  }),
  v.forward(
    v.check((p) => experienceLevelIssue(p)?.[0] !== 'certificate_type', SELECT_FRESHER_TYPE),
    ['certificate_type'],
  ),
  v.forward(
    v.check(
      (p) => p.experience_level !== 'freshers' || (p.experience_years === 0 && p.experience_months === 0),
      'A Fresher has 0 years and 0 months of experience',
    ),
    ['experience_years'],
  ),
  v.forward(
    v.check((p) => experienceLevelIssue(p)?.[0] !== 'experience_years', EXPERIENCE_NOT_ZERO),
    ['experience_years'],
  ),
);
export type ExperienceLevelPayload = v.InferInput<typeof experienceLevelPayloadSchema>;

/** POST /candidates/onboarding/experience, second shape: the managerial role. */
export const managerialRolePayloadSchema = v.pipe(
  v.object({
    experience_id: idField('experience_id'),
    role: v.picklist(MANAGER_ROLES, SELECT_ROLE),
    other_role: optionalText('other_role'),
  }),
  v.forward(
    v.check((p) => managerRoleIssue(p.role, p.other_role)?.[0] !== 'other_role', FILL_ROLE_DESCRIPTION),
    ['other_role'],
  ),
);
export type ManagerialRolePayload = v.InferInput<typeof managerialRolePayloadSchema>;

/**
 * Edit Profile's experience (profile_details' `experience`): the level, years and months as typed
 * (§5 messages), a Fresher's type, and a Managerial candidate's role ('Experience at'). The
 * server checks the rules across them (a Fresher's type, a role from the list, not zero).
 */
export const experiencePartSchema = v.object({
  ...levelFields,
  experience_years: v.optional(typedCount(profileYearsValid, YEARS_UP_TO_3_DIGITS), 0),
  experience_months: v.optional(typedCount(profileMonthsValid, MONTHS_UP_TO_12), 0),
  current_location: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(120, 'current_location is too long')),
    '',
  ),
  /** the managerial role ('Experience at' on the form), or Other with other_role */
  role: v.optional(
    v.pipe(v.string(ROLE_TOO_LONG), v.trim(), v.maxLength(ONBOARDING_TEXT_MAX, ROLE_TOO_LONG)),
    '',
  ),
  other_role: optionalText('other_role'),
});
export type ExperiencePart = v.InferInput<typeof experiencePartSchema>;
