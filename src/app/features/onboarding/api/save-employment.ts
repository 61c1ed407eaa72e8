import { call } from '@app/api/call';
import type { EmploymentPayload } from '@contract/candidate-record/employment';
import { saveEmployment as saveEmploymentCall } from '@contract/onboarding/employment';

/** POST /candidates/onboarding/employment: a JSON array, one payload per entry (replaces what was saved). */
export function saveEmployment(payload: EmploymentPayload[]) {
  return call(saveEmploymentCall, payload);
}
