import { jobPreferencePayloadSchema, LOOKING_FOR_WRONG_FILE } from '../candidate-record/job-preference';
import { savedAnswer } from '../candidate-record/wire-fields';
import { endpoint } from '../endpoint';
import { documentRule } from '../files';

/** POST /candidates/onboarding/job_preference: Looking for (multipart) or a Fresher's process (JSON). */
export const saveJobPreference = endpoint({
  method: 'POST',
  path: '/candidates/onboarding/job_preference',
  body: 'multipart',
  request: jobPreferencePayloadSchema,
  files: { certificate: documentRule({ wrongKindMessage: LOOKING_FOR_WRONG_FILE }) },
  answer: savedAnswer,
  errors: ['onboarding_step_missing'],
  session: true,
});
