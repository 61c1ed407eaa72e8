import { createFileRoute } from '@tanstack/react-router';
import { SignOutModal } from '../features/auth/sign-out-modal';
import { OnboardingLayout } from '../features/onboarding/onboarding-layout';
import { requireSignedOut } from '../route-guards';

/**
 * The onboarding steps (signed-out spec §2), a pathless layout: URLs unchanged. They belong to the
 * signed-out set, need the token registration or login stored, and the public header shows Sign
 * out on them (no Signup or Login). /onboard-completed stays open once the overview save has signed the candidate in.
 */
export const Route = createFileRoute('/_onboarding')({
  // the signed-out set's guard: a visitor without a token is let through (the layout says so)
  beforeLoad: requireSignedOut,
  staticData: { headerAction: 'none' },
  component: OnboardingRoute,
});

/** The steps with Sign out in the header: the signed-in header's confirmation and clearing. */
function OnboardingRoute() {
  return <OnboardingLayout SignOut={SignOutModal} />;
}
