import { call } from '@app/api/call';
import * as auth from '@contract/auth/referral-verify';

/** POST /auth/referral_verify with the trimmed, upper-cased code; an invalid code is an ApiError 'referral_invalid'. */
export function referralVerify(code: string) {
  return call(auth.referralVerify, { code: code.trim().toUpperCase() });
}
