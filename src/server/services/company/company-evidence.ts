import { CIN_FORMAT, cinMatches, gstinIssue } from '@contract/company/company-checks';
import type { CompanyEvidence } from '@contract/operator/companies';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { companies, companyMailboxes, companyProfileChanges, users } from '../../db/schema';
import type { DbOrTx } from '../file-store';
import { mailboxIssue } from './company-mailbox';
import { companyProfile } from './company-profile';

/**
 * What the operator weighs before confirming a company (issue 37 §1): the profile, the GSTIN's
 * and the CIN's checks run again on what is saved, the verified mailbox (and whether it is on the
 * website domain saved now), and the profile's change log.
 */

export const CHANGES_SHOWN = 50;

const checkOf = (message: string | null) => ({ passed: message === null, message });

/** The checks of a saved GSTIN and CIN: null when the company gave none. */
export function evidenceChecks(row: { gstin: string | null; cin: string | null }) {
  return {
    gstin: row.gstin ? checkOf(gstinIssue(row.gstin)) : null,
    cin: row.cin ? checkOf(cinMatches(row.cin) ? null : CIN_FORMAT) : null,
  };
}

/** The newest verified mailbox of the company, or null. */
export async function verifiedMailbox(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ email: companyMailboxes.email, verifiedAt: companyMailboxes.verifiedAt })
    .from(companyMailboxes)
    .where(and(eq(companyMailboxes.companyId, companyId), isNotNull(companyMailboxes.verifiedAt)))
    .orderBy(desc(companyMailboxes.verifiedAt), desc(companyMailboxes.id))
    .limit(1);
  return row?.verifiedAt ? { email: row.email, verified_at: row.verifiedAt.toISOString() } : null;
}

/** The company's evidence, its trust row answered by `company` (404 for no such company). */
export async function companyEvidence(
  db: DbOrTx,
  companyId: number,
  company: CompanyEvidence['company'],
): Promise<CompanyEvidence> {
  const profile = await companyProfile(db, companyId);
  const mailbox = await verifiedMailbox(db, companyId);
  const changes = await db
    .select({
      field: companyProfileChanges.field,
      old_value: companyProfileChanges.oldValue,
      new_value: companyProfileChanges.newValue,
      changedAt: companyProfileChanges.changedAt,
      changed_by: sql<
        string | null
      >`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} || ' <' || ${users.email} || '>' end`,
    })
    .from(companyProfileChanges)
    .leftJoin(users, eq(users.id, companyProfileChanges.changedBy))
    .where(eq(companyProfileChanges.companyId, companyId))
    .orderBy(desc(companyProfileChanges.changedAt), desc(companyProfileChanges.id))
    .limit(CHANGES_SHOWN);
  return {
    company,
    profile,
    checks: {
      ...evidenceChecks(profile),
      mailbox: mailbox ? checkOf(mailboxIssue(mailbox.email, profile.website_domain)) : null,
    },
    verified_mailbox: mailbox,
    changes: changes.map(({ changedAt, ...change }) => ({ ...change, changed_at: changedAt.toISOString() })),
  };
}

/** Each company's evidence in short (for the list and `npm run companies -- list`), by company id. */
export async function evidenceSummaries(db: DbOrTx) {
  const rows = await db
    .select({ id: companies.id, gstin: companies.gstin, cin: companies.cin })
    .from(companies);
  const mailboxes = await db
    .select({ companyId: companyMailboxes.companyId, email: companyMailboxes.email })
    .from(companyMailboxes)
    .where(isNotNull(companyMailboxes.verifiedAt))
    .orderBy(asc(companyMailboxes.verifiedAt), asc(companyMailboxes.id));
  // the newest verified mailbox of each company is the last one set
  const mailboxOf = new Map(mailboxes.map((row) => [row.companyId, row.email]));
  // the fields changed after the company's verification, in the order first changed
  const changed = await db
    .select({ companyId: companyProfileChanges.companyId, field: companyProfileChanges.field })
    .from(companyProfileChanges)
    .innerJoin(companies, eq(companies.id, companyProfileChanges.companyId))
    .where(
      sql`${companies.verifiedAt} is not null and ${companyProfileChanges.changedAt} > ${companies.verifiedAt}`,
    )
    .orderBy(asc(companyProfileChanges.changedAt), asc(companyProfileChanges.id));
  const changedOf = new Map<number, string[]>();
  for (const { companyId, field } of changed) {
    const fields = changedOf.get(companyId) ?? [];
    if (!fields.includes(field)) changedOf.set(companyId, [...fields, field]);
  }
  return new Map(
    rows.map((row) => {
      const checks = evidenceChecks(row);
      return [
        row.id,
        {
          gstin_ok: checks.gstin?.passed ?? null,
          cin_ok: checks.cin?.passed ?? null,
          verified_mailbox: mailboxOf.get(row.id) ?? null,
          changed_since_verified: changedOf.get(row.id) ?? [],
        },
      ];
    }),
  );
}
