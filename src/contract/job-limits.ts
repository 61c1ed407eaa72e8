import { SALARY_RANGES } from './candidate-record/salary-ranges';

/**
 * The job lists' input bounds, without valibot: the app's URL search parsing (which loads with
 * the first visit) reads them, and contract/jobs.ts re-exports them.
 */

/** The highest page number a list call takes (a guard, far beyond any catalogue). */
export const JOB_PAGE_MAX = 100_000;
/** The longest filter text a list call takes. */
export const JOB_FILTER_MAX = 100;
/** The expected-CTC filter takes one of the salary bands of §3 (annual rupees). */
export const EXPECTED_CTC_BANDS = SALARY_RANGES;

/** A job's experience level, as job cards show it (a Fresher tag when 'Fresher'). */
export const JOB_EXPERIENCE_LEVELS = ['Fresher', 'Experienced', 'Managerial'] as const;
export type JobExperienceLevel = (typeof JOB_EXPERIENCE_LEVELS)[number];

/** The largest row id (a PostgreSQL integer): a larger id is refused as input, never queried. */
export { ROW_ID_MAX } from './limits';
