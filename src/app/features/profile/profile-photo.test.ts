import { dashboardQueryKey } from '@app/api/get-dashboard';
import { getUserDetails, setToken, setUserDetails } from '@app/session';
import { testProfile } from '@app/test-kits/profile-test-kit';
import type { DashboardResult } from '@contract/dashboard';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { profileDetailsQueryKey } from './api/get-profile-details';
import { applyProfilePicture } from './profile-photo';

afterEach(() => localStorage.clear());

describe('applyProfilePicture: the header avatar follows a changed photo', () => {
  it('updates the cached profile, the cached dashboard and the stored user details', () => {
    setToken('token-1');
    setUserDetails({ first_name: 'Priya', profile_picture: null });
    const queryClient = new QueryClient();
    queryClient.setQueryData(profileDetailsQueryKey(), testProfile());
    queryClient.setQueryData(dashboardQueryKey(), {
      user_details: { first_name: 'Priya', profile_picture: null },
    } as unknown as DashboardResult);

    applyProfilePicture(queryClient, '/api/profile-pictures/abc.png');
    const profile = queryClient.getQueryData<ReturnType<typeof testProfile>>(profileDetailsQueryKey());
    expect(profile?.user_details.profile_picture).toBe('/api/profile-pictures/abc.png');
    expect(profile?.profile?.profile_picture).toBe('/api/profile-pictures/abc.png');
    expect(queryClient.getQueryData<DashboardResult>(dashboardQueryKey())?.user_details.profile_picture).toBe(
      '/api/profile-pictures/abc.png',
    );
    expect(getUserDetails()?.profile_picture).toBe('/api/profile-pictures/abc.png');
    expect(getUserDetails()?.first_name).toBe('Priya');

    applyProfilePicture(queryClient, null);
    expect(
      queryClient.getQueryData<DashboardResult>(dashboardQueryKey())?.user_details.profile_picture,
    ).toBeNull();
    expect(getUserDetails()?.profile_picture).toBeNull();
  });

  it('leaves absent caches absent', () => {
    const queryClient = new QueryClient();
    applyProfilePicture(queryClient, '/api/profile-pictures/abc.png');
    expect(queryClient.getQueryData(dashboardQueryKey())).toBeUndefined();
    expect(queryClient.getQueryData(profileDetailsQueryKey())).toBeUndefined();
  });
});
