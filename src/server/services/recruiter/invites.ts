import type { LoginResult } from '@contract/auth/login';
import { INVITES_PER_RECRUITER_PER_HOUR } from '@contract/limits';
import { INVITE_CODE_INVALID, invitesLimitMessage } from '@contract/recruiter/account';
import { companies, recruiterInvites, users } from '@server/db/schema';
import type { AppDeps } from '@server/deps';
import { HttpError } from '@server/validate';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { composeMail } from '../delivery/email/compose';
import { enqueueNow } from '../delivery/queue';
import { codeMatches, generateCode, hashCode, hourlyLimitMessage, OTP_MESSAGES } from '../one-time-codes';
import { hashPassword } from '../passwords';
import { hourlyLimit, RATE_KINDS, reserveAttempt } from '../rate-limit';
import { createSession } from '../sessions';
import { toUserDetails } from '../user-details';
import { createRecruiter } from './recruiter-accounts';

/**
 * A recruiter invites a colleague of the same company (issue 23): a six-digit code by e-mail
 * (the sent messages, as sign-up's codes), valid INVITE_DAYS; accepting it with a name and a
 * password creates the colleague's recruiter account of the inviting company and signs them in.
 * The newest invitation to an e-mail is the one that counts; a code is used once, and every guess
 * (counted atomically before it is compared) counts against OTP_MAX_ATTEMPTS.
 */

export const INVITE_DAYS = 7;
export const INVITE_PURPOSE = 'recruiter_invite';

const invalid = () => new HttpError(400, INVITE_CODE_INVALID, 'invite_invalid');

/** Sends an invitation to `email` from this recruiter of this company. */
export async function sendInvite(
  deps: AppDeps,
  inviter: { recruiterId: number; companyId: number; firstName: string; lastName: string },
  email: string,
): Promise<void> {
  const address = email.toLowerCase();
  const { config } = deps;
  const perHour = (seconds: number) => hourlyLimitMessage(Math.ceil(seconds / 60));
  // counted before anything is looked up, whoever the address is (H4): so many an hour from one
  // recruiter (first: its message is the one a busy recruiter sees), and to one address
  await reserveAttempt(deps, [
    hourlyLimit(RATE_KINDS.invite, `recruiter:${inviter.recruiterId}`, INVITES_PER_RECRUITER_PER_HOUR, (s) =>
      invitesLimitMessage(Math.ceil(s / 60)),
    ),
    hourlyLimit(RATE_KINDS.invite, `invite:${address}`, config.otpMaxPerHour, perHour),
  ]);
  // an address with an account gets nothing, and the answer is the same (H4: no account probe)
  const [taken] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, address)).limit(1);
  if (taken) return;
  const [company] = await deps.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, inviter.companyId));
  const code = generateCode();
  const now = deps.now();
  await deps.db.insert(recruiterInvites).values({
    companyId: inviter.companyId,
    invitedBy: inviter.recruiterId,
    email: address,
    codeHash: hashCode(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITE_DAYS * 24 * 60 * 60 * 1000),
  });
  // a full address (PUBLIC_URL), in the text part too: a mail client links only what it can open
  const joinUrl = `${config.publicUrl}/recruiter/join`;
  const text =
    `${inviter.firstName} ${inviter.lastName} invited you to recruit for ${company?.name ?? 'their company'} ` +
    `on RCM Careers. Your invitation code is ${code}; it is valid for ${INVITE_DAYS} days. ` +
    `Open ${joinUrl} to set your password.`;
  const mail = composeMail({
    subject: `${inviter.firstName} ${inviter.lastName} invited you to RCM Careers`,
    paragraphs: [text],
    link: { text: 'Join your company', href: joinUrl },
  });
  await enqueueNow(deps, {
    to: address,
    channel: 'email',
    purpose: INVITE_PURPOSE,
    code,
    text,
    subject: mail.subject,
    html: mail.html,
  });
}

/**
 * Accepts the newest invitation to `email` with its code: the colleague's account (of the
 * inviting company), signed in. A wrong, used or expired code: 400 invite_invalid.
 */
export async function acceptInvite(
  deps: AppDeps,
  ip: string,
  input: { email: string; code: string; first_name: string; last_name: string; password: string },
): Promise<LoginResult> {
  const { config } = deps;
  await reserveAttempt(deps, [
    hourlyLimit(
      RATE_KINDS.inviteAcceptIp,
      ip,
      config.registerIpMaxPerHour,
      () => OTP_MESSAGES.tooManyFromAddress,
    ),
  ]);
  const email = input.email.toLowerCase();
  const now = deps.now();
  const [invite] = await deps.db
    .select()
    .from(recruiterInvites)
    .where(eq(recruiterInvites.email, email))
    .orderBy(desc(recruiterInvites.createdAt), desc(recruiterInvites.id))
    .limit(1);
  if (!invite || invite.acceptedAt !== null || invite.expiresAt <= now) throw invalid();
  // H7: a guess is counted before it is compared, in one statement that takes a free attempt or
  // none, so parallel guesses never compare more than OTP_MAX_ATTEMPTS codes between them
  const [counted] = await deps.db
    .update(recruiterInvites)
    .set({ attempts: sql`${recruiterInvites.attempts} + 1` })
    .where(
      and(
        eq(recruiterInvites.id, invite.id),
        isNull(recruiterInvites.acceptedAt),
        lt(recruiterInvites.attempts, config.otpMaxAttempts),
      ),
    )
    .returning({ id: recruiterInvites.id });
  if (!counted || !codeMatches(input.code, invite.codeHash)) throw invalid();
  const passwordHash = await hashPassword(input.password);
  const { user, token } = await deps.db.transaction(async (tx) => {
    // used once: a parallel acceptance finds it taken
    const [taken] = await tx
      .update(recruiterInvites)
      .set({ acceptedAt: now })
      .where(and(eq(recruiterInvites.id, invite.id), isNull(recruiterInvites.acceptedAt)))
      .returning({ id: recruiterInvites.id });
    if (!taken) throw invalid();
    const id = await createRecruiter(tx, {
      companyId: invite.companyId,
      email,
      firstName: input.first_name,
      lastName: input.last_name,
      passwordHash,
      now,
    });
    const [created] = await tx.select().from(users).where(eq(users.id, id));
    return { user: created, token: await createSession({ ...deps, db: tx }, id) };
  });
  return { token, tempToken: null, userDetails: toUserDetails(user), onboarding_status: true };
}
