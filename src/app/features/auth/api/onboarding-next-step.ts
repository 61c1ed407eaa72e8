import { call } from '@app/api/call';
import { onboardingProgress } from '@contract/onboarding/progress';
import type { OnboardingStep } from '@contract/onboarding/steps';

/**
 * GET /candidates/onboarding/progress, read for one thing: the first onboarding step the
 * candidate has not saved yet, where a login with unfinished onboarding lands.
 */
export async function onboardingNextStep(): Promise<OnboardingStep> {
  const answer = await call(onboardingProgress);
  return answer.result.next_step;
}
