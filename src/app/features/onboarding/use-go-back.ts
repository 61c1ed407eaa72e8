import { useNavigate, useRouter } from '@tanstack/react-router';
import type { OnboardingStep } from '../../../contract/onboarding';

/** Cancel / back: the previous page, or `fallback` (the previous step) when there is no history. */
export function useGoBack(fallback: OnboardingStep) {
  const router = useRouter();
  const navigate = useNavigate();
  return () => {
    if (router.history.canGoBack()) router.history.back();
    else void navigate({ to: fallback });
  };
}
