import { call } from '@app/api/call';
import type { ExperienceLevelPayload, ManagerialRolePayload } from '@contract/candidate-record/experience';
import { saveExperience } from '@contract/onboarding/experience';

/** POST /candidates/onboarding/experience, the level: answers `result.experience_id`. */
export function saveExperienceLevel(payload: ExperienceLevelPayload) {
  return call(saveExperience, payload);
}

/** POST /candidates/onboarding/experience, the managerial role (with the level's experience id). */
export function saveManagerialRole(payload: ManagerialRolePayload) {
  return call(saveExperience, payload);
}
