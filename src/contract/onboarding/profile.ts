import { profileOverviewFileRules, profileOverviewPayloadSchema } from '../candidate-record/profile-overview';
import { savedAnswer } from '../candidate-record/wire-fields';
import { endpoint } from '../endpoint';

/** POST /candidates/onboarding/profile: the profile overview (signed-in-area.md §7); completes onboarding. */
export const saveProfileOverview = endpoint({
  method: 'POST',
  path: '/candidates/onboarding/profile',
  body: 'multipart',
  request: profileOverviewPayloadSchema,
  files: profileOverviewFileRules,
  answer: savedAnswer,
  errors: ['onboarding_step_missing'],
  session: true,
});
