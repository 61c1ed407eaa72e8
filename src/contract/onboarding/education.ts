import { EDUCATION_WRONG_FILE, educationPayloadSchema } from '../candidate-record/education';
import { savedAnswer } from '../candidate-record/wire-fields';
import { endpoint } from '../endpoint';
import { documentRule, FILE_OVER_5MB } from '../files';

/** POST /candidates/onboarding/education: the highest education (§3), multipart. */
export const saveEducation = endpoint({
  method: 'POST',
  path: '/candidates/onboarding/education',
  body: 'multipart',
  request: educationPayloadSchema,
  files: { files: documentRule({ wrongKindMessage: EDUCATION_WRONG_FILE, tooLargeMessage: FILE_OVER_5MB }) },
  answer: savedAnswer,
  errors: ['onboarding_step_missing'],
  session: true,
});
