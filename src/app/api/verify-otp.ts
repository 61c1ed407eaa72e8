import type { VerifyOtpPayload } from '@contract/otp';
import * as otp from '@contract/otp';
import { call } from './call';

/** POST /user/verify_otp (the sign-up dialogs send the bearer header when a token exists). */
export function verifyOtp(payload: VerifyOtpPayload) {
  return call(otp.verifyOtp, payload);
}
