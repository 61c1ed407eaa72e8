import {
  CONTACT_SHARE_NOT_FOUND,
  CONTACT_SHARING_LINK,
  type ContactShare,
  contactAskedText,
  type RecruiterContactState,
} from '@contract/contact-sharing';
import { companies, contactConsentLog, contactShares } from '@server/db/schema';
import { HttpError } from '@server/validate';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { EventBus, Tx } from '../event-bus';
import type { DbOrTx } from '../file-store';
import { addNotification } from '../notifications';
import { companyRefusal } from '../safety/company-gates';

/**
 * Contact only with consent (issue 37 §3, contract/contact-sharing.ts): a company sees a
 * candidate's phone and e-mail only while their `contact_shares` row is 'shared'. A shortlist
 * (status-deliveries.ts, when the candidate learns of it) or a recruiter's ask puts the question
 * ('asked', a notification); the candidate answers it once (Share / Not now) and may withdraw a
 * share; each consent given or withdrawn is a `contact_consent_log` row (the export).
 */

type ShareState = 'asked' | 'shared' | 'declined' | 'withdrawn';

/** The recruiter's view of one candidate's contact with the company. */
export async function contactStateOf(
  db: DbOrTx,
  userId: number,
  companyId: number,
): Promise<RecruiterContactState> {
  const [row] = await db
    .select({ state: contactShares.state })
    .from(contactShares)
    .where(and(eq(contactShares.userId, userId), eq(contactShares.companyId, companyId)));
  if (row?.state === 'shared' || row?.state === 'asked') return row.state;
  return 'not_shared';
}

/**
 * Asks the candidate to share the contact with the company (a shortlist: `recruiterId` null):
 * nothing when it is shared or asked already; else the question and its notification, in `tx`.
 * A company not verified, or suspended, asks nothing (issue 37 §1): a recruiter's ask is refused
 * as its messages are (409), a shortlist's is left out.
 */
export async function askForContact(
  tx: Tx,
  bus: EventBus,
  ask: { userId: number; companyId: number; recruiterId: number | null; now: Date },
): Promise<RecruiterContactState> {
  const [row] = await tx
    .select({ state: contactShares.state })
    .from(contactShares)
    .where(and(eq(contactShares.userId, ask.userId), eq(contactShares.companyId, ask.companyId)))
    .for('update');
  if (row?.state === 'shared' || row?.state === 'asked') return row.state;
  const refusal = await companyRefusal(tx, ask.companyId, 'message');
  if (refusal && ask.recruiterId !== null) throw new HttpError(409, refusal.message, refusal.code);
  if (refusal) return 'not_shared';
  const values = { state: 'asked', askedAt: ask.now, askedBy: ask.recruiterId, updatedAt: ask.now };
  await tx
    .insert(contactShares)
    .values({ userId: ask.userId, companyId: ask.companyId, ...values })
    .onConflictDoUpdate({ target: [contactShares.userId, contactShares.companyId], set: values });
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, ask.companyId));
  await addNotification(tx, bus, {
    userId: ask.userId,
    kind: 'contact',
    text: contactAskedText(company?.name ?? 'A company'),
    link: CONTACT_SHARING_LINK,
    createdAt: ask.now,
  });
  return 'asked';
}

/** The candidate's open questions and shares, the oldest first. */
export async function candidateShares(db: DbOrTx, userId: number): Promise<ContactShare[]> {
  const rows = await db
    .select({
      companyId: contactShares.companyId,
      companyName: companies.name,
      state: contactShares.state,
      askedAt: contactShares.askedAt,
      updatedAt: contactShares.updatedAt,
    })
    .from(contactShares)
    .innerJoin(companies, eq(companies.id, contactShares.companyId))
    .where(and(eq(contactShares.userId, userId), inArray(contactShares.state, ['asked', 'shared'])))
    .orderBy(asc(contactShares.updatedAt), asc(contactShares.companyId));
  return rows.map((row) => ({
    company_id: row.companyId,
    company_name: row.companyName,
    state: row.state as 'asked' | 'shared',
    at: new Date(row.state === 'asked' ? (row.askedAt ?? row.updatedAt) : row.updatedAt).toISOString(),
  }));
}

/** The candidate's row with the company, locked; none: 404 contact_share_not_found. */
async function lockedShare(tx: Tx, userId: number, companyId: number) {
  const [row] = await tx
    .select({ state: contactShares.state, companyName: companies.name })
    .from(contactShares)
    .innerJoin(companies, eq(companies.id, contactShares.companyId))
    .where(and(eq(contactShares.userId, userId), eq(contactShares.companyId, companyId)))
    .for('update', { of: contactShares });
  if (!row) throw new HttpError(404, CONTACT_SHARE_NOT_FOUND, 'contact_share_not_found');
  return row;
}

async function moveShare(
  tx: Tx,
  change: { userId: number; companyId: number; companyName: string; state: ShareState; now: Date },
): Promise<void> {
  await tx
    .update(contactShares)
    .set({ state: change.state, updatedAt: change.now })
    .where(and(eq(contactShares.userId, change.userId), eq(contactShares.companyId, change.companyId)));
  if (change.state === 'shared' || change.state === 'withdrawn')
    await tx.insert(contactConsentLog).values({
      userId: change.userId,
      companyId: change.companyId,
      companyName: change.companyName,
      action: change.state === 'shared' ? 'given' : 'withdrawn',
      at: change.now,
    });
}

/**
 * The candidate's answer to the company's question: Share or Not now, applied once (a question
 * already answered stays as answered: a replay or a second device's answer changes nothing).
 */
export async function answerContactQuestion(
  tx: Tx,
  answer: { userId: number; companyId: number; share: boolean; now: Date },
): Promise<void> {
  const row = await lockedShare(tx, answer.userId, answer.companyId);
  if (row.state !== 'asked') return;
  await moveShare(tx, {
    ...answer,
    companyName: row.companyName,
    state: answer.share ? 'shared' : 'declined',
  });
}

/** Withdraws a share (logged); a share already withdrawn or never given stays as it is. */
export async function withdrawContact(
  tx: Tx,
  withdrawal: { userId: number; companyId: number; now: Date },
): Promise<void> {
  const row = await lockedShare(tx, withdrawal.userId, withdrawal.companyId);
  if (row.state !== 'shared') return;
  await moveShare(tx, { ...withdrawal, companyName: row.companyName, state: 'withdrawn' });
}

/** The consent log for the candidate's export, oldest first. */
export async function consentLogForExport(
  db: DbOrTx,
  userId: number,
): Promise<{ company_name: string; action: 'given' | 'withdrawn'; at: string }[]> {
  const rows = await db
    .select()
    .from(contactConsentLog)
    .where(eq(contactConsentLog.userId, userId))
    .orderBy(asc(contactConsentLog.id));
  return rows.map((row) => ({
    company_name: row.companyName,
    action: row.action as 'given' | 'withdrawn',
    at: new Date(row.at).toISOString(),
  }));
}
