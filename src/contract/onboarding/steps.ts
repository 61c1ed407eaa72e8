/** The onboarding steps, in the order a candidate may meet them. */
export const ONBOARDING_STEPS = [
  '/onboarding',
  '/certification-details',
  '/fresher-lookingfor',
  '/managerial',
  '/experience',
  '/lookingfor',
  '/education',
  '/profile-overview',
  '/onboard-completed',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
