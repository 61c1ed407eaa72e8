import * as v from 'valibot';
import { successMessage } from '../auth/fields';
import { endpoint } from '../endpoint';

/**
 * The job roles list (issue 36): a job's role is one of the candidate side's job roles, the
 * onboarding's sub-categories (voice and non-voice process, 'Other' once), so a job's role and a
 * candidate's looking-for speak the same words. A role saved before the list was enforced stays
 * readable and saves unchanged (`JOB_ROLE_NOT_LISTED` only for a new or changed role).
 */

export const JOB_ROLE_NOT_LISTED = 'Please choose the job role from the job roles list';

/** GET /recruiters/job_roles: the list's names, in the list's order. */
export const recruiterJobRoles = endpoint({
  method: 'GET',
  path: '/recruiters/job_roles',
  request: null,
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({ roles: v.array(v.string()) }),
  }),
  errors: ['recruiters_only'],
  session: true,
});
