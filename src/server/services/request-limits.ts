import type { OtpType } from '../../contract/limits';
import type { AppDeps } from '../deps';
import { hourlyLimitMessage, OTP_MESSAGES } from './one-time-codes';
import { RATE_KINDS, type RateLimit, reserveAttempt } from './rate-limit';

/**
 * Limits of the signed-out calls that an attacker could use to probe who is registered, or to
 * hammer a password reset: each attempt is counted (answered or refused) per contact and,
 * generously, per network address, and the call answers 429 once a limit is full.
 */

const HOUR_MS = 60 * 60 * 1000;

export const LIMIT_MESSAGES = {
  tooManyAttempts: (minutes: number) =>
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  tooManyFromAddress: 'Too many requests from your network. Please try again later.',
} as const;

const inMinutes = (seconds: number) => LIMIT_MESSAGES.tooManyAttempts(Math.ceil(seconds / 60));

/**
 * send_otp: every request counts against OTP_IP_MAX_PER_HOUR for its address, before the call
 * looks the contact up, so 'already registered' answers cannot be probed without limit.
 */
export async function limitCodeRequest(deps: AppDeps, ip: string): Promise<void> {
  await reserveAttempt(deps, [
    {
      kind: RATE_KINDS.otpRequestIp,
      key: ip,
      windowMs: HOUR_MS,
      max: deps.config.otpIpMaxPerHour,
      message: () => OTP_MESSAGES.tooManyFromAddress,
    },
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
    {
      kind: RATE_KINDS.otpRequest,
      key: `${purpose}:${contact}`,
      windowMs: HOUR_MS,
      max: deps.config.otpMaxPerHour,
      message: (seconds) => hourlyLimitMessage(Math.ceil(seconds / 60)),
    },
  ]);
}

/** register: REGISTER_MAX_PER_HOUR per e-mail and per phone, REGISTER_IP_MAX_PER_HOUR per address. */
export async function limitRegister(
  deps: AppDeps,
  input: { email: string; phone: string; ip: string },
): Promise<void> {
  const { config } = deps;
  const perContact = (key: string): RateLimit => ({
    kind: RATE_KINDS.register,
    key,
    windowMs: HOUR_MS,
    max: config.registerMaxPerHour,
    message: inMinutes,
  });
  await reserveAttempt(deps, [
    {
      kind: RATE_KINDS.registerIp,
      key: input.ip,
      windowMs: HOUR_MS,
      max: config.registerIpMaxPerHour,
      message: () => LIMIT_MESSAGES.tooManyFromAddress,
    },
    perContact(`email:${input.email}`),
    perContact(`phone:${input.phone}`),
  ]);
}

/** forgot_password: RESET_MAX_PER_HOUR per e-mail, RESET_IP_MAX_PER_HOUR per address. */
export async function limitReset(deps: AppDeps, input: { email: string; ip: string }): Promise<void> {
  const { config } = deps;
  await reserveAttempt(deps, [
    {
      kind: RATE_KINDS.resetIp,
      key: input.ip,
      windowMs: HOUR_MS,
      max: config.resetIpMaxPerHour,
      message: () => LIMIT_MESSAGES.tooManyFromAddress,
    },
    {
      kind: RATE_KINDS.reset,
      key: input.email,
      windowMs: HOUR_MS,
      max: config.resetMaxPerHour,
      message: inMinutes,
    },
  ]);
}
