// The employers: the companies whose recruiters post jobs.
import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** The jobs catalogue: employers (their logos are drawn from the name: routes/company-logos.ts). */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** the employer's main city */
    city: text('city').notNull(),
  },
  (t) => [uniqueIndex('companies_name_key').on(t.name)],
);
