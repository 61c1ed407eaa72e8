import { randomBytes } from 'node:crypto';
import { API_PREFIX } from '@contract/endpoint';
import { CONTACT_CHANGE_OTP_TYPES, type OtpType } from '@contract/limits';
import { sendOtp, verifyOtp } from '@contract/otp';
import { EMAIL_TAKEN, PHONE_TAKEN } from '@contract/profile';
import { EMAIL_REGISTERED, PHONE_REGISTERED } from '@contract/texts';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

import { users } from '../db/schema';
import type { AppDeps } from '../deps';
import { sessionUserOf } from '../middleware/require-session';
import { route } from '../route';
import { composeMail } from '../services/delivery/email/compose';
import { enqueueNow } from '../services/delivery/queue';
import { channelOf, issueCode, normalizeContact, OTP_MESSAGES, verifyCode } from '../services/one-time-codes';
import { clientAddress } from '../services/rate-limit';
import { limitCodeRequest, limitRegisteredContactProbe } from '../services/request-limits';
import { HttpError } from '../validate';

export const OTP_SENT = 'OTP sent successfully';
export const OTP_VERIFIED = 'OTP verified successfully';
export const ALREADY_YOUR_EMAIL = 'This is already the email of your account.';
export const ALREADY_YOUR_PHONE = 'This is already the phone number of your account.';

/**
 * The cookie that binds a code to the browser that asked for it (G1 of issue 22): send_otp sets
 * it (a random value, kept a day), the code is stored with its hash, and verify_otp checks only
 * the codes of the browser whose cookie it carries. HttpOnly and SameSite=Strict, sent only to
 * `/api/user` (the code calls); the browser keeps it for the app without any change to the
 * calls' bodies or answers.
 */
const OTP_CLIENT_COOKIE = 'otp_client';
const OTP_CLIENT_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const OTP_CLIENT_MAX_AGE_SECONDS = 24 * 60 * 60;

/** The browser's binding from its cookie, if it carries a well-formed one. */
function otpClientOf(c: Context): string | undefined {
  const value = getCookie(c, OTP_CLIENT_COOKIE);
  return value && OTP_CLIENT_PATTERN.test(value) ? value : undefined;
}

/** The browser's binding, a new one when it has none; (re)sets the cookie on the answer. */
function bindOtpClient(c: Context, trustProxy: number): string {
  const client = otpClientOf(c) ?? randomBytes(32).toString('base64url');
  const forwardedProto = trustProxy > 0 ? c.req.header('x-forwarded-proto') : undefined;
  const secure = new URL(c.req.url).protocol === 'https:' || forwardedProto?.split(',')[0].trim() === 'https';
  setCookie(c, OTP_CLIENT_COOKIE, client, {
    path: `${API_PREFIX}/user`,
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    maxAge: OTP_CLIENT_MAX_AGE_SECONDS,
  });
  return client;
}

/** email_change and mobile_change: a signed-in candidate's new contact (Edit Profile). */
export function isContactChange(purpose: OtpType): purpose is (typeof CONTACT_CHANGE_OTP_TYPES)[number] {
  return (CONTACT_CHANGE_OTP_TYPES as readonly string[]).includes(purpose);
}

