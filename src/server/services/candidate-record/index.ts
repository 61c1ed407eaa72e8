/**
 * The candidate record (issue 17 §1): the checks and writes of every part (experience,
 * employment, job preference, fresher certificate, education, profile overview), used by the
 * onboarding steps and by Edit Profile alike, and the reads that answer them. Each save is one
 * transaction and touches the caller's rows only.
 */
export { saveEmploymentStep } from './employment';
export { saveExperienceLevel, saveManagerialRole } from './experience';
export * from './messages';
export {
  saveCertificateStep,
  saveEducationStep,
  saveJobPreferenceStep,
  saveOverviewStep,
} from './onboarding-steps';
export { saveCandidateProfile } from './profile-details';
export { replaceProfilePicture } from './profile-overview';
export { loadProfileDetails, loadProgress } from './read';
