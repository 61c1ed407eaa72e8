import * as v from 'valibot';

/**
 * Version conflicts (issue 36 R2): a write of a record two recruiters may edit at once (a job, an
 * applicant's note) names the `version` its edit was based on, read from the record's GET answer;
 * the server compares it inside the write's transaction and, when a colleague saved in between,
 * writes nothing and answers 409 `version_conflict` with this message. A write that goes through
 * moves the version up by 1 and answers the new one.
 */
export const VERSION_CONFLICT_MESSAGE =
  'A colleague changed this while you were editing. Review their changes.';

/** The highest version a row can reach (a PostgreSQL integer). */
const VERSION_MAX = 2_147_483_647;
export const VERSION_INVALID = 'version must be the whole number the record was read with';

/** The `version` a write's body carries: a whole number from 1. */
export const versionField = v.pipe(
  v.number(VERSION_INVALID),
  v.integer(VERSION_INVALID),
  v.minValue(1, VERSION_INVALID),
  v.maxValue(VERSION_MAX, VERSION_INVALID),
);
