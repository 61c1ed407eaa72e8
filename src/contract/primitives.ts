import * as v from 'valibot';
import { JOB_PAGE_MAX } from './job-limits';
import { ROW_ID_MAX } from './limits';

/**
 * The request's primitives, each checked by one rule (issue 35 §4 'one rule per primitive'). Ids
 * sent in a body are ids.ts's (idField, idNumber, positiveIdText, which use POSITIVE_ID_TEXT);
 * an id in a path (`/recruiters/jobs/:job_id`, `/candidates/files/:fileId`, a logo's
 * `/company-logos/7.svg`) is read with `positiveIdOf`; a page number with `pageQueryField` (a query
 * string's text) or `pageBodyField` (a JSON number).
 */

/** A positive row id as text: no sign, no leading zero, at most 10 digits (ROW_ID_MAX has 10). */
export const POSITIVE_ID_TEXT = /^[1-9]\d{0,9}$/;

/** The id a path's text names (1 to ROW_ID_MAX), or null (0, a sign, a leading zero, too big, not digits). */
export function positiveIdOf(text: string | undefined): number | null {
  if (text === undefined || !POSITIVE_ID_TEXT.test(text)) return null;
  const id = Number(text);
  return id <= ROW_ID_MAX ? id : null;
}

/** A page number as a query string's text: 1 to JOB_PAGE_MAX (6 digits at most), '1' when absent. */
export const PAGE_TEXT = /^[1-9]\d{0,5}$/;

/** The `page` of a list's query: 1 when absent. */
export const pageQueryField = v.optional(
  v.pipe(
    v.string('page must be a whole number'),
    v.regex(PAGE_TEXT, 'page must be a whole number from 1'),
    v.transform(Number),
    v.maxValue(JOB_PAGE_MAX, `page must be at most ${JOB_PAGE_MAX}`),
  ),
  '1',
);

/** The `page` of a list's JSON body (the job search's): 1 when absent. */
export const pageBodyField = v.optional(
  v.pipe(
    v.number('page must be a whole number'),
    v.integer('page must be a whole number'),
    v.minValue(1, 'page must be at least 1'),
    v.maxValue(JOB_PAGE_MAX, `page must be at most ${JOB_PAGE_MAX}`),
  ),
  1,
);