/** '2 minutes', '1 minute', '90 seconds' */
export function describeDuration(seconds: number): string {
  if (seconds % 60 === 0) {
    const minutes = seconds / 60;
    return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

export function codeMessageText(purpose: OtpType, code: string, ttlSeconds: number): string {
  const what =
    purpose === 'password_reset'
      ? 'password reset code'
      : purpose === 'login'
        ? 'sign-in code'
        : 'verification code';
  return `Your RCM Careers ${what} is ${code}. It expires in ${describeDuration(ttlSeconds)}.`;
}

/**
 * The WebOTP line that ends a code's SMS (the origin-bound one-time code format of the WebOTP
 * API): '@' and the host of the site's address (PUBLIC_URL, no port), a space, '#' and the code.
 * A browser that finds it in an SMS answers the code to the site's `navigator.credentials.get
 * ({ otp })` (app/lib/web-otp.ts) and to no other site.
 */
export function webOtpLine(publicUrl: string, code: string): string {
  return `@${new URL(publicUrl).hostname} #${code}`;
}

/**
 * A code's message: by SMS its text, a blank line and the WebOTP line; by e-mail that text as
 * the plain part, a simple HTML part and a subject. It expires with the code (never delivered
 * after it is of no use).
 */
function codeMessage(
  purpose: OtpType,
  code: string,
  config: { otpTtlSeconds: number; publicUrl: string },
  now: Date,
) {
  const ttlSeconds = config.otpTtlSeconds;
  const text = codeMessageText(purpose, code, ttlSeconds);
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  if (channelOf(purpose) === 'sms') {
    return { text: `${text}\n\n${webOtpLine(config.publicUrl, code)}`, expiresAt };
  }
  const mail = composeMail({
    subject: `${code} is your RCM Careers code`,
    paragraphs: [text],
    footer: 'If you did not ask for this code, you can ignore this e-mail.',
  });
  // the plain part is the code's sentence alone, as the SMS and the dev route show it
  return { text, subject: mail.subject, html: mail.html, expiresAt };
}

/**
 * POST /user/send_otp and POST /user/verify_otp (signed-out-and-onboarding.md §7).
 *
 * - password_reset and login answer the same success for an unknown e-mail (a code row is still
 *   made so the limits behave alike, but nothing is sent), so the call does not tell who is
 *   registered. A login code goes to the account's (verified) e-mail; its token lets one login
 *   through the account-wide ceiling of failed logins (services/login.ts).
 * - email_verification / mobile_verification refuse (409) a contact that already belongs to an
 *   account, with section 8's texts: registration would refuse it anyway.
 * - verify_otp ignores any bearer header (the sign-up dialogs may send one).
 * - email_change / mobile_change (Edit Profile's new e-mail or phone) need the candidate's session;
 *   a contact of another account is refused (409, naming which), the candidate's own too (400);
 *   the code, and the proof its verification gives, serve that candidate only.
 */
export function otpRoutes(deps: AppDeps): Hono {
  const router = new Hono();

  route(router, sendOtp, async (c, body) => {
    const purpose = body.otp_type;
    const contact = normalizeContact(purpose, body.contact_value);
    const ip = clientAddress(c, deps.config.trustProxy);
    await limitCodeRequest(deps, ip);

    let deliver = true;
    let userId: number | undefined;
    if (isContactChange(purpose)) {
      const user = await sessionUserOf(deps, c);
      const email = purpose === 'email_change';
      if ((email ? user.email : user.phoneNo) === contact) {
        throw new HttpError(400, email ? ALREADY_YOUR_EMAIL : ALREADY_YOUR_PHONE, 'validation_failed');
      }
      const [other] = await deps.db
        .select({ id: users.id })
        .from(users)
        .where(email ? eq(users.email, contact) : eq(users.phoneNo, contact))
        .limit(1);
      if (other) {
        await limitRegisteredContactProbe(deps, purpose, contact);
        throw email
          ? new HttpError(409, EMAIL_TAKEN, 'email_exists')
          : new HttpError(409, PHONE_TAKEN, 'phone_exists');
      }
      userId = user.id;
    } else if (purpose === 'password_reset' || purpose === 'login') {
      const [user] = await deps.db
        .select({ status: users.status })
        .from(users)
        .where(eq(users.email, contact))
        .limit(1);
      deliver = user?.status === 'active';
    } else if (purpose === 'email_verification') {
      const [user] = await deps.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, contact))
        .limit(1);
      if (user) {
        await limitRegisteredContactProbe(deps, purpose, contact);
        throw new HttpError(409, EMAIL_REGISTERED, 'email_exists');
      }
    } else {
      const [user] = await deps.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.phoneNo, contact))
        .limit(1);
      if (user) {
        await limitRegisteredContactProbe(deps, purpose, contact);
        throw new HttpError(409, PHONE_REGISTERED, 'phone_exists');
      }
    }

    const client = bindOtpClient(c, deps.config.trustProxy);
    const code = await issueCode(deps, { contact, purpose, ip, client, userId });
    if (deliver) {
      await enqueueNow(deps, {
        // a code by SMS goes to the 10 digits it is bound to, never to the text as sent
        to: channelOf(purpose) === 'sms' ? contact : body.contact_value,
        channel: channelOf(purpose),
        purpose,
        code,
        ...codeMessage(purpose, code, deps.config, deps.now()),
      });
    }
    return { success: true, message: OTP_SENT };
  });

  route(router, verifyOtp, async (c, body) => {
    const contact = normalizeContact(body.otp_type, body.contact_value);
    const userId = isContactChange(body.otp_type) ? (await sessionUserOf(deps, c)).id : undefined;
    const answer = await verifyCode(deps, {
      contact,
      purpose: body.otp_type,
      code: body.otp_code,
      client: otpClientOf(c),
      userId,
    });
    switch (answer.outcome) {
      case 'verified':
        return {
          success: true,
          message: OTP_VERIFIED,
          result: { verification_token: answer.verificationToken },
        };
      case 'expired':
        throw new HttpError(400, OTP_MESSAGES.expired, 'otp_expired');
      case 'too_many_attempts':
        throw new HttpError(429, OTP_MESSAGES.tooManyAttempts, 'otp_attempts_exceeded');
      default:
        throw new HttpError(400, OTP_MESSAGES.invalid, 'otp_invalid');
    }
  });

  return router;
}
