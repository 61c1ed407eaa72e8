/**
 * Everything sign-up needs after its first paint, fetched as one module on the first Verify or
 * Next (both need the rules, and no account is made without both codes): the rules (valibot), the
 * calls, the code dialog, the Verified badge and step 2 (password, checklist).
 */
export { OtpDialog } from '@app/ui/otp-dialog';
export { checkReferralCode, registerCandidate, sendSignUpCode, verifySignUpCode } from './sign-up-flow';
export { SignUpPasswordStep } from './sign-up-password-step';
export { contactIssue, signUpDetailsSchema, signUpPasswordSchema } from './sign-up-schema';
export { VerifiedBadge } from './sign-up-verified-badge';
