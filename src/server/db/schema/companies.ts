// The employers: the companies whose recruiters post jobs.
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The jobs catalogue: employers (their logos are drawn from the name: routes/company-logos.ts). */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** the employer's main city */
    city: text('city').notNull(),
    /**
     * Issue 37: when an operator confirmed the company (a Verified employer), and when one
     * suspended it; it is verified while verified_at is set and suspended_at is null
     * (services/safety/company-trust.ts).
     */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * Issue 37, the company profile its recruiters keep (`name` is its display name, `city` the
     * registered address's city): the legal name, GSTIN, optional CIN, website domain and
     * registered address, checked by contract/recruiter/company-profile.ts; every change is
     * logged in company_profile_changes. `profile_version` is the save's version check.
     */
    legalName: text('legal_name'),
    gstin: text('gstin'),
    cin: text('cin'),
    websiteDomain: text('website_domain'),
    address: text('address'),
    profileVersion: integer('profile_version').notNull().default(1),
  },
  (t) => [uniqueIndex('companies_name_key').on(t.name)],
);
