import { employmentPayloadSchema } from '../candidate-record/employment';
import { savedAnswer } from '../candidate-record/wire-fields';
import { endpoint } from '../endpoint';

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
