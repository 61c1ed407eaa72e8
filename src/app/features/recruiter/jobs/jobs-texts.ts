import { APPLICATION_STATUSES } from '@contract/jobs';
import { APPLICATION_STATUS_LABELS } from '@contract/recruiter/applicants';
import type { ApplicantCounts } from '@contract/recruiter/jobs';

/** The Jobs screen's words (issue 23 §Workspace 1, ours). */
export const JOBS_HEADING = 'Jobs';
export const POST_A_JOB = 'Post a job';
export const LOADING_JOBS = 'Loading your jobs...';
export const NO_JOBS = 'Your company has no jobs yet. Post a job to start receiving applications.';
export const JOBS_FAILED = 'Your jobs could not be loaded.';
export const JOBS_NOT_ON_DEVICE =
  'You are offline and your jobs are not saved on this device yet. They open when you are back online.';
export const EDIT_JOB = 'Edit';
export const VIEW_APPLICANTS = 'Applicants';

/**
 * The job's funnel (issue 36): 'Awaiting 3 · Shortlisted 1 · Interview 0 · Offered 0 · Joined 0 ·
 * Rejected 2 · Withdrawn 0', every stage in the pipeline's order.
 */
export function applicantCountsText(counts: ApplicantCounts): string {
  return APPLICATION_STATUSES.map((status) => `${APPLICATION_STATUS_LABELS[status]} ${counts[status]}`).join(
    ' · ',
  );
}

/** '2 new since you last looked', or nothing. */
export function newSinceText(count: number): string | null {
  if (count <= 0) return null;
  return `${count} new since you last looked`;
}

export const COPY_JOB = 'Copy';
export const COPY_FAILED = 'The job could not be copied. Please try again.';
export const CLOSE_SELECTED = 'Close selected';
export const CLOSE_FAILED = 'The jobs could not be closed. Please try again.';
/** 'Posted 20 Nov 2026' (an open or closed job), 'Created 20 Nov 2026' (a draft). */
export const postedText = (draft: boolean, day: string) => `${draft ? 'Created' : 'Posted'} ${day}`;
export const closedJobsText = (count: number) => (count === 1 ? 'Closed 1 job.' : `Closed ${count} jobs.`);
export const closeJobsTitle = (count: number) => (count === 1 ? 'Close 1 job?' : `Close ${count} jobs?`);
