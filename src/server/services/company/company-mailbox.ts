import { isFreeMailDomain } from '@contract/company/free-mail-domains';
import {
  MAILBOX_CODE_INVALID,
  MAILBOX_DOMAIN_MISSING,
  MAILBOX_FREE_MAIL,
  mailboxNotOnDomain,
} from '@contract/recruiter/company-profile';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { companies, companyMailboxes } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../validate';
import { composeMail } from '../delivery/email/compose';
import { enqueueNow } from '../delivery/queue';
import { codeMatches, generateCode, hashCode, hourlyLimitMessage } from '../one-time-codes';
import { hourlyLimit, RATE_KINDS, reserveAttempt } from '../rate-limit';

/**
 * A mailbox on the company's own website domain (issue 37 §1): a recruiter names an address at
 * that domain (never a free-mail provider's), a six-digit code goes to it by e-mail, and the code
 * entered proves the company controls the domain's mail. The newest request of a company is the
 * one that counts; a code is used once, lives MAILBOX_CODE_MINUTES, and dies after the configured
 * number of wrong tries (each counted before it is compared).
 */

export const MAILBOX_PURPOSE = 'company_mailbox';
export const MAILBOX_CODE_MINUTES = 30;
const MAILBOX_CODES_PER_HOUR = 5;

const refused = (message: string) => new HttpError(400, message, 'validation_failed');
const invalid = () => new HttpError(400, MAILBOX_CODE_INVALID, 'otp_invalid');

/** Why this address cannot be the company's mailbox, or null when it can. */
export function mailboxIssue(email: string, websiteDomain: string | null): string | null {
  if (!websiteDomain) return MAILBOX_DOMAIN_MISSING;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (isFreeMailDomain(domain)) return MAILBOX_FREE_MAIL;
  const site = websiteDomain.replace(/^www\./, '');
  return domain === site || domain.endsWith(`.${site}`) ? null : mailboxNotOnDomain(site);
}

/** Sends a code to `email` for this company; answers the pending mailbox. */
export async function requestMailboxCode(
  deps: AppDeps,
  scope: { recruiterId: number; companyId: number },
  rawEmail: string,
): Promise<{ email: string; verified_at: null }> {
  const email = rawEmail.trim().toLowerCase();
  const [company] = await deps.db
    .select({ name: companies.name, websiteDomain: companies.websiteDomain })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  const issue = mailboxIssue(email, company.websiteDomain);
  if (issue) throw refused(issue);
  await reserveAttempt(deps, [
    hourlyLimit(RATE_KINDS.mailboxCode, `company:${scope.companyId}`, MAILBOX_CODES_PER_HOUR, (s) =>
      hourlyLimitMessage(Math.ceil(s / 60)),
    ),
  ]);
  const code = generateCode();
  const now = deps.now();
  await deps.db.insert(companyMailboxes).values({
    companyId: scope.companyId,
    requestedBy: scope.recruiterId,
    email,
    codeHash: hashCode(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + MAILBOX_CODE_MINUTES * 60_000),
  });
  const text =
    `Your code to verify ${email} as ${company.name}'s mailbox on RCM Careers is ${code}. ` +
    `It is valid for ${MAILBOX_CODE_MINUTES} minutes. If you did not ask for it, ignore this e-mail.`;
  const mail = composeMail({ subject: `Your RCM Careers mailbox code: ${code}`, paragraphs: [text] });
  await enqueueNow(deps, {
    to: email,
    channel: 'email',
    purpose: MAILBOX_PURPOSE,
    code,
    text,
    subject: mail.subject,
    html: mail.html,
  });
  return { email, verified_at: null };
}

/** Checks the code of the company's newest request; answers the verified mailbox. */
export async function verifyMailboxCode(
  deps: AppDeps,
  companyId: number,
  code: string,
): Promise<{ email: string; verified_at: string }> {
  const now = deps.now();
  const [pending] = await deps.db
    .select()
    .from(companyMailboxes)
    .where(eq(companyMailboxes.companyId, companyId))
    .orderBy(desc(companyMailboxes.createdAt), desc(companyMailboxes.id))
    .limit(1);
  if (!pending || pending.verifiedAt !== null || pending.expiresAt <= now) throw invalid();
  const [counted] = await deps.db
    .update(companyMailboxes)
    .set({ attempts: sql`${companyMailboxes.attempts} + 1` })
    .where(
      and(
        eq(companyMailboxes.id, pending.id),
        isNull(companyMailboxes.verifiedAt),
        lt(companyMailboxes.attempts, deps.config.otpMaxAttempts),
      ),
    )
    .returning({ id: companyMailboxes.id });
  if (!counted || !codeMatches(code, pending.codeHash)) throw invalid();
  const [verified] = await deps.db
    .update(companyMailboxes)
    .set({ verifiedAt: now })
    .where(and(eq(companyMailboxes.id, pending.id), isNull(companyMailboxes.verifiedAt)))
    .returning({ email: companyMailboxes.email });
  if (!verified) throw invalid();
  return { email: verified.email, verified_at: now.toISOString() };
}
