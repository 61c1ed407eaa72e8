import { call } from '@app/api/call';
import type { JobPreferencePayload } from '@contract/candidate-record/job-preference';
import { saveJobPreference as saveJobPreferenceCall } from '@contract/onboarding/job-preference';

/** POST /candidates/onboarding/job_preference, multipart (the `certificate` file when Certified). */
export function saveLookingFor(payload: JobPreferencePayload & { certificate?: File }) {
  return call(saveJobPreferenceCall, payload);
}
