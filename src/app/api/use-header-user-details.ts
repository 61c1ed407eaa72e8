import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getToken, getUserDetails, type StoredUserDetails, setUserDetails } from '../session';
import { dashboardQueryOptions } from './get-dashboard';
import { refetchUnlessJustFetched } from './refetch-on-mount';

/**
 * The candidate's details for the signed-in header: GET /candidates/dashboard (result.user_details),
 * cached in storage; on failure the cached details (the failure is only logged). It is asked
 * again every time the signed-in area opens, even when the persisted answer is still fresh, so
 * a session revoked elsewhere meets the 403 rule ('Invalid session') at once, not a minute later
 * (but not twice when the screen's loader or early start fetched it a moment ago).
 */
export function useHeaderUserDetails(): StoredUserDetails | null {
  const { data, error } = useQuery({ ...dashboardQueryOptions(), refetchOnMount: refetchUnlessJustFetched });
  const fresh = data?.user_details;
  useEffect(() => {
    // only while signed in: a session ended by a 403 has cleared storage, and the persisted
    // answer must not write the details back
    if (fresh && getToken()) setUserDetails(fresh);
  }, [fresh]);
  useEffect(() => {
    if (error) console.error('Loading the user details failed; showing the cached ones', error);
  }, [error]);
  return fresh ?? getUserDetails();
}
