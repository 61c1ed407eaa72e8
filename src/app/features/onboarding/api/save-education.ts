import { call } from '@app/api/call';
import type { EducationPayload } from '@contract/candidate-record/education';
import { saveEducation as saveEducationCall } from '@contract/onboarding/education';

/** POST /candidates/onboarding/education (multipart, the optional `files` document). */
export function saveEducation(payload: EducationPayload & { files?: File }) {
  return call(saveEducationCall, payload);
}
