import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { idField } from '../ids';
import { CURRENT_LOCATION, MONTHS_MAX } from '../limits';
import { integerField, optionalText } from './fields';
import { EXPERIENCE_LEVELS, FRESHER_CERTIFICATE_TYPES, MANAGER_ROLES, OTHER_OPTION } from './options';

/** signed-out-and-onboarding.md §5 Experience level and Managerial. */
export const SELECT_EXPERIENCE_LEVEL = 'Please select an experience level.';
export const SELECT_FRESHER_TYPE = 'Please select a fresher type (Certified Medical Coder or Others).';
export const FILL_YEARS_AND_MONTHS = 'Please fill in both years and months of experience.';
export const EXPERIENCE_NOT_ZERO = 'Please enter valid experience. Years and months cannot both be zero.';
export const SELECT_ROLE = 'Please select a role';
export const FILL_ROLE_DESCRIPTION = 'Please fill in the role description';
export const EXPERIENCE_ID_MISSING = 'Experience ID is missing. Please complete the onboarding step again.';

/** POST /candidates/onboarding/experience, first shape: the experience level. */
export const experienceLevelPayloadSchema = v.pipe(
  v.object({
    experience_level: v.picklist(EXPERIENCE_LEVELS, SELECT_EXPERIENCE_LEVEL),
    experience_years: integerField('experience_years', 0, 99),
    experience_months: integerField('experience_months', 0, MONTHS_MAX),
    current_location: v.optional(
      v.literal(CURRENT_LOCATION, `current_location must be '${CURRENT_LOCATION}'`),
      CURRENT_LOCATION,
    ),
    certificate_type: v.optional(
      v.union([v.picklist(FRESHER_CERTIFICATE_TYPES), v.literal('')], SELECT_FRESHER_TYPE),
      '',
    ),
  }),
  v.forward(
    v.check((p) => p.experience_level !== 'freshers' || p.certificate_type !== '', SELECT_FRESHER_TYPE),
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
    v.check(
      (p) => p.experience_level === 'freshers' || p.experience_years + p.experience_months > 0,
      EXPERIENCE_NOT_ZERO,
    ),
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
    v.check((p) => p.role !== OTHER_OPTION || p.other_role !== '', FILL_ROLE_DESCRIPTION),
    ['other_role'],
  ),
);
export type ManagerialRolePayload = v.InferInput<typeof managerialRolePayloadSchema>;

function isRolePayload(input: unknown): boolean {
  return typeof input === 'object' && input !== null && 'experience_id' in input;
}

/**
 * One path, two shapes (§7): a body with `experience_id` is the managerial role, any other the
 * level. The level's answer carries `result.experience_id`; the role's has no result.
 */
export const saveExperience = endpoint({
  method: 'POST',
  path: '/candidates/onboarding/experience',
  request: v.lazy((input) =>
    isRolePayload(input) ? managerialRolePayloadSchema : experienceLevelPayloadSchema,
  ),
  answer: v.object({
    success: v.literal(true),
    message: v.optional(v.string()),
    result: v.optional(v.object({ experience_id: v.number() })),
  }),
  errors: ['onboarding_step_missing'],
  session: true,
});
