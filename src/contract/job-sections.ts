import type { JobDetail } from './jobs';

/**
 * A job's long texts as candidates read them (signed-in-area.md §2): plain text only, each line a
 * paragraph and lines starting with "- " or "•" a list, never HTML. One rule for every place a
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

/** A piece of a section: a paragraph (a line), or a list (lines in a row starting with "- " or "•"). */
export type SectionBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** A section of the job detail (§2): its heading and its paragraphs and lists, in order. */
export interface JobSection {
  key: keyof typeof SECTION_HEADINGS;
  heading: string;
  blocks: SectionBlock[];
}

/** A list item's mark: "- " (a hyphen and a space) or "•", at the start of the line (issue 36). */
const BULLET_MARK = /^(?:- |•)\s*/;

/**
 * A long text's blocks: each non-blank line is a paragraph, except a line starting with "- " or
 * "•" (as the job editor's hint says), which is a list item; list items in a row make one list.
 * Any other mark ("* ", "1. ", "-5%") is the line's own text.
 */
export function textBlocks(text: string | null | undefined): SectionBlock[] {
  const blocks: SectionBlock[] = [];
  for (const raw of (text ?? '').split(/\r?\n/)) {
    const line = raw.trim();
    // blank, or a mark with nothing after it ("- " ends trimmed as "-")
    if (line === '' || line === '-' || line === '•') continue;
    if (!BULLET_MARK.test(line)) {
      blocks.push({ kind: 'paragraph', text: line });
      continue;
    }
    const item = line.replace(BULLET_MARK, '').trim();
    if (item === '') continue;
    const last = blocks.at(-1);
    if (last?.kind === 'list') last.items.push(item);
    else blocks.push({ kind: 'list', items: [item] });
  }
  return blocks;
}

function section(key: JobSection['key'], blocks: SectionBlock[]): JobSection | null {
  return blocks.length > 0 ? { key, heading: SECTION_HEADINGS[key], blocks } : null;
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
  const description = textBlocks(job.job_description);
  const hasSpecialisations = splitList(job.specialisations).length > 0;
  const certifications = splitList(job.certifications_required);
  return [
    section(
      'description',
      description.length > 0 ? description : [{ kind: 'paragraph', text: NO_DESCRIPTION_PROVIDED }],
    ),
    section('responsibilities', textBlocks(job.Key_responsibilities)),
    hasSpecialisations ? section('skills', textBlocks(job.requirements)) : null,
    section('certifications', certifications.length > 0 ? [{ kind: 'list', items: certifications }] : []),
    section('eligibility', textBlocks(job.good_to_have)),
    section('benefits', textBlocks(job.benefits_offered)),
  ].filter((item): item is JobSection => item !== null);
}
