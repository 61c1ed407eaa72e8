import { EXPERIENCE_LEVEL_LABELS, type ExperienceLevel } from '@contract/candidate-record/options';
import type { ApplicationStatus, RecruiterStatus } from '@contract/jobs';
import {
  APPLICANT_ASSESSMENT_LABELS,
  APPLICATION_STATUS_LABELS,
  type CertificationFilter,
} from '@contract/recruiter/applicants';
import { type AssessmentScore, scoreText } from '@contract/recruiter/assessment-scoring';

/** The applicants list's and the applicant page's words (issue 23, ours). */
export const APPLICANTS_HEADING = 'Applicants';
export const LOADING_APPLICANTS = 'Loading applicants...';
export const NO_APPLICANTS = 'No one has applied for this job yet.';
export const NO_APPLICANTS_MATCH = 'No applicants match these filters.';
export const APPLICANTS_NOT_ON_DEVICE =
  'You are offline and this list of applicants is not saved on this device yet. It opens when you are back online.';
export const APPLICANTS_FAILED = 'The applicants could not be loaded.';
export const JOB_NOT_FOUND_TEXT = 'This job was not found. It may belong to another company.';
export const SELECT_ALL_ON_PAGE = 'Select all on this page';
export const STATUS_NEEDS_NETWORK =
  'You are offline. Changing a status needs the network: try again when you are back online.';
export const ALL = 'All';

export { APPLICATION_STATUS_LABELS };

export const ASSESSMENT_LABELS = APPLICANT_ASSESSMENT_LABELS;

export const CERTIFICATION_LABELS: Readonly<Record<CertificationFilter, string>> = {
  certified: 'Certified',
  not_certified: 'Not certified',
};

export const SORT_LABELS = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  experience: 'Most experience',
  ctc: 'Highest current CTC',
  score: 'Highest score',
} as const;

/** 'Experienced, 3 years 2 months'; 'Fresher'; 'Not given' without either. */
export function experienceText(level: ExperienceLevel | null, months: number | null): string {
  const parts: string[] = [];
  if (level) parts.push(EXPERIENCE_LEVEL_LABELS[level]);
  if (months !== null && months > 0) {
    const years = Math.floor(months / 12);
    const rest = months % 12;
    const span = [
      years ? `${years} ${years === 1 ? 'year' : 'years'}` : '',
      rest ? `${rest} ${rest === 1 ? 'month' : 'months'}` : '',
    ]
      .filter(Boolean)
      .join(' ');
    parts.push(span);
  }
  return parts.length ? parts.join(', ') : NOT_GIVEN;
}

export const NOT_GIVEN = 'Not given';

/** A current CTC band in rupees a year ('3,00,000-4,00,000' -> '₹3,00,000-4,00,000'), or Not given. */
export function ctcText(band: string | null): string {
  return band ? `₹${band}` : NOT_GIVEN;
}

/**
 * 'Shortlisted 3 applicants.' / 'Rejected 1 applicant.' / 'Moved 2 applicants to Interview.' after
 * a bulk change, and '1 had withdrawn.' when some stayed withdrawn (issue 36).
 */
export function bulkResultText(status: ApplicationStatus, count: number, withdrawn = 0): string {
  const who = count === 1 ? '1 applicant' : `${count} applicants`;
  const done =
    status === 'shortlisted'
      ? `Shortlisted ${who}.`
      : status === 'rejected'
        ? `Rejected ${who}.`
        : status === 'new'
          ? `Moved ${who} back to Awaiting.`
          : `Moved ${who} to ${APPLICATION_STATUS_LABELS[status]}.`;
  return withdrawn > 0 ? `${done} ${withdrawn} had withdrawn.` : done;
}

/** The applicants' filter's result, said by a polite live region: '2 applicants match these filters.' */
export function applicantsFoundText(total: number, filtered: boolean): string {
  if (total === 0) return filtered ? NO_APPLICANTS_MATCH : NO_APPLICANTS;
  const who = total === 1 ? '1 applicant' : `${total} applicants`;
  if (!filtered) return `${who}.`;
  return `${who} ${total === 1 ? 'matches' : 'match'} these filters.`;
}

/** The score as the list and the applicant page show it: '1/2 (50%), Passed'; '-' when none (issue 36 §5). */
export function scoreSummary(score: AssessmentScore | null): string {
  if (!score) return NO_SCORE;
  if (score.passed === null) return scoreText(score);
  return `${scoreText(score)}, ${score.passed ? 'Passed' : 'Not passed'}`;
}
export const NO_SCORE = '-';
/** What a running bulk job is doing, in each kind's own words (every stage a recruiter moves to). */
const BULK_DOING: Record<RecruiterStatus, string> = {
  new: 'Moving back to Awaiting',
  shortlisted: 'Shortlisting',
  interview: 'Moving to Interview',
  offered: 'Moving to Offered',
  joined: 'Marking as Joined',
  rejected: 'Rejecting',
};
/** A running bulk job's progress: 'Shortlisting: 120 of 300 done', 'Sending messages: ...'. */
export function bulkProgressText(job: { kind: string; status: string; done: number; total: number }): string {
  const doing =
    job.kind === 'message'
      ? 'Sending messages'
      : ((BULK_DOING as Record<string, string>)[job.status] ?? 'Changing the status');
  return `${doing}: ${job.done} of ${job.total} done`;
}

export const selectAllMatchingText = (total: number) => `Select all ${total} matching`;
export const allMatchingSelectedText = (total: number) => `All ${total} matching applicants selected`;
export const CLEAR_SELECTION = 'Clear selection';
export const DOWNLOAD_CSV = 'Download CSV';
export const CSV_FAILED = 'The CSV could not be downloaded. Please try again.';
