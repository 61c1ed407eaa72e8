import { onboardingLists } from '../../../contract/lists';
import { QUERY_ROOTS } from '../../api/query-keys';
import { readQueryOptions } from '../../api/read-query';

export const onboardingListsQueryKey = () => [QUERY_ROOTS.lists, 'onboarding'] as const;

/**
 * GET /candidates/onboarding/lists: every option list of the onboarding screens (§3), one cached
 * query for all of them, persisted (the lists root is kept offline), so every step opens offline
 * after one visit. Lists change rarely: fresh for an hour.
 */
export const onboardingListsQueryOptions = () =>
  readQueryOptions(onboardingLists, onboardingListsQueryKey(), { staleTime: 60 * 60 * 1000 });
