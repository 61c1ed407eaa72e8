import type { OtpType } from '@contract/limits';
import type { AppDeps } from '../deps';
import { hourlyLimitMessage, OTP_MESSAGES } from './one-time-codes';
import { forgetAttempt, hourlyLimit, RATE_KINDS, reserveAttempt } from './rate-limit';

/**
 * Limits of the signed-out calls that an attacker could use to probe who is registered, to guess
 * a referral code, or to hammer a password reset. The policy (README 'Limits and lockouts'):
 * an attempt that proves nothing counts against the address that sent it (an IPv6 /64 as one
 * address: `addressKey`), never against the contact it names, so strangers cannot lock an owner
 * out; the holder of a valid verification token goes first (no limit a stranger can fill
 * stands in their way). The call answers 429 once a limit is full.
 */

export const LIMIT_MESSAGES = {
  tooManyAttempts: (minutes: number) =>
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  tooManyFromAddress: 'Too many requests from your network. Please try again later.',
} as const;

const inMinutes = (seconds: number) => LIMIT_MESSAGES.tooManyAttempts(Math.ceil(seconds / 60));
const fromAddress = () => LIMIT_MESSAGES.tooManyFromAddress;

/**
 * send_otp: every request counts against OTP_IP_MAX_PER_HOUR for its address, before the call
 * looks the contact up, so 'already registered' answers cannot be probed without limit.
 */
export async function limitCodeRequest(deps: AppDeps, ip: string): Promise<void> {
  await reserveAttempt(deps, [
    hourlyLimit(
      RATE_KINDS.otpRequestIp,
      ip,
      deps.config.otpIpMaxPerHour,
      () => OTP_MESSAGES.tooManyFromAddress,
    ),
  ]);
}

/**
 * send_otp for a sign-up contact that already has an account: counts against OTP_MAX_PER_HOUR
 * for that contact and purpose, like a code sent would (throws 429 when full).
 */
export async function limitRegisteredContactProbe(
  deps: AppDeps,
  purpose: OtpType,
  contact: string,
): Promise<void> {
  await reserveAttempt(deps, [
    hourlyLimit(RATE_KINDS.otpRequest, `${purpose}:${contact}`, deps.config.otpMaxPerHour, (seconds) =>
      hourlyLimitMessage(Math.ceil(seconds / 60)),
    ),
  ]);
}

/**
 * register. With valid verification tokens for both contacts (`proven`) nothing a stranger
 * sends can stand in the way: no limit. Without, the attempt counts against its address:
 * REGISTER_IP_MAX_PER_HOUR, and REGISTER_MAX_PER_HOUR per e-mail and per phone from that
 * address (keys `email:{email} {address}`), never against the contact alone.
 */
export async function limitRegister(
  deps: AppDeps,
  input: { email: string; phone: string; ip: string; proven: boolean },
): Promise<void> {
  if (input.proven) return;
  const { config } = deps;
  await reserveAttempt(deps, [
    hourlyLimit(RATE_KINDS.registerIp, input.ip, config.registerIpMaxPerHour, fromAddress),
    hourlyLimit(
      RATE_KINDS.register,
      `email:${input.email} ${input.ip}`,
      config.registerMaxPerHour,
      inMinutes,
    ),
    hourlyLimit(
      RATE_KINDS.register,
      `phone:${input.phone} ${input.ip}`,
      config.registerMaxPerHour,
      inMinutes,
    ),
  ]);
}

/**
 * forgot_password. A reset without a valid reset_token (`proven` false) counts against its
 * address only (RESET_IP_MAX_PER_HOUR); a proven one against the e-mail (RESET_MAX_PER_HOUR
 * resets an hour), which only its owner can fill.
 */
export async function limitReset(
  deps: AppDeps,
  input: { email: string; ip: string; proven: boolean },
): Promise<void> {
  const { config } = deps;
  await reserveAttempt(deps, [
    input.proven
      ? hourlyLimit(RATE_KINDS.reset, input.email, config.resetMaxPerHour, inMinutes)
      : hourlyLimit(RATE_KINDS.resetIp, input.ip, config.resetIpMaxPerHour, fromAddress),
  ]);
}

/**
 * A referral code check (referral_verify, or register with a code): REFERRAL_IP_MAX_PER_HOUR
 * wrong codes per address (an IPv6 /64 as one), so codes cannot be guessed by the hundred.
 * Every check is counted first (parallel guesses cannot pass together) and a right one forgotten
 * again. Answers whether the code is valid; throws 429 when the address's limit is full.
 */
export async function checkReferral(
  deps: AppDeps,
  ip: string,
  isValid: () => Promise<boolean>,
): Promise<boolean> {
  const reserved = await reserveAttempt(deps, [
    hourlyLimit(RATE_KINDS.referralIp, ip, deps.config.referralIpMaxPerHour, fromAddress),
  ]);
  const valid = await isValid();
  if (valid) await forgetAttempt(deps, reserved);
  return valid;
}
