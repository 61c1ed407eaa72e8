/**
 * A job's public page (issue 26 §1), the link candidates share: `/jobs/{id}`, served by the server
 * as plain HTML to anyone. Its Apply links go to sign-up or login keeping the job's apply step in
 * the app (`?redirect=`), which the app takes back after login, sign-up and onboarding.
 */

/** The public page of a job: the link the share action, WhatsApp and Open Graph's og:url carry. */
export const publicJobPath = (jobId: number): string => `/jobs/${jobId}`;

/**
 * The public list of the open jobs (issue 35 C10): the newest first, with the job search's box and
 * six filters in its query (`?q=&job_role=...&page=`, the names of job-search-fields.ts), served by
 * the server as plain HTML to anyone, like a job's public page.
 */
export const PUBLIC_JOB_LIST_PATH = '/jobs';

/** The job detail of the signed-in app. */
export const appJobPath = (jobId: number): string => `/jobpostings/${jobId}`;

/** The app's job detail's search parameter that opens its apply step (the resume dialog). */
export const APPLY_PARAM = 'apply';

/** The job's apply step in the app: its job detail with the resume dialog open. */
export const jobApplyPath = (jobId: number): string => `${appJobPath(jobId)}?${APPLY_PARAM}=1`;

/** The login's and sign-up's search parameter that keeps where the visitor was going. */
export const RETURN_PARAM = 'redirect';
/** The longest path kept through a login in RETURN_PARAM. */
export const RETURN_PATH_MAX = 500;
