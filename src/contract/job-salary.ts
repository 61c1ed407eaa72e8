/**
 * A job's salary as words, one formatter for both sides: the app's cards and job detail
 * (signed-in-area.md §9) and the server's link preview of a shared job (issue 19).
 */

export const NOT_SPECIFIED = 'Not specified';
export const NOT_DISCLOSED = 'Not Disclosed';
export const LPA = 'LPA';

const LAKH = 100_000;

const isAmount = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;
const lakhs = (rupees: number) => (rupees / LAKH).toFixed(1);

/**
 * Salary on search, saved and dashboard cards (§9): lakhs per annum with one decimal, as a range
 * ('3.0 - 4.5 LPA') or a single value ('3.0 LPA': one amount, or both equal), else 'Not specified'.
 */
export function cardSalary(min: number | null | undefined, max: number | null | undefined): string {
  const low = isAmount(min) ? min : null;
  const high = isAmount(max) ? max : null;
  if (low !== null && high !== null && low !== high) return `${lakhs(low)} - ${lakhs(high)} ${LPA}`;
  const single = low ?? high;
  return single === null ? NOT_SPECIFIED : `${lakhs(single)} ${LPA}`;
}

/** Salary on job detail and similar jobs (§9): '3.0-4.5 LPA', or 'Not Disclosed' if either is missing. */
export function detailSalary(min: number | null | undefined, max: number | null | undefined): string {
  if (!isAmount(min) || !isAmount(max)) return NOT_DISCLOSED;
  return `${lakhs(min)}-${lakhs(max)} ${LPA}`;
}
