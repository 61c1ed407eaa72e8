import { queryOptions } from '@tanstack/react-query';
import { onboardingLists } from '../../../contract/lists';
import { call } from '../../api/call';
import { QUERY_ROOTS } from '../../api/query-keys';

/** GET /candidates/onboarding/lists: every option list of the onboarding screens (§3). */
export function getOnboardingLists(signal?: AbortSignal) {
  return call(onboardingLists, undefined, { signal });
}

export const onboardingListsQueryKey = () => [QUERY_ROOTS.lists, 'onboarding'] as const;

/**
 * One cached query for all the onboarding screens, persisted (the lists root is kept offline), so
 * every step opens offline after one visit. Lists change rarely: fresh for an hour.
 */
export const onboardingListsQueryOptions = () =>
  queryOptions({
    queryKey: onboardingListsQueryKey(),
    queryFn: async ({ signal }) => (await getOnboardingLists(signal)).result,
    staleTime: 60 * 60 * 1000,
  });
