import { asc, eq } from 'drizzle-orm';
import { companies } from '../../db/schema';
import type { DbOrTx } from '../file-store';

/**
 * A company's standing with the portal (issue 37): *verified* once an operator confirmed it
 * (`verified_at`), *suspended* while `suspended_at` is set. Only a verified, unsuspended company
 * publishes jobs, messages candidates and wears the Verified employer badge; a suspended
 * company's jobs leave search and the public pages at once.
 */
export type CompanyStanding = 'unverified' | 'verified' | 'suspended';

export interface CompanyTrustRow {
  id: number;
  name: string;
  city: string;
  verifiedAt: Date | null;
  suspendedAt: Date | null;
}

/** The standing of a company row. */
export function standingOf(row: { verifiedAt: Date | null; suspendedAt: Date | null }): CompanyStanding {
  if (row.suspendedAt) return 'suspended';
  return row.verifiedAt ? 'verified' : 'unverified';
}

const columns = {
  id: companies.id,
  name: companies.name,
  city: companies.city,
  verifiedAt: companies.verifiedAt,
  suspendedAt: companies.suspendedAt,
};

/** One company's trust row, or null when there is no such company. */
export async function companyTrust(db: DbOrTx, companyId: number): Promise<CompanyTrustRow | null> {
  const [row] = await db.select(columns).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row ?? null;
}

/** Whether the company may publish jobs and message candidates now. */
export async function companyIsVerified(db: DbOrTx, companyId: number): Promise<boolean> {
  const row = await companyTrust(db, companyId);
  return row !== null && standingOf(row) === 'verified';
}

/** Every company, by id. */
export function listCompanyTrust(db: DbOrTx): Promise<CompanyTrustRow[]> {
  return db.select(columns).from(companies).orderBy(asc(companies.id));
}

export type TrustAction = 'verify' | 'suspend' | 'restore';

/**
 * An operator's decision: verify (sets verified_at, clears a suspension), suspend (sets
 * suspended_at), restore (clears it). Answers the row after, or null for no such company.
 */
export async function setCompanyTrust(
  db: DbOrTx,
  companyId: number,
  action: TrustAction,
  now: Date,
): Promise<CompanyTrustRow | null> {
  const change =
    action === 'verify'
      ? { verifiedAt: now, suspendedAt: null }
      : action === 'suspend'
        ? { suspendedAt: now }
        : { suspendedAt: null };
  const [row] = await db.update(companies).set(change).where(eq(companies.id, companyId)).returning(columns);
  return row ?? null;
}
