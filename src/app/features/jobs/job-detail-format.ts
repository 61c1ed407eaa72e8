import type { JobDetail } from '../../../contract/jobs';
import { ApiError } from '../../api/client';
import { splitList } from './job-format';
import { JOB_FETCH_ERROR, JOB_FETCH_FAILED, NO_DESCRIPTION_PROVIDED, SECTION_HEADINGS } from './job-texts';

/** A section of the job detail (§2): its heading and its lines (one line: a paragraph; more: bullets). */
export interface JobSection {
  key: keyof typeof SECTION_HEADINGS;
  heading: string;
  lines: string[];
  /** Certifications are always bullets (the comma list); other sections are bullets when several lines. */
  bullets: boolean;
}

const BULLET_MARK = /^\s*(?:[-*•·]|\d+[.)])\s+/;

/** A long text's non-blank lines, without leading bullet marks ('- ', '• ', '1. '). */
export function textLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(BULLET_MARK, '').trim())
    .filter((line) => line !== '');
}

function section(key: JobSection['key'], lines: string[], bullets = lines.length > 1): JobSection | null {
  return lines.length > 0 ? { key, heading: SECTION_HEADINGS[key], lines, bullets } : null;
}

/**
 * §2 Job detail's sections, in order, each shown only when non-empty: Job Description (always,
 * 'No description provided.' when empty), Responsibilities, Required Skills (shown when
 * specialisations are present; the text shown is the requirements), Certifications (the
 * comma-separated list as bullets), Eligibility (good_to_have), Benefits Offered.
 */
export function jobSections(
  job: Pick<
    JobDetail,
    | 'job_description'
    | 'Key_responsibilities'
    | 'specialisations'
    | 'requirements'
    | 'certifications_required'
    | 'good_to_have'
    | 'benefits_offered'
  >,
): JobSection[] {
  const description = textLines(job.job_description);
  const hasSpecialisations = splitList(job.specialisations).length > 0;
  return [
    section('description', description.length > 0 ? description : [NO_DESCRIPTION_PROVIDED]),
    section('responsibilities', textLines(job.Key_responsibilities)),
    hasSpecialisations ? section('skills', textLines(job.requirements)) : null,
    section('certifications', splitList(job.certifications_required), true),
    section('eligibility', textLines(job.good_to_have)),
    section('benefits', textLines(job.benefits_offered)),
  ].filter((item): item is JobSection => item !== null);
}

/**
 * What loading the job ended in: the job is missing (404: 'No job data found.' in the page, the
 * server's message as the toast), or a failure text (§8 Job fetch, in the page and as a toast).
 */
export type JobLoadFailure = { kind: 'not-found'; message: string } | { kind: 'error'; message: string };

/**
 * §8: a missing job is 'No job data found.'; a failed answer is its message or 'Failed to fetch
 * job details.'; anything else (no network, a broken answer) 'Error fetching job details.'.
 */
export function jobLoadFailure(error: unknown): JobLoadFailure {
  if (error instanceof ApiError) {
    if (error.code === 'job_not_found')
      return { kind: 'not-found', message: error.serverMessage ?? JOB_FETCH_FAILED };
    if (error.code === 'invalid_answer') return { kind: 'error', message: JOB_FETCH_ERROR };
    return { kind: 'error', message: error.serverMessage ?? JOB_FETCH_FAILED };
  }
  return { kind: 'error', message: JOB_FETCH_ERROR };
}
