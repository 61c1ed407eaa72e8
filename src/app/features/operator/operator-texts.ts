import type { CompanyStanding } from '@contract/operator/companies';

/** The operator's page (issue 37): its words. */
export const OPERATOR_AREA = 'RCM Careers operator';
export const COMPANIES_HEADING = 'Companies';
export const COMPANIES_INTRO =
  'Confirm a company once its evidence holds: only then is it a Verified employer, whose jobs are published and who may message candidates. Unverified companies come first.';
export const LOADING_COMPANIES = 'Loading the companies...';
export const COMPANIES_FAILED = 'The companies could not be loaded.';
export const COMPANIES_NOT_ON_DEVICE = 'The companies open when you are back online.';
export const COMPANIES_WHAT = 'the companies';
export const NO_COMPANIES = 'No companies yet.';
export const OPERATORS_ONLY_HEADING = 'For operators only';
export const OPERATORS_ONLY_TEXT =
  'This page is for the RCM Careers operators who confirm companies. Your account is not an operator account.';
export const STANDING_LABELS: Record<CompanyStanding, string> = {
  unverified: 'Unverified',
  verified: 'Verified employer',
  suspended: 'Suspended',
};
export const SHOW_EVIDENCE = 'Show evidence';
export const HIDE_EVIDENCE = 'Hide evidence';
export const LOADING_EVIDENCE = 'Loading the evidence...';
export const EVIDENCE_FAILED = 'The evidence could not be loaded.';
export const EVIDENCE_NOT_ON_DEVICE = 'The evidence opens when you are back online.';
export const NOT_GIVEN = 'Not given';
export const NO_CHANGES = 'No changes recorded yet.';
/** A verified company whose recruiters changed its profile since (issue 37 §1): what changed. */
export const changedSinceVerified = (fields: string) =>
  `Changed since it was verified: ${fields}. Review the evidence, then verify it again.`;
export const VERIFY_AGAIN = 'Verify again';
export const SUSPEND_TITLE = (name: string) => `Suspend ${name}?`;
export const SUSPEND_MESSAGE =
  'Its jobs leave search and the public pages at once, and its conversations show candidates a warning. You can restore it later.';
export const standingDone: Record<'verify' | 'suspend' | 'restore', (name: string) => string> = {
  verify: (name) => `${name} is now a Verified employer.`,
  suspend: (name) => `${name} is suspended.`,
  restore: (name) => `${name} is restored.`,
};

/** A check in short: passed, failed or not given. */
export const checkText = (ok: boolean | null) =>
  ok === null ? NOT_GIVEN : ok ? 'Check passed' : 'Check failed';

/** A moment in India's time, as the screens show it. */
export const shownTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });

/** The operator's reports queue (issue 37 §2). */
export const REPORTS_HEADING = 'Reports';
export const REPORTS_INTRO =
  'What candidates reported, newest first, and the messages that asked for money. A job reported by three candidates is hidden until you review it.';
export const LOADING_REPORTS = 'Loading the reports...';
export const REPORTS_FAILED = 'The reports could not be loaded.';
export const REPORTS_NOT_ON_DEVICE = 'The reports open when you are back online.';
export const REPORTS_WHAT = 'the reports';
export const NO_REPORTS = 'No reports yet.';
export const FLAGGED_HEADING = 'Messages that asked for money';
export const FLAGGED_COMPANIES_HEADING = 'Companies to review';
export const REVIEW_FAILED = 'The review could not be saved. Please try again.';
