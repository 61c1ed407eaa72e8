/**
 * The verification tokens of the signed-out flows. A successful verify_otp answers
 * `result.verification_token`: proof that this client verified the contact, which register
 * (phone and e-mail) and forgot_password (reset_token) must send back. Tokens live in memory only:
 * never in localStorage, sessionStorage or history/route state, so they die with the tab, and no
 * other page, extension reading storage, or shared history entry can replay them.
 */

/** The password reset's proof, from /verify-otp to /resetpassword (one SPA navigation). */
let resetProof: { email: string; token: string } | null = null;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Keeps the reset token of the e-mail whose code was just verified (replacing any earlier one). */
export function keepResetToken(email: string, token: string): void {
  resetProof = token ? { email, token } : null;
}

/** The kept reset token for this e-mail, or '' (another e-mail, a reload, or none yet). */
export function resetTokenFor(email: string): string {
  return resetProof && sameEmail(resetProof.email, email) ? resetProof.token : '';
}

/** Forgets the reset token (after the reset, which used it up). */
export function forgetResetToken(): void {
  resetProof = null;
}
