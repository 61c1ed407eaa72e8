// The reference lists of the forms (reference items, cities).
import { index, integer, pgTable, serial, smallint, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Reference lists of the onboarding lists answer, one table with a list name:
 * ehrSystems, subCategories, ehrSpecializations, certifications, companies, educations,
 * institutes, certificateInstitutes.
 */
export const referenceItems = pgTable(
  'reference_items',
  {
    id: serial('id').primaryKey(),
    list: text('list').notNull(),
    name: text('name').notNull(),
    /** subCategories only: 1 voice, 2 non-voice */
    categoryId: smallint('category_id'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    // 'Other' exists once per sub-category group (voice and non-voice), hence category_id in the key.
    unique('reference_items_list_category_name_key').on(t.list, t.categoryId, t.name).nullsNotDistinct(),
    index('reference_items_list_idx').on(t.list, t.position),
  ],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    state: text('state').notNull(),
  },
  (t) => [uniqueIndex('cities_name_state_key').on(t.name, t.state)],
);
