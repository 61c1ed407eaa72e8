import type { JobDetail } from './jobs';

/**
 * A job's long texts as candidates read them (signed-in-area.md §2): plain text only, line breaks
 * and lines starting with "- " become paragraphs and lists, never HTML. One rule for every place a
 * job is read: the app's job detail and the recruiter's preview (issue 23, ui/job-view/), and the
 * server's public job page (issue 26, services/public-job-page.ts).
 */

export const NO_DESCRIPTION_PROVIDED = 'No description provided.';

/** Job detail's sections (§2), shown only when non-empty. */
export const SECTION_HEADINGS = {
  description: 'Job Description',
  responsibilities: 'Responsibilities',
  skills: 'Required Skills',
  certifications: 'Certifications',
  eligibility: 'Eligibility',
  benefits: 'Benefits Offered',
} as const;

/** §2 job detail: the comma-separated certifications as a list (blank entries dropped). */
export function splitList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

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

/** The job's texts its sections are made of. */
export type JobSectionsSource = Pick<
  JobDetail,
  | 'job_description'
  | 'Key_responsibilities'
  | 'specialisations'
  | 'requirements'
  | 'certifications_required'
  | 'good_to_have'
  | 'benefits_offered'
>;

/**
 * §2 Job detail's sections, in order, each shown only when non-empty: Job Description (always,
 * 'No description provided.' when empty), Responsibilities, Required Skills (shown when
 * specialisations are present; the text shown is the requirements), Certifications (the
 * comma-separated list as bullets), Eligibility (good_to_have), Benefits Offered.
 */
export function jobSections(job: JobSectionsSource): JobSection[] {
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
