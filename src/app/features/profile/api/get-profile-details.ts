import { QUERY_ROOTS } from '@app/api/query-keys';
import { readQueryOptions } from '@app/api/read-query';
import { profileDetails } from '@contract/profile';

/** Persisted (profile root): My Profile seen once opens offline. */
export const profileDetailsQueryKey = () => [QUERY_ROOTS.profile, 'details'] as const;

/** GET /candidates/profile_details: the whole profile (signed-in-area.md §3 Profile details). */
export const profileDetailsQueryOptions = () => readQueryOptions(profileDetails, profileDetailsQueryKey());
