// The employers: the companies whose recruiters post jobs.
import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
  },
  (t) => [uniqueIndex('companies_name_key').on(t.name)],
);
