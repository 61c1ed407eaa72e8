import * as v from 'valibot';
import { ROW_ID_MAX } from './limits';
import { POSITIVE_ID_TEXT } from './primitives';

export { ROW_ID_MAX } from './limits';

/**
 * Row ids a request carries, one rule for the whole contract: a whole number from `min` (1 for a
 * row that must exist; 0 where 0 means "a new one") to ROW_ID_MAX, the largest PostgreSQL
 * integer, so a larger id is refused as input (400) and never reaches a query (where it would
 * fail as out of range).
 */

/** An id sent as a number (JSON) or as digits (multipart text). */
export const idField = (label: string, min: 0 | 1 = 1) =>
  v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d{1,10}$/, `${label} must be a whole number`))],
      `${label} must be a whole number`,
    ),
    v.transform(Number),
    v.integer(`${label} must be a whole number`),
    v.minValue(min, `${label} must be at least ${min}`),
    v.maxValue(ROW_ID_MAX, `${label} must be at most ${ROW_ID_MAX}`),
  );

/** An id sent as a JSON number only. */
export const idNumber = (label: string, message = `${label} must be a whole number`) =>
  v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(ROW_ID_MAX, `${label} must be at most ${ROW_ID_MAX}`),
  );

/** A row id sent as text (a query parameter or a multipart part): a positive whole number, at most ROW_ID_MAX. */
export const positiveIdText = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.regex(POSITIVE_ID_TEXT, `${label} must be a positive whole number`),
    v.transform(Number),
    v.maxValue(ROW_ID_MAX, `${label} must be a positive whole number`),
  );
