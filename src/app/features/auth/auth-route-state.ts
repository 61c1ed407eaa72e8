import type { OtpType } from '@contract/limits';

/**
 * What the signed-out screens carry to the next one in route (history) state, as the spec says:
 * forgot password -> /verify-otp (e-mail, user type, code type), /verify-otp -> /resetpassword
 * (e-mail, proof the code was verified), /register -> /acc-created (first name).
 *
 * Route state rather than search parameters: it keeps the e-mail out of the address bar, the
 * browser history list, server logs and shared screenshots, and history state still survives a
 * reload of the same tab. Opening a screen fresh (no state) is the spec's "e-mail is missing" case.
 */
declare module '@tanstack/history' {
  interface HistoryState {
    email?: string;
    userType?: string;
    otpType?: OtpType;
    firstName?: string;
    /** The login the password reset leads back to: the recruiter login when it started there (issue 23). */
    loginPath?: '/recruiter/login';
  }
}
