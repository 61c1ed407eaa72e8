import { saveProfileOverview as endpoint } from '../../../../contract/onboarding/profile';
import { call } from '../../../api/call';
import type {
  ProfileOverviewFiles,
  ProfileOverviewValues,
} from '../../../candidate-record/profile-overview/profile-overview-schema';
import { profileOverviewPayload } from '../../../candidate-record/profile-overview/profile-overview-schema';

/** POST /candidates/onboarding/profile (multipart): the last step; saving it completes onboarding. */
export function saveProfileOverview(values: ProfileOverviewValues, files: ProfileOverviewFiles) {
  return call(endpoint, profileOverviewPayload(values, files));
}
