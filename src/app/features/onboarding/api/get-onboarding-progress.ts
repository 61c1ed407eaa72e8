import { queryOptions } from '@tanstack/react-query';
import { onboardingProgress } from '../../../../contract/onboarding';
import { call } from '../../../api/call';
import { QUERY_ROOTS } from '../../../api/query-keys';

/** GET /candidates/onboarding/progress: what the candidate saved so far and the next step. */
export function getOnboardingProgress(signal?: AbortSignal) {
  return call(onboardingProgress, undefined, { signal });
}

/** Under the profile root, so it is persisted: a step opened offline still shows what it saved. */
export const onboardingProgressQueryKey = () => [QUERY_ROOTS.profile, 'onboarding-progress'] as const;

export const onboardingProgressQueryOptions = () =>
  queryOptions({
    queryKey: onboardingProgressQueryKey(),
    queryFn: async ({ signal }) => (await getOnboardingProgress(signal)).result,
    staleTime: 0,
  });
