/**
 * Every call of both specs' call tables, relative to the API base (`/api` by default), as the
 * app's calls.ts still names them. The server registers its calls against the descriptors
 * (auth.ts, otp.ts, lists.ts, ...); the app moves to them next, and this list goes.
 */
export const API_PATHS = {
  // signed-out-and-onboarding.md §7
  login: '/auth/login',
  sendOtp: '/user/send_otp',
  verifyOtp: '/user/verify_otp',
  forgotPassword: '/user/forgot_password',
  referralVerify: '/auth/referral_verify',
  register: '/auth/register',
  logout: '/auth/logout',
  onboardingExperience: '/candidates/onboarding/experience',
  onboardingLists: '/candidates/onboarding/lists',
  onboardingJobPreference: '/candidates/onboarding/job_preference',
  onboardingCertificates: '/candidates/onboarding/certificates',
  onboardingEmployment: '/candidates/onboarding/employment',
  onboardingEducation: '/candidates/onboarding/education',
  dashboard: '/candidates/dashboard',
  // signed-in-area.md §7
  profileDetails: '/candidates/profile_details',
  cityState: '/auth/city_state',
  onboardingProfile: '/candidates/onboarding/profile',
  profilePicture: '/candidates/profile_picture',
  jobSearch: '/candidates/job_search',
  saveJob: '/candidates/save_job',
  applyJob: '/candidates/apply_job',
  savedJobs: '/candidates/saved_jobs',
  appliedJobs: '/candidates/applied_jobs',
  job: '/candidates/job',
  submitAssessment: '/candidates/submit_assessment',
  resetPassword: '/users/reset_password',
  deactivate: '/candidates/deactivate',
  accountDelete: '/users/account_delete',
  // ours
  health: '/health',
  devOutbox: '/dev/outbox',
  devQueueProbe: '/dev/queue-probe',
} as const;

export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];
