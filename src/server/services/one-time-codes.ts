import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { OtpType } from '@contract/limits';
import { normaliseIndianPhone, PHONE_NOT_MOBILE, phoneNumberIssue } from '@contract/phone-number';
import { INVALID_EMAIL, INVALID_PHONE, OTP_EXPIRED, OTP_INVALID } from '@contract/texts';
import { and, count, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../db/client';
import { oneTimeCodes, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { HttpError } from '../validate';
import type { DbOrTx } from './file-store';
import { HOUR_MS, secondsUntilFree } from './rate-limit';
import type { UserRow } from './sessions';

/**
 * One-time codes: 6 digits from a CSPRNG, stored only as a salted SHA-256, bound to a contact
 * (lower-cased e-mail or 10-digit phone), a purpose (the otp_type) and the browser that asked
 * (the SHA-256 of its client binding, the `otp_client` cookie: routes/otp.ts), valid
 * `otpTtlSeconds`, single use, dead after `otpMaxAttempts` wrong tries. Only a verify_otp from
 * the asking browser checks a code, so a stranger's request never replaces the owner's code and
 * a stranger's guesses never use it up. A verified code proves its contact
 * until `verified_until` (`verifiedContactTtlSeconds`) to the client that verified it: verify_otp
 * answers a random verification token (stored as its SHA-256 only) that register and
 * forgot_password must present; they consume that proof (set verified_until to null) so it serves
 * once.
 */

export const OTP_MESSAGES = {
  invalid: OTP_INVALID,
  expired: OTP_EXPIRED,
  tooManyAttempts: 'Too many wrong attempts. Please request a new code.',
  invalidEmail: INVALID_EMAIL,
  invalidPhone: INVALID_PHONE,
  tooManyFromAddress: 'Too many code requests from your network. Please try again later.',
} as const;

export function resendWaitMessage(seconds: number): string {
  return `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting a new code.`;
}

export function hourlyLimitMessage(minutes: number): string {
  return `Too many codes requested. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

const emailCheck = v.pipe(v.string(), v.email());

/** E-mails for password_reset, email_verification, email_change and login; phones for the mobile ones. */
export function channelOf(purpose: OtpType): 'email' | 'sms' {
  return purpose === 'mobile_verification' || purpose === 'mobile_change' ? 'sms' : 'email';
}

/**
 * The contact a code is bound to: the trimmed, lower-cased e-mail, or the 10 digits of an Indian
 * mobile number as candidates paste it ('+91 96000 37855', contract/phone-number.ts).
 * Throws HttpError 400 with the client's own message when it is not one.
 */
export function normalizeContact(purpose: OtpType, raw: string): string {
  const value = raw.trim();
  if (channelOf(purpose) === 'sms') {
    const phone = normaliseIndianPhone(value);
    const issue = phoneNumberIssue(phone);
    if (issue) throw new HttpError(400, issue === 'digits' ? OTP_MESSAGES.invalidPhone : PHONE_NOT_MOBILE);
    return phone;
  }
  const email = value.toLowerCase();
  if (!v.is(emailCheck, email)) throw new HttpError(400, OTP_MESSAGES.invalidEmail);
  return email;
}

/** The stored form of a code: `saltHex$sha256Hex(salt || code)`. */
export function hashCode(code: string, salt: Buffer = randomBytes(16)): string {
  const digest = createHash('sha256').update(salt).update(code, 'utf8').digest('hex');
  return `${salt.toString('hex')}$${digest}`;
}

/** Constant-time check of a code against its stored form. */
export function codeMatches(code: string, stored: string): boolean {
  const [saltHex, digestHex] = stored.split('$');
  if (!saltHex || !digestHex) return false;
  const expected = Buffer.from(digestHex, 'hex');
  const actual = Buffer.from(hashCode(code, Buffer.from(saltHex, 'hex')).split('$')[1], 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Six digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The stored form of a client binding: SHA-256, hex (as a verification token's). */
function hashClientBinding(binding: string): string {
  return hashVerificationToken(binding);
}

export interface IssueCodeInput {
  contact: string;
  purpose: OtpType;
  ip: string;
  /** the asking browser's binding (its `otp_client` cookie): only it can verify the code */
  client: string;
  /** the signed-in candidate a contact-change code is for (email_change, mobile_change) */
  userId?: number;
}

/** A code's row matches the candidate it was issued for (none for the sign-up and reset purposes). */
function ownerIs(userId: number | undefined) {
  return userId === undefined ? isNull(oneTimeCodes.userId) : eq(oneTimeCodes.userId, userId);
}

/**
 * Creates a new code for contact and purpose after checking the limits, invalidates the earlier
 * unconsumed codes the same browser asked for the contact and purpose (never another browser's:
 * a stranger's request leaves the owner's code alive), and answers the plain code (to be sent,
 * never stored). Nothing is proven by asking, so what one address asks never blocks another:
 * the resend interval and OTP_MAX_PER_HOUR count per contact, purpose and address (`ip`, an
 * IPv6 /64 as one: `addressKey`); OTP_IP_MAX_PER_HOUR per address. OTP_CONTACT_MAX_PER_HOUR,
 * the ceiling per contact and purpose from all addresses, counts only the codes of the hour that
 * were verified, which strangers cannot fill. Throws HttpError 429 with a clear message when a
 * limit is reached.
 */
export async function issueCode(deps: AppDeps, input: IssueCodeInput): Promise<string> {
  const { config } = deps;
  const code = generateCode();
  await deps.db.transaction(async (tx) => {
    // One issuer at a time per contact and purpose, so two parallel requests cannot both pass the limits.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${input.purpose}:${input.contact}`}))`);
    const now = deps.now();
    const hourAgo = new Date(now.getTime() - HOUR_MS);

    const sameContact = and(eq(oneTimeCodes.contact, input.contact), eq(oneTimeCodes.purpose, input.purpose));
    const fromHere = and(sameContact, eq(oneTimeCodes.requestIp, input.ip));
    const [last] = await tx
      .select({ createdAt: oneTimeCodes.createdAt })
      .from(oneTimeCodes)
      .where(fromHere)
      .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
      .limit(1);
    const resendMs = config.otpResendSeconds * 1000;
    if (last && new Date(last.createdAt).getTime() + resendMs > now.getTime()) {
      throw new HttpError(429, resendWaitMessage(secondsUntilFree(new Date(last.createdAt), resendMs, now)));
    }

    const inHour = gt(oneTimeCodes.createdAt, hourAgo);
    const [perContact] = await tx
      .select({
        count: sql<number>`count(*) filter (where ${oneTimeCodes.requestIp} = ${input.ip})`.mapWith(Number),
        oldest: sql<
          string | null
        >`min(${oneTimeCodes.createdAt}) filter (where ${oneTimeCodes.requestIp} = ${input.ip})`,
        verified: sql<number>`count(*) filter (where ${oneTimeCodes.consumedAt} is not null)`.mapWith(Number),
        oldestVerified: sql<
          string | null
        >`min(${oneTimeCodes.createdAt}) filter (where ${oneTimeCodes.consumedAt} is not null)`,
      })
      .from(oneTimeCodes)
      .where(and(sameContact, inHour));
    const full = (counted: number, max: number, oldestRaw: string | Date | null) => {
      if (counted < max) return;
      const oldest = oldestRaw ? new Date(oldestRaw) : null;
      throw new HttpError(429, hourlyLimitMessage(Math.ceil(secondsUntilFree(oldest, HOUR_MS, now) / 60)));
    };
    full(Number(perContact.count), config.otpMaxPerHour, perContact.oldest);
    full(Number(perContact.verified), config.otpContactMaxPerHour, perContact.oldestVerified);

    const [perIp] = await tx
      .select({ count: count() })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.requestIp, input.ip), gt(oneTimeCodes.createdAt, hourAgo)));
    if (Number(perIp.count) >= config.otpIpMaxPerHour) {
      throw new HttpError(429, OTP_MESSAGES.tooManyFromAddress);
    }

    const clientHash = hashClientBinding(input.client);
    await tx
      .update(oneTimeCodes)
      .set({ expiresAt: now })
      .where(
        and(
          eq(oneTimeCodes.contact, input.contact),
          eq(oneTimeCodes.purpose, input.purpose),
          eq(oneTimeCodes.clientHash, clientHash),
          isNull(oneTimeCodes.consumedAt),
          gt(oneTimeCodes.expiresAt, now),
        ),
      );
    await tx.insert(oneTimeCodes).values({
      contact: input.contact,
      purpose: input.purpose,
      codeHash: hashCode(code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + config.otpTtlSeconds * 1000),
      requestIp: input.ip,
      clientHash,
      userId: input.userId ?? null,
    });
  });
  return code;
}

export type VerifyOutcome = 'verified' | 'invalid' | 'expired' | 'too_many_attempts';

/** The outcome of a code check; a verified code comes with the client's verification token. */
export type VerifyAnswer =
  | { outcome: 'verified'; verificationToken: string }
  | { outcome: Exclude<VerifyOutcome, 'verified'> };

/** The stored form of a verification token: SHA-256, hex. */
export function hashVerificationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface VerifyCodeInput {
  contact: string;
  purpose: OtpType;
  code: string;
  /** the verifying browser's binding (its `otp_client` cookie); none matches no code */
  client: string | undefined;
  /** the signed-in candidate checking a contact-change code */
  userId?: number;
}

/**
 * Checks a code against the newest code this browser (`client`) asked for the contact and
 * purpose; a browser that asked none gets 'invalid' and counts against nobody's code. A wrong
 * code counts an attempt (the `otpMaxAttempts`-th wrong one kills the code); the right one consumes the code
 * and records the contact as verified for `verifiedContactTtlSeconds`, for the holder of the
 * verification token it answers (32 random bytes, base64url).
 */
export async function verifyCode(deps: AppDeps, input: VerifyCodeInput): Promise<VerifyAnswer> {
  const { config } = deps;
  const now = deps.now();
  if (!input.client) return { outcome: 'invalid' };
  const [row] = await deps.db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.contact, input.contact),
        eq(oneTimeCodes.purpose, input.purpose),
        eq(oneTimeCodes.clientHash, hashClientBinding(input.client)),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  if (!row || row.consumedAt) return { outcome: 'invalid' };
  // a contact-change code serves the candidate who asked for it, nobody else
  if ((row.userId ?? undefined) !== input.userId) return { outcome: 'invalid' };
  if (row.attempts >= config.otpMaxAttempts) return { outcome: 'too_many_attempts' };
  if (new Date(row.expiresAt).getTime() <= now.getTime()) return { outcome: 'expired' };

  if (!codeMatches(input.code, row.codeHash)) {
    // Every browser guesses only at its own codes, which its own requests (per address) bound;
    // past a contact's budget of wrong answers in the hour from all browsers
    // (OTP_CONTACT_MAX_PER_HOUR codes' worth of OTP_MAX_ATTEMPTS), a wrong answer kills its code
    // at once: many addresses get one guess per code, and the owner's right answer still passes.
    const [guessed] = await deps.db
      .select({ wrong: sql<number>`coalesce(sum(${oneTimeCodes.attempts}), 0)`.mapWith(Number) })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.contact, input.contact),
          eq(oneTimeCodes.purpose, input.purpose),
          gt(oneTimeCodes.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    const underAttack = Number(guessed?.wrong ?? 0) >= config.otpContactMaxPerHour * config.otpMaxAttempts;
    // Atomic: parallel wrong tries cannot exceed the limit.
    const [counted] = await deps.db
      .update(oneTimeCodes)
      .set({ attempts: underAttack ? config.otpMaxAttempts : sql`${oneTimeCodes.attempts} + 1` })
      .where(and(eq(oneTimeCodes.id, row.id), sql`${oneTimeCodes.attempts} < ${config.otpMaxAttempts}`))
      .returning({ attempts: oneTimeCodes.attempts });
    if (!counted || counted.attempts >= config.otpMaxAttempts) return { outcome: 'too_many_attempts' };
    return { outcome: 'invalid' };
  }

  // Atomic: a code is consumed once even when the same right code arrives twice in parallel.
  const verificationToken = randomBytes(32).toString('base64url');
  const [consumed] = await deps.db
    .update(oneTimeCodes)
    .set({
      consumedAt: now,
      verifiedUntil: new Date(now.getTime() + config.verifiedContactTtlSeconds * 1000),
      verificationTokenHash: hashVerificationToken(verificationToken),
    })
    .where(
      and(
        eq(oneTimeCodes.id, row.id),
        isNull(oneTimeCodes.consumedAt),
        sql`${oneTimeCodes.attempts} < ${config.otpMaxAttempts}`,
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return consumed ? { outcome: 'verified', verificationToken } : { outcome: 'invalid' };
}

/**
 * True when the contact has a live verification for the purpose (not yet used) made by the
 * holder of `token` (the verification token verify_otp answered).
 */
export async function hasVerification(
  deps: AppDeps,
  contact: string,
  purpose: OtpType,
  token: string,
  userId?: number,
): Promise<boolean> {
  if (!token) return false;
  const [row] = await deps.db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.contact, contact),
        eq(oneTimeCodes.purpose, purpose),
        eq(oneTimeCodes.verificationTokenHash, hashVerificationToken(token)),
        gt(oneTimeCodes.verifiedUntil, deps.now()),
        ownerIs(userId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Uses up the live verification of a contact for a purpose that `token` proves; true when
 * there was one. Atomic, so one verification serves one register or one reset even under
 * parallel requests. Pass a transaction as `db` to make it part of a larger write.
 */
export async function consumeVerification(
  db: Db,
  now: Date,
  contact: string,
  purpose: OtpType,
  token: string,
  userId?: number,
): Promise<boolean> {
  if (!token) return false;
  const used = await db
    .update(oneTimeCodes)
    .set({ verifiedUntil: null })
    .where(
      and(
        eq(oneTimeCodes.contact, contact),
        eq(oneTimeCodes.purpose, purpose),
        eq(oneTimeCodes.verificationTokenHash, hashVerificationToken(token)),
        gt(oneTimeCodes.verifiedUntil, now),
        ownerIs(userId),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return used.length > 0;
}

/**
 * The contacts whose messages, codes and limit events belong to the candidate alone: their own
 * e-mail and phone, and each contact they asked a change code for that no other account holds
 * now and nobody else asked a code for. A contact another candidate registered (or asked for)
 * since is theirs too: of it only this candidate's own codes go.
 */
export async function contactsOwnedBy(tx: DbOrTx, user: UserRow): Promise<string[]> {
  const own = [user.email, user.phoneNo];
  const asked = await tx
    .select({ contact: oneTimeCodes.contact })
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.userId, user.id));
  const owned = [...own];
  for (const contact of new Set(asked.map((row) => row.contact))) {
    if (own.includes(contact)) continue;
    const [holder] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(or(eq(users.email, contact), eq(users.phoneNo, contact)), ne(users.id, user.id)))
      .limit(1);
    const [shared] = await tx
      .select({ id: oneTimeCodes.id })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.contact, contact),
          or(isNull(oneTimeCodes.userId), ne(oneTimeCodes.userId, user.id)),
        ),
      )
      .limit(1);
    if (!holder && !shared) owned.push(contact);
  }
  return owned;
}
