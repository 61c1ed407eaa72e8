import { OPERATOR_ROLE_ID } from '@contract/limits';
import { hashCode } from '../services/one-time-codes';
import { createRecruiter } from '../services/recruiter/recruiter-accounts';
import type { Db } from './client';
import { companies, companyMailboxes, companyProfileChanges } from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The demo operator (issue 37), who signs in at /recruiter/login with the recruiters' demo password. */
export const DEMO_OPERATOR = { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.com' } as const;

/** The demo's company waiting for the operator: its profile filled in, its mailbox verified. */
export const DEMO_UNVERIFIED_COMPANY = {
  name: 'Dawn RCM Services',
  city: 'Coimbatore',
  legalName: 'Dawn RCM Services Private Limited',
  gstin: '33AABCD4321K1Z0',
  cin: 'U72900TN2019PTC131313',
  websiteDomain: 'dawn-rcm.example',
  address: '14 Avinashi Road, Peelamedu, Coimbatore 641004',
  recruiter: { firstName: 'Meera', lastName: 'Iyer', email: 'meera.iyer@example.com' },
  mailbox: 'hr@dawn-rcm.example',
} as const;

const HOUR_MS = 60 * 60 * 1000;

/**
 * Seeds the demo's operator and an unverified company (Dawn RCM Services, with its recruiter
 * Meera) whose profile and domain mailbox are the evidence the operator's page shows.
 */
export async function seedDemoTrust(tx: Tx, now: Date, recruiterHash: string): Promise<void> {
  await createRecruiter(tx, {
    companyId: null,
    roleId: OPERATOR_ROLE_ID,
    ...DEMO_OPERATOR,
    passwordHash: recruiterHash,
    now,
  });
  const dawn = DEMO_UNVERIFIED_COMPANY;
  const [company] = await tx
    .insert(companies)
    .values({
      name: dawn.name,
      city: dawn.city,
      legalName: dawn.legalName,
      gstin: dawn.gstin,
      cin: dawn.cin,
      websiteDomain: dawn.websiteDomain,
      address: dawn.address,
      profileVersion: 2,
    })
    .returning({ id: companies.id });
  const meera = await createRecruiter(tx, {
    companyId: company.id,
    ...dawn.recruiter,
    passwordHash: recruiterHash,
    now,
  });
  const changedAt = new Date(now.getTime() - 24 * HOUR_MS);
  const fields = {
    legal_name: dawn.legalName,
    gstin: dawn.gstin,
    cin: dawn.cin,
    website_domain: dawn.websiteDomain,
    address: dawn.address,
  };
  await tx.insert(companyProfileChanges).values(
    Object.entries(fields).map(([field, value]) => ({
      companyId: company.id,
      changedBy: meera,
      changedAt,
      field,
      oldValue: null,
      newValue: value,
    })),
  );
  const verifiedAt = new Date(now.getTime() - 20 * HOUR_MS);
  await tx.insert(companyMailboxes).values({
    companyId: company.id,
    requestedBy: meera,
    email: dawn.mailbox,
    codeHash: hashCode('000000'),
    createdAt: new Date(verifiedAt.getTime() - HOUR_MS / 4),
    expiresAt: new Date(verifiedAt.getTime() + HOUR_MS / 4),
    verifiedAt,
  });
}
