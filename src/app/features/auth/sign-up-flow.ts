import { ApiError } from '@app/api/client';
import { sendOtp } from '@app/api/send-otp';
import { verifyOtp } from '@app/api/verify-otp';
import { keepReturnPath } from '@app/kept-return-path';
import { RETURN_PARAM } from '@app/return-path';
import { saveRegistration } from '@app/session';
import type { OtpType } from '@contract/limits';
import { CANDIDATE_ROLE_ID, USER_TYPE } from '@contract/limits';
import { normaliseIndianPhone } from '@contract/phone-number';
import { referralVerify } from './api/referral-verify';
import { register } from './api/register';
import { failureText, verifyFailureText } from './auth-failures';
import { REFERRAL_INVALID, SEND_OTP_FAILED } from './auth-messages';
import { REGISTRATION_FAILED, type RegistrationError, registrationErrorFor } from './registration-errors';
import { normaliseReferralCode } from './sign-up-schema';

export type CallOutcome = { ok: true } | { ok: false; message: string };

/** Sends a sign-up code to the phone or e-mail (send_otp with mobile_verification / email_verification). */
export async function sendSignUpCode(contact: string, otpType: OtpType): Promise<CallOutcome> {
  try {
    await sendOtp({ contact_value: contact, otp_type: otpType, user_type: USER_TYPE });
    return { ok: true };
  } catch (error) {
    return { ok: false, message: failureText(error, SEND_OTP_FAILED) };
  }
}

/**
 * Checks a sign-up code and answers the verification token the server gave (kept in memory by
 * the sign-up screen for register); rejects with an Error carrying the text the dialog shows.
 */
export async function verifySignUpCode(contact: string, otpType: OtpType, code: string): Promise<string> {
  try {
    const answer = await verifyOtp({
      contact_value: contact,
      otp_type: otpType,
      otp_code: code,
      user_type: USER_TYPE,
    });
    return answer.result.verification_token;
  } catch (error) {
    throw new Error(verifyFailureText(error));
  }
}

/** The referral check on Next (§8 Referral): valid, or the server's message / 'Referral code is invalid'. */
export async function checkReferralCode(raw: string): Promise<CallOutcome> {
  try {
    await referralVerify(normaliseReferralCode(raw));
    return { ok: true };
  } catch (error) {
    return { ok: false, message: failureText(error, REFERRAL_INVALID) };
  }
}

export interface NewCandidate {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  referralCode: string;
  password: string;
  /** verify_otp's token for the phone (memory only) */
  phoneVerificationToken: string;
  /** verify_otp's token for the e-mail (memory only) */
  emailVerificationToken: string;
}

export type RegistrationOutcome = { ok: true } | { ok: false; error: RegistrationError };

/**
 * Registers the candidate (role_id 3, phone as a number, both contacts verified, with the two
 * verification tokens) and stores the answer's tempToken as the token (§7 POST /auth/register).
 */
export async function registerCandidate(candidate: NewCandidate): Promise<RegistrationOutcome> {
  try {
    const answer = await register({
      first_name: candidate.firstName.trim(),
      last_name: candidate.lastName.trim(),
      role_id: CANDIDATE_ROLE_ID,
      phone_no: Number(normaliseIndianPhone(candidate.phone)),
      email: candidate.email.trim(),
      password: candidate.password,
      email_verified: 1,
      phone_verified: 1,
      referral_code: normaliseReferralCode(candidate.referralCode),
      phone_verification_token: candidate.phoneVerificationToken,
      email_verification_token: candidate.emailVerificationToken,
    });
    saveRegistration(answer.result);
    // where the visitor was going (a job's Apply, issue 26): taken back once onboarding is done
    keepReturnPath(new URLSearchParams(window.location.search).get(RETURN_PARAM));
    return { ok: true };
  } catch (error) {
    // an answer that is not a registration counts as no object at all (§8: invalid server response)
    if (error instanceof ApiError) {
      return { ok: false, error: registrationErrorFor(error.code === 'invalid_answer' ? null : error.body) };
    }
    return { ok: false, error: { field: null, message: failureText(error, REGISTRATION_FAILED) } };
  }
}
