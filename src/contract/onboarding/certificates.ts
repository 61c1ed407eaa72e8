import {
  CERTIFICATE_TOO_LARGE,
  CERTIFICATE_WRONG_FILE,
  certificatePayloadSchema,
  UPLOAD_CERTIFICATE,
} from '../candidate-record/certificate';
import { endpoint } from '../endpoint';
import { documentRule } from '../files';
import { savedAnswer } from './fields';

export * from '../candidate-record/certificate';

/** POST /candidates/onboarding/certificates: the Certified Medical Coder's certificate (§3). */
export const saveCertificate = endpoint({
  method: 'POST',
  path: '/candidates/onboarding/certificates',
  body: 'multipart',
  request: certificatePayloadSchema,
  files: {
    certificate: documentRule({
      wrongKindMessage: CERTIFICATE_WRONG_FILE,
      tooLargeMessage: CERTIFICATE_TOO_LARGE,
      missingMessage: UPLOAD_CERTIFICATE,
    }),
  },
  answer: savedAnswer,
  errors: ['onboarding_step_missing'],
  session: true,
});
