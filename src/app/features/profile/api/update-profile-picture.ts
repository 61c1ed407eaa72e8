import { call } from '@app/api/call';
import { updateProfilePicture as updateProfilePictureEndpoint } from '@contract/profile';

/** POST /candidates/profile_picture with the new photo (uploaded as soon as it is chosen, §4). */
export function uploadProfilePicture(photo: File) {
  return call(updateProfilePictureEndpoint, { profile_picture: photo });
}

/** POST /candidates/profile_picture with the remove flag: Delete Picture. */
export function removeProfilePicture() {
  return call(updateProfilePictureEndpoint, { remove: '1' });
}
