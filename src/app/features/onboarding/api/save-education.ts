import { type EducationPayload, saveEducation as saveEducationCall } from '../../../../contract/onboarding';
import { call } from '../../../api/call';

/** POST /candidates/onboarding/education (multipart, the optional `files` document). */
export function saveEducation(payload: EducationPayload & { files?: File }) {
  return call(saveEducationCall, payload);
}
