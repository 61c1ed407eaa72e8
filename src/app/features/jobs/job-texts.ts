/** The jobs area's texts (signed-in-area.md §2, §8, §9), written once, exactly as the spec gives them. */

// §8 Job search
export const JOB_SEARCH_FAILED = 'API returned an unsuccessful response';
export const NO_JOBS_MATCH = 'No jobs found matching your criteria.';
export const SAVE_JOB_FAILED = 'Failed to save job. Please try again.';

// §8 Saved jobs
export const SAVED_JOBS_UNEXPECTED = 'Unexpected API response format';
export const JOB_UNSAVED = 'Job unsaved successfully!';
export const NO_SAVED_JOBS = "You haven't saved any jobs yet.";
export const NO_SAVED_JOBS_MATCH = 'No saved jobs match your current filters.';

// §8 Applied jobs
export const APPLIED_JOBS_HEADING = 'Applied Jobs';
export const APPLIED_NO_TOKEN = 'No authentication token found. Please log in.';
export const APPLIED_INVALID_RESPONSE = 'Invalid response format';
export const APPLIED_UNSUCCESSFUL = 'API returned unsuccessful response';
export const NO_APPLIED_JOBS_MATCH = 'No applied jobs found matching your criteria.';

// §8 Dashboard
export const DASHBOARD_HEADING = 'Dashboard';
/** Ours: the dashboard's placeholders' name while its data is on the way. */
export const LOADING_DASHBOARD = 'Loading the dashboard';
export const DASHBOARD_FAILED = 'Failed to fetch dashboard data.';
export const DASHBOARD_ERROR = 'Error fetching dashboard data.';
export const NO_JOBS_AVAILABLE = 'No jobs available';

// §8 Job detail
export const JOB_FETCH_FAILED = 'Failed to fetch job details.';
export const JOB_FETCH_ERROR = 'Error fetching job details.';
export const LOADING_JOB_DETAILS = 'Loading job details...';
/** The breadcrumb's last crumb (§2), and the page's heading until the job's title is known. */
export const JOB_DETAILS_HEADING = 'Job details';
export const JOB_DETAILS_BREADCRUMBS = [
  { label: 'Job Search', to: '/jobpostings' },
  { label: JOB_DETAILS_HEADING },
] as const;
export const NO_JOB_DATA = 'No job data found.';
export const NO_DESCRIPTION_AVAILABLE = 'No description available';
export const NO_SIMILAR_JOBS = 'No similar jobs found.';

// §8 Apply
export const APPLY_AUTH_ERROR = 'Authentication error. Please log in again.';
/** The apply failure on search (and the other lists). */
export const APPLY_FAILED_SEARCH = 'Failed to apply for the job. Please try again.';
/** The apply failure on job detail. */
export const APPLY_FAILED_DETAIL = 'Failed to apply for the job.';
export const APPLICATION_SUBMITTED = 'Application Submitted!';
export const VIEW_MORE_JOBS = 'View more jobs';
export const ONE_LAST_STEP = 'One last step!';
export const START_ASSESSMENT = 'Start Assessment';

// §2, §4, §9 labels
export const APPLY = 'Apply';
export const APPLIED = 'Applied';
export const CONTINUE_ASSESSMENT = 'Continue Assessment';
export const VIEW_DETAILS = 'View Details';
export const SIMILAR_JOBS_HEADING = 'Similar Jobs';
export const SEARCH_HEADING = 'Recommended for You';
export const SAVED_JOBS_HEADING = 'Your Saved Jobs';

/** The parts of a search that name it (job-list-search.ts's JobListSearch). */
interface NamedSearch {
  q?: string;
  job_role?: string;
  skill?: string;
  certificate_type?: string;
  experience_level?: string;
  exp_ctc?: string;
  location?: string;
}

/**
 * The job search's h1 and page title name the search (issue 35): 'Jobs for "hcc" in Chennai',
 * 'Jobs for coder, Experienced', 'Jobs in Pune'; with nothing searched, the spec's 'Recommended
 * for You'.
 */
export function jobSearchHeading(search: NamedSearch): string {
  const clean = (part: string | undefined) => (part ?? '').trim().replace(/\s+/g, ' ');
  const words = clean(search.q);
  const what = [
    words === '' ? '' : `"${words}"`,
    ...[search.job_role, search.skill, search.certificate_type, search.experience_level, search.exp_ctc].map(
      clean,
    ),
  ].filter((part) => part !== '');
  const where = clean(search.location);
  if (what.length === 0 && where === '') return SEARCH_HEADING;
  return `Jobs${what.length > 0 ? ` for ${what.join(', ')}` : ''}${where === '' ? '' : ` in ${where}`}`;
}
/** The salary's words live with its formatter, shared with the server's link preview. */
export { NOT_SPECIFIED } from '@contract/job-salary';
export const AWAITING = 'Awaiting';
/** Issue 36's stages past the spec's three (shortlisted and rejected keep the spec's words). */
export const STAGE_LABELS: Readonly<Record<string, string>> = {
  interview: 'Interview',
  offered: 'Offered',
  joined: 'Joined',
  withdrawn: 'Withdrawn',
};

export { NEW_JOB_BADGE } from '@app/ui/job-view/job-view-texts';
/** A job's words shared with the recruiter's preview (issue 23) live in ui/job-view/. */
export { NO_DESCRIPTION_PROVIDED } from '@contract/job-sections';
// Ours (issue 23: the recruiter side)
/** A job its company closed: it stays visible to those who saved or applied, with this mark. */
export { NO_LONGER_ACCEPTING } from '@contract/jobs';

// Ours (offline)
/** Offline, a list page never loaded on this device waits for the network (as job detail does). */
export const JOBS_PAGE_NOT_ON_PHONE =
  'You are offline and this page of jobs is not saved on this phone yet. It opens when you are back online.';

// Saved searches (ours, SS2)
export const SORT_LABEL = 'Sort by';
export const SORT_RELEVANCE = 'Best match';
export const SORT_NEWEST = 'Newest first';

// Ours (the search box, issue 22)
/** The divider above the jobs holding some of the words but not all. */
export const RELATED_JOBS = 'Related jobs';
/** How many jobs hold every word of the box. */
export const allWordsCount = (count: number) =>
  count === 1 ? '1 job has every word you typed' : `${count} jobs have every word you typed`;
/** Under 'No jobs found matching your criteria.' for a search with words: the words we understand. */
export const SEARCH_WORDS_HELP =
  'Search in English job words: a role (AR caller, medical coder), a certification (CPC, CCS), a skill (denial management, payment posting), a system (Epic, Kareo), non voice or voice process, a company or a city. We also understand naukri (job) and ghar se kaam (work from home).';
/** ...and for words in Devanagari. */
export const SEARCH_IN_ENGLISH_LETTERS = 'Job posts are written in English: please type in English letters.';

/**
 * A bookmark's name, with its job (V6): 'Save Payment Posting Executive', and once saved what a
 * tap does, 'Unsave Payment Posting Executive' (the spec's save and unsave).
 */
export const saveJobName = (saved: boolean, jobTitle: string) => `${saved ? 'Unsave' : 'Save'} ${jobTitle}`;
