import {
  CERTIFICATE_TOO_LARGE,
  CERTIFICATE_WRONG_FILE,
  certificatePayloadSchema,
  UPLOAD_CERTIFICATE,
} from '../candidate-record/certificate';
import { savedAnswer } from '../candidate-record/wire-fields';
import { endpoint } from '../endpoint';
import { documentRule } from '../files';

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
