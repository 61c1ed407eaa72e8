import { profileDetails } from '../../../../contract/profile';
import { QUERY_ROOTS } from '../../../api/query-keys';
import { readQueryOptions } from '../../../api/read-query';

/** Persisted (profile root): My Profile seen once opens offline. */
export const profileDetailsQueryKey = () => [QUERY_ROOTS.profile, 'details'] as const;

/** GET /candidates/profile_details: the whole profile (signed-in-area.md §3 Profile details). */
export const profileDetailsQueryOptions = () => readQueryOptions(profileDetails, profileDetailsQueryKey());
