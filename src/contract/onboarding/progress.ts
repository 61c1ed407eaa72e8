import * as v from 'valibot';
import {
  savedCertificateSchema,
  savedEducationSchema,
  savedEmploymentSchema,
  savedExperienceSchema,
  savedJobPreferenceSchema,
} from '../candidate-record/saved';
import { sessionRead } from '../session-read';
import { ONBOARDING_STEPS } from './steps';

/** What the candidate has saved so far, and the first step not yet saved. */
export const onboardingProgressSchema = v.object({
  completed: v.boolean(),
  next_step: v.picklist(ONBOARDING_STEPS),
  experience: v.nullable(savedExperienceSchema),
  employment: v.array(savedEmploymentSchema),
  job_preference: v.nullable(savedJobPreferenceSchema),
  certificate: v.nullable(savedCertificateSchema),
  education: v.nullable(savedEducationSchema),
});
export type OnboardingProgress = v.InferOutput<typeof onboardingProgressSchema>;

/**
 * GET /candidates/onboarding/progress (ours, beyond the spec's table): resuming after a login
 * lands on `next_step`, and going back to a step shows what it saved.
 */
export const onboardingProgress = sessionRead('/candidates/onboarding/progress', onboardingProgressSchema);
