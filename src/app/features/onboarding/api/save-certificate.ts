import {
  type CertificatePayload,
  saveCertificate as saveCertificateCall,
} from '../../../../contract/onboarding';
import { call } from '../../../api/call';

/** POST /candidates/onboarding/certificates (multipart, the `certificate` file when chosen now). */
export function saveCertificate(payload: CertificatePayload & { certificate?: File }) {
  return call(saveCertificateCall, payload);
}
