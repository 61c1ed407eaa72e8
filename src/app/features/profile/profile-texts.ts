import { ApiError } from '@app/api/client';
import type { ProfileDetailsResult } from '@contract/profile';

/** §8 Profile load failure: 'Error: ' plus the message, by default this one. */
export const PROFILE_FETCH_FAILED = 'Failed to fetch profile details.';
export const LOADING_PROFILE = 'Loading profile...';
/** §2 My Profile and Edit Profile (breadcrumb Profile / Edit Profile). */
export const MY_PROFILE_HEADING = 'My Profile';
export const EDIT_PROFILE_HEADING = 'Edit Profile';
export const EDIT_PROFILE_BREADCRUMBS = [
  { label: 'Profile', to: '/view-profile' },
  { label: EDIT_PROFILE_HEADING },
] as const;
/** Ours: offline, a profile never opened on this phone waits for the network. */
export const PROFILE_NOT_ON_PHONE =
  'You are offline and your profile is not saved on this phone yet. It opens when you are back online.';
/** §8 Profile update failure (a persistent toast): this plus the message, else Unknown error. */
export const PROFILE_UPDATE_FAILED = 'Profile update failed: ';
export const UNKNOWN_ERROR = 'Unknown error';
/** §8 Picture failures: these plus the message. */
export const PICTURE_UPDATE_FAILED = 'Failed to update profile picture: ';
export const PICTURE_REMOVE_FAILED = 'Failed to remove profile picture: ';
/** Ours: Edit Profile with no network. */
export const EDIT_OFFLINE =
  'You are offline. Your changes are kept on this phone, but they are not saved to your profile until you are back online and press Save Changes.';
export const SAVE_NEEDS_NETWORK =
  'You are offline: your profile was not saved. Your changes are kept on this phone.';
/** Ours: the form opened from the local draft. */
export const SHOWING_DRAFT =
  'Showing the changes you have not saved yet, kept on this phone. Cancel discards them.';
export const PHOTO_NEEDS_NETWORK = 'Changing the photo needs the network.';

export type ProfileDetails = ProfileDetailsResult;

export { SECTION_TITLES } from '@app/candidate-record/profile-view/profile-view-texts';

/**
 * A failure's message: the server's message for an answered failure, the error's own for no
 * answer ('Network Error'), else the fallback.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}
