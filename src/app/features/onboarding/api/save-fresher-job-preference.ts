import { type ProcessType, saveJobPreference } from '../../../../contract/onboarding';
import { call } from '../../../api/call';

/** POST /candidates/onboarding/job_preference as JSON with `process` only (the fresher screen, §7). */
export function saveFresherJobPreference(process: ProcessType) {
  return call(saveJobPreference, { process }, { asJson: true });
}
