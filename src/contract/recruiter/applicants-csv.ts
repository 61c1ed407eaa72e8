/**
 * GET /recruiters/jobs/:job_id/applicants.csv (issue 36 §4): the job's applicants the list's filter
 * and order keep (the list's query: status, certification, experience_level, notice, sort; page
 * ignored), as CSV (text/csv, UTF-8 with a BOM so that Excel reads Indian names; a download
 * filename). A cell starting with =, +, -, @, a tab or a carriage return is prefixed with ' so a
 * spreadsheet never runs it as a formula. Phone and e-mail only where the company may see them
 * today (as the applicant page: once shortlisted); blank otherwise. 404 job_not_found for another
 * company's job.
 */
export const APPLICANTS_CSV_PATH = '/recruiters/jobs/:job_id/applicants.csv';

export const APPLICANTS_CSV_COLUMNS = [
  'Name',
  'Stage',
  'Assessment',
  'Applied on',
  'Stage changed on',
  'Experience',
  'Certification',
  'Current CTC',
  'Notice',
  'Phone',
  'E-mail',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: a formula's first character defused with ', quoted when it holds , " or a line break. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line (CRLF, as RFC 4180 and Excel write it). */
export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;
