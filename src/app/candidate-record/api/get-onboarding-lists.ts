import { QUERY_ROOTS } from '@app/api/query-keys';
import { readQueryOptions } from '@app/api/read-query';
import { onboardingLists } from '@contract/lists';

export const onboardingListsQueryKey = () => [QUERY_ROOTS.lists, 'onboarding'] as const;

/**
 * GET /candidates/onboarding/lists: every option list of the onboarding screens (§3), one cached
 * query for all of them, persisted (the lists root is kept offline), so every step opens offline
 * after one visit. Lists change rarely: fresh for an hour.
 */
export const onboardingListsQueryOptions = () =>
  readQueryOptions(onboardingLists, onboardingListsQueryKey(), { staleTime: 60 * 60 * 1000 });
