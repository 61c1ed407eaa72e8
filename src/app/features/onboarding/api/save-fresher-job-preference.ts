import { call } from '@app/api/call';
import type { ProcessType } from '@contract/candidate-record/options';
import { saveJobPreference } from '@contract/onboarding/job-preference';

/** POST /candidates/onboarding/job_preference as JSON with `process` only (the fresher screen, §7). */
export function saveFresherJobPreference(process: ProcessType) {
  return call(saveJobPreference, { process }, { asJson: true });
}
