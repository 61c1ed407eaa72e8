import { call } from '@app/api/call';
import { saveProfileDetails as saveProfileDetailsEndpoint } from '@contract/profile';
import type { ProfileSaveInput } from '../edit-profile/edit-profile-values';

/**
 * POST /candidates/profile_details (multipart, §7): the JSON parts and the files, in one call.
 * Not queued: offline it fails with 'Network Error' and the screen keeps the form.
 */
export function saveProfileDetails(input: ProfileSaveInput) {
  return call(saveProfileDetailsEndpoint, input);
}
