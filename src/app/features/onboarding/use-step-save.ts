import { clearDraft } from '@app/offline/step-draft';
import type { OnboardingStep } from '@contract/onboarding/steps';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { onboardingProgressQueryKey } from './api/get-onboarding-progress';
import { stepFailureText } from './step-failure';

/**
 * Saving one onboarding step: `submitting` while the call runs (the button says 'Submitting...'),
 * the failure in plain words in `error` (offline, the server's message, or the screen's
 * `fallback`), and on success the step's draft cleared and the saved progress refreshed. The
 * caller navigates on a non-null answer; on failure nothing the candidate entered is touched.
 */
export function useStepSave(step: OnboardingStep, fallback: string) {
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save<T>(send: () => Promise<T>): Promise<T | null> {
    setSubmitting(true);
    setError(null);
    try {
      const answer = await send();
      clearDraft(step);
      await queryClient.invalidateQueries({ queryKey: onboardingProgressQueryKey() });
      return answer;
    } catch (failure) {
      setError(stepFailureText(failure, fallback));
      return null;
    } finally {
      setSubmitting(false);
    }
  }

  return { save, submitting, error, setError };
}
