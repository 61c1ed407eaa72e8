import { QUERY_ROOTS } from '@app/api/query-keys';
import { readQueryOptions } from '@app/api/read-query';
import { onboardingProgress } from '@contract/onboarding/progress';

/** Under the profile root, so it is persisted: a step opened offline still shows what it saved. */
export const onboardingProgressQueryKey = () => [QUERY_ROOTS.profile, 'onboarding-progress'] as const;

/** GET /candidates/onboarding/progress: what the candidate saved so far and the next step, asked again on each mount. */
export const onboardingProgressQueryOptions = () =>
  readQueryOptions(onboardingProgress, onboardingProgressQueryKey(), { staleTime: 0 });
