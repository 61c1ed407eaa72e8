import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { REFERRAL_CODE_MAX } from '../limits';
import { REFERRAL_INVALID } from '../texts';
import { successMessage } from './fields';

export const referralVerifyPayloadSchema = v.object({
  code: v.pipe(
    v.string('code is required'),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty('code is required'),
    v.maxLength(REFERRAL_CODE_MAX, REFERRAL_INVALID),
  ),
});
export type ReferralVerifyPayload = v.InferInput<typeof referralVerifyPayloadSchema>;

/** Valid: 200 `{success, valid:true, message}`; invalid: 400 `referral_invalid` with `valid:false`. */
export const referralVerify = endpoint({
  method: 'POST',
  path: '/auth/referral_verify',
  request: referralVerifyPayloadSchema,
  answer: v.object({ success: v.literal(true), valid: v.literal(true), message: successMessage }),
  errors: ['referral_invalid'],
});
