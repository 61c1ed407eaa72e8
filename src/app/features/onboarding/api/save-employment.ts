import {
  type EmploymentPayload,
  saveEmployment as saveEmploymentCall,
} from '../../../../contract/onboarding';
import { call } from '../../../api/call';

/** POST /candidates/onboarding/employment: a JSON array, one payload per entry (replaces what was saved). */
export function saveEmployment(payload: EmploymentPayload[]) {
  return call(saveEmploymentCall, payload);
}
