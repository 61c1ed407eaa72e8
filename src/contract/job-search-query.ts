import { JOB_SEARCH_FIELDS, type JobSearchField } from './job-search-fields';
import { PUBLIC_JOB_LIST_PATH } from './public-jobs';

/**
 * A job search as an address (issue 35 C10): the app's /jobpostings and the public /jobs read the
 * same names (job-search-fields.ts). Apart from job-search-fields.ts, which the app's first visit
 * loads: only the server writes these addresses (notifications, e-mails, the public list's pages).
 */
/**
 * A search as an address's query ('q=coder&location=Chennai', '' for none): its set fields in
 * JOB_SEARCH_FIELDS's order, and the page when past the first. The app's /jobpostings and the
 * public /jobs read the same names.
 */
export function searchQueryString(search: Partial<Record<JobSearchField, string>>, page = 1): string {
  const params = new URLSearchParams();
  for (const field of JOB_SEARCH_FIELDS) {
    const value = search[field];
    if (value !== undefined && value !== '') params.set(field, value);
  }
  if (page > 1) params.set('page', String(page));
  return params.toString();
}
/** The public list of a search's jobs (page 1 unless given). */
export function publicJobListPath(search: Partial<Record<JobSearchField, string>>, page = 1): string {
  const query = searchQueryString(search, page);
  return query === '' ? PUBLIC_JOB_LIST_PATH : `${PUBLIC_JOB_LIST_PATH}?${query}`;
}
