import { call } from '@app/api/call';
import type {
  ProfileOverviewFiles,
  ProfileOverviewValues,
} from '@app/candidate-record/profile-overview/profile-overview-schema';
import { profileOverviewPayload } from '@app/candidate-record/profile-overview/profile-overview-schema';
import { saveProfileOverview as endpoint } from '@contract/onboarding/profile';

/** POST /candidates/onboarding/profile (multipart): the last step; saving it completes onboarding. */
export function saveProfileOverview(values: ProfileOverviewValues, files: ProfileOverviewFiles) {
  return call(endpoint, profileOverviewPayload(values, files));
}
