import { call } from '@app/api/call';
import type { CertificatePayload } from '@contract/candidate-record/certificate';
import { saveCertificate as saveCertificateCall } from '@contract/onboarding/certificates';

/** POST /candidates/onboarding/certificates (multipart, the `certificate` file when chosen now). */
export function saveCertificate(payload: CertificatePayload & { certificate?: File }) {
  return call(saveCertificateCall, payload);
}
