/**
 * What sign-up's rules and its step 2 share, without valibot: the password requirements of the
 * live checklist (the contract's one password rule, contract/password-rule.ts) and the referral
 * code's normal form. Loaded with the rules, not with the first paint.
 */

export {
  isStrongPassword,
  passwordChecklist,
  WEAK_PASSWORD_HEADING,
} from '@contract/password-rule';

/** The referral code as it is sent and checked: trimmed and upper-cased. */
export function normaliseReferralCode(raw: string): string {
  return raw.trim().toUpperCase();
}
