import type { OnboardingStep } from '@contract/onboarding/steps';
import { useRouter } from '@tanstack/react-router';

/** Cancel on a step: back in history, or to the step before when the step was opened directly. */
export function useStepCancel(previous: OnboardingStep): () => void {
  const router = useRouter();
  return () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: previous });
  };
}
