import type { JOB_FILTERS } from './job-search-fields';

/**
 * The job search's filters as a form shows them (§2): each one's label and hint, and the choice
 * that does not filter. The app's filters (features/jobs/job-filters.tsx) and the server's public
 * job list (services/public-job-list-page.ts) draw the same form.
 */
export const JOB_FILTER_LABELS: Record<(typeof JOB_FILTERS)[number], string> = {
  job_role: 'Job role',
  location: 'Location',
  skill: 'Skill',
  exp_ctc: 'Expected CTC',
  experience_level: 'Experience level',
  certificate_type: 'Certificate type',
};

export const JOB_FILTER_PLACEHOLDERS: Partial<Record<(typeof JOB_FILTERS)[number], string>> = {
  job_role: 'e.g. AR Caller, Medical Coder',
  location: 'e.g. Chennai',
  skill: 'e.g. Denial Management',
  certificate_type: 'e.g. CPC, CCS',
};

/** A select's choice that does not filter. */
export const ANY_FILTER_VALUE = 'Any';
