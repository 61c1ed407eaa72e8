import * as v from 'valibot';
import { experienceLevelPayloadSchema, managerialRolePayloadSchema } from '../candidate-record/experience';
import { endpoint } from '../endpoint';

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
