/**
 * Annual salary ranges in rupees, used for both current and expected CTC (§9). A module of its
 * own (options.ts re-exports it): the job lists' URL parsing, which loads with every first visit,
 * reads them, and nothing else of the record's options belongs in that visit's bundle.
 */
export const SALARY_RANGES = [
  '1,00,000-2,00,000',
  '2,00,000-3,00,000',
  '3,00,000-4,00,000',
  '5,00,000-7,50,000',
  '7,50,000-10,00,000',
  'Above 10,00,000',
] as const;
export type SalaryRange = (typeof SALARY_RANGES)[number];
