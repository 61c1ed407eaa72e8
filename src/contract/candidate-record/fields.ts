import * as v from 'valibot';

/** Wire fields of the record's parts, beside wire-fields.ts (text, integers, flags). */

/** A number sent as digits or as a number; `pattern` checks the digits as typed. */
export const digitsField = (required: string, pattern: RegExp, message: string) =>
  v.pipe(
    v.union([v.number(), v.string()], required),
    v.transform((value) => String(value).trim()),
    v.nonEmpty(required),
    v.regex(pattern, message),
    v.transform(Number),
  );

/** A year of 4 digits, as a number or digits. */
export const fourDigitYear = (message: string) => digitsField(message, /^\d{4}$/, message);

/** Lists of names are sent joined by ', ' (§3); a list field holds at most this many characters. */
export const namesField = (label: string) =>
  v.optional(
    v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(2000, `${label} is too long`)),
    '',
  );
