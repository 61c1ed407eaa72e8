import {
  COMPANY_NAME_TAKEN,
  type CompanyProfile,
  type companyProfileFields,
} from '@contract/recruiter/company-profile';
import { VERSION_CONFLICT_MESSAGE } from '@contract/version-conflict';
import { and, desc, eq, ne } from 'drizzle-orm';
import { companies, companyMailboxes, companyProfileChanges } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../validate';
import type { DbOrTx } from '../file-store';

/**
 * The company profile (issue 37 §1): its recruiters read and save it; a save compares the version
 * it was read with under the row's lock and logs each changed field (who, when, old, new) in
 * company_profile_changes, which the operator reads as evidence.
 */

export type ProfileField = keyof typeof companyProfileFields;
export type ProfileInput = { [K in ProfileField]: K extends 'cin' ? string | null : string };

const profileColumns = {
  legal_name: companies.legalName,
  display_name: companies.name,
  gstin: companies.gstin,
  cin: companies.cin,
  website_domain: companies.websiteDomain,
  address: companies.address,
  city: companies.city,
  version: companies.profileVersion,
};

/** The newest mailbox asked for or verified of the company: its address and when it was verified. */
export async function companyMailbox(db: DbOrTx, companyId: number): Promise<CompanyProfile['mailbox']> {
  const [row] = await db
    .select({ email: companyMailboxes.email, verifiedAt: companyMailboxes.verifiedAt })
    .from(companyMailboxes)
    .where(eq(companyMailboxes.companyId, companyId))
    .orderBy(desc(companyMailboxes.createdAt), desc(companyMailboxes.id))
    .limit(1);
  return row ? { email: row.email, verified_at: row.verifiedAt?.toISOString() ?? null } : null;
}

export const COMPANY_NOT_FOUND = 'This company does not exist';

/** The company's profile as the Company screen shows it (404 for no such company). */
export async function companyProfile(db: DbOrTx, companyId: number): Promise<CompanyProfile> {
  const [row] = await db.select(profileColumns).from(companies).where(eq(companies.id, companyId));
  if (!row) throw new HttpError(404, COMPANY_NOT_FOUND, 'not_found');
  return { ...row, mailbox: await companyMailbox(db, companyId) };
}

/**
 * Saves the whole profile read at `version`: 409 version_conflict when a colleague saved since,
 * 409 conflict when another company has the display name. Logs each changed field.
 */
export async function saveCompanyProfile(
  deps: AppDeps,
  scope: { recruiterId: number; companyId: number },
  input: ProfileInput & { version: number },
): Promise<CompanyProfile> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select(profileColumns)
      .from(companies)
      .where(eq(companies.id, scope.companyId))
      .for('update');
    if (before.version !== input.version)
      throw new HttpError(409, VERSION_CONFLICT_MESSAGE, 'version_conflict');
    const [taken] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.name, input.display_name), ne(companies.id, scope.companyId)))
      .limit(1);
    if (taken) throw new HttpError(409, COMPANY_NAME_TAKEN, 'conflict');
    const fields = Object.keys(input).filter((key) => key !== 'version') as ProfileField[];
    const changes = fields
      .filter((field) => (before[field] ?? null) !== (input[field] ?? null))
      .map((field) => ({
        companyId: scope.companyId,
        changedBy: scope.recruiterId,
        changedAt: now,
        field,
        oldValue: before[field] ?? null,
        newValue: input[field] ?? null,
      }));
    if (changes.length === 0) return;
    await tx
      .update(companies)
      .set({
        legalName: input.legal_name,
        name: input.display_name,
        gstin: input.gstin,
        cin: input.cin,
        websiteDomain: input.website_domain,
        address: input.address,
        city: input.city,
        profileVersion: before.version + 1,
      })
      .where(eq(companies.id, scope.companyId));
    await tx.insert(companyProfileChanges).values(changes);
  });
  return companyProfile(deps.db, scope.companyId);
}
