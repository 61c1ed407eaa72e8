import { onboardingProgress } from '../../../../contract/onboarding/progress';
import { QUERY_ROOTS } from '../../../api/query-keys';
import { readQueryOptions } from '../../../api/read-query';

/** Under the profile root, so it is persisted: a step opened offline still shows what it saved. */
export const onboardingProgressQueryKey = () => [QUERY_ROOTS.profile, 'onboarding-progress'] as const;

/** GET /candidates/onboarding/progress: what the candidate saved so far and the next step, asked again on each mount. */
export const onboardingProgressQueryOptions = () =>
  readQueryOptions(onboardingProgress, onboardingProgressQueryKey(), { staleTime: 0 });
