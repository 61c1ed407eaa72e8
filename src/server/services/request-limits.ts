import type { OtpType } from '../../contract/limits';
import type { AppDeps } from '../deps';
import { hourlyLimitMessage, OTP_MESSAGES } from './one-time-codes';
import { hourlyLimit, RATE_KINDS, reserveAttempt } from './rate-limit';

/**
 * Limits of the signed-out calls that an attacker could use to probe who is registered, or to
 * hammer a password reset: each attempt is counted (answered or refused) per contact and,
 * generously, per network address, and the call answers 429 once a limit is full.
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

/** register: REGISTER_MAX_PER_HOUR per e-mail and per phone, REGISTER_IP_MAX_PER_HOUR per address. */
export async function limitRegister(
  deps: AppDeps,
  input: { email: string; phone: string; ip: string },
): Promise<void> {
  const { config } = deps;
  await reserveAttempt(deps, [
    hourlyLimit(RATE_KINDS.registerIp, input.ip, config.registerIpMaxPerHour, fromAddress),
    hourlyLimit(RATE_KINDS.register, `email:${input.email}`, config.registerMaxPerHour, inMinutes),
    hourlyLimit(RATE_KINDS.register, `phone:${input.phone}`, config.registerMaxPerHour, inMinutes),
  ]);
}

/** forgot_password: RESET_MAX_PER_HOUR per e-mail, RESET_IP_MAX_PER_HOUR per address. */
export async function limitReset(deps: AppDeps, input: { email: string; ip: string }): Promise<void> {
  const { config } = deps;
  await reserveAttempt(deps, [
    hourlyLimit(RATE_KINDS.resetIp, input.ip, config.resetIpMaxPerHour, fromAddress),
    hourlyLimit(RATE_KINDS.reset, input.email, config.resetMaxPerHour, inMinutes),
  ]);
}
