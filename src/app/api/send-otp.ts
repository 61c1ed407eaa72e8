import { USER_TYPE } from '@contract/limits';
import type { SendOtpPayload } from '@contract/otp';
import * as otp from '@contract/otp';
import { call } from './call';

/** POST /user/send_otp (user_type candidate). */
export function sendOtp(payload: SendOtpPayload) {
  return call(otp.sendOtp, { user_type: USER_TYPE, ...payload });
}
