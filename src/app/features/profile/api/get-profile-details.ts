import { queryOptions } from '@tanstack/react-query';
import { profileDetails } from '../../../../contract/profile';
import { call } from '../../../api/call';
import { QUERY_ROOTS } from '../../../api/query-keys';

/** GET /candidates/profile_details: the whole profile (signed-in-area.md §3 Profile details). */
export function getProfileDetails(signal?: AbortSignal) {
  return call(profileDetails, undefined, { signal });
}

/** Persisted (profile root): My Profile seen once opens offline. */
export const profileDetailsQueryKey = () => [QUERY_ROOTS.profile, 'details'] as const;

export const profileDetailsQueryOptions = () =>
  queryOptions({
    queryKey: profileDetailsQueryKey(),
    queryFn: async ({ signal }) => (await getProfileDetails(signal)).result,
  });
