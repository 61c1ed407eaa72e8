import type { CertificatePayload } from '../../../../contract/candidate-record/certificate';
import { saveCertificate as saveCertificateCall } from '../../../../contract/onboarding/certificates';
import { call } from '../../../api/call';

/** POST /candidates/onboarding/certificates (multipart, the `certificate` file when chosen now). */
export function saveCertificate(payload: CertificatePayload & { certificate?: File }) {
  return call(saveCertificateCall, payload);
}
