import { companyLogoPngPath } from '@contract/company-logos';
import { publicJobPath } from '@contract/public-jobs';
import { VERIFIED_EMPLOYER, VERIFIED_EMPLOYER_MEANING } from '@contract/verified-employer';
import { type PublicJob, publicJobSections } from './public-job';

/**
 * A job as Google for Jobs reads it (issue 26 §1): schema.org's `JobPosting` as JSON-LD, with
 * Google's required properties (title, description, datePosted, hiringOrganization, jobLocation)
 * and its recommended ones (validThrough, employmentType, baseSalary, directApply, identifier).
 * Every link is on the configured address (PUBLIC_URL), never the request's.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const SITE_NAME = 'RCM Careers';

/**
 * An open job has no end date of its own: it is open until its recruiter closes it. Its
 * `validThrough` is this many days after the current day (UTC), restated every day, so a job
 * that stays open never looks expired to a search engine that read it some days ago.
 */
export const OPEN_JOB_VALID_DAYS = 30;

/** The start of the UTC day of `date`. */
export const startOfUtcDay = (date: Date): Date => new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);

/**
 * Until when a job takes applications: an open job OPEN_JOB_VALID_DAYS days after today (UTC),
 * a closed one when it was closed (its last change), always before `now`.
 */
export function validThroughOf(job: Pick<PublicJob, 'open' | 'updatedAt'>, now: Date): Date {
  if (job.open) return new Date(startOfUtcDay(now).getTime() + OPEN_JOB_VALID_DAYS * DAY_MS);
  return new Date(Math.min(job.updatedAt.getTime(), now.getTime() - 1000));
}

/** schema.org's employment types of the job types the app knows (recruiter/jobs.ts JOB_TYPES). */
const EMPLOYMENT_TYPES: Readonly<Record<string, string>> = {
  'Full Time': 'FULL_TIME',
  'Part Time': 'PART_TIME',
  Contract: 'CONTRACTOR',
};

/** The job's type as schema.org's employment type, or null for one it has no word for. */
export function employmentTypeOf(typeName: string): string | null {
  return EMPLOYMENT_TYPES[typeName.trim()] ?? null;
}

const isAmount = (value: number | null): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The salary as a MonetaryAmount in rupees a year: the range when both CTCs are known, the one
 * amount when only one is, nothing when neither.
 */
function baseSalaryOf(job: Pick<PublicJob, 'minCtc' | 'maxCtc'>) {
  const min = isAmount(job.minCtc) ? job.minCtc : null;
  const max = isAmount(job.maxCtc) ? job.maxCtc : null;
  if (min === null && max === null) return undefined;
  const value =
    min !== null && max !== null && min !== max
      ? {
          '@type': 'QuantitativeValue',
          minValue: Math.min(min, max),
          maxValue: Math.max(min, max),
          unitText: 'YEAR',
        }
      : { '@type': 'QuantitativeValue', value: min ?? max, unitText: 'YEAR' };
  return { '@type': 'MonetaryAmount', currency: 'INR', value };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The description Google asks for, as HTML: every section of the job detail (its heading, then
 * its paragraph or its list), each text escaped. Only <p>, <strong>, <ul> and <li>.
 */
export function descriptionHtmlOf(job: PublicJob): string {
  return publicJobSections(job)
    .map((section) => {
      const body = section.blocks
        .map((block) =>
          block.kind === 'list'
            ? `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
            : `<p>${escapeHtml(block.text)}</p>`,
        )
        .join('');
      return `<p><strong>${escapeHtml(section.heading)}</strong></p>${body}`;
    })
    .join('');
}

/** The `JobPosting` of a job at its public address (`{publicUrl}/jobs/{id}`), as a plain object. */
export function jobPostingOf(job: PublicJob, publicUrl: string, now: Date): Record<string, unknown> {
  const employmentType = employmentTypeOf(job.typeName);
  const address: Record<string, string> = { '@type': 'PostalAddress', addressLocality: job.location.trim() };
  if (job.region) address.addressRegion = job.region;
  address.addressCountry = 'IN';
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.jobTitle.trim(),
    description: descriptionHtmlOf(job),
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: String(job.id) },
    url: `${publicUrl}${publicJobPath(job.id)}`,
    datePosted: isoSeconds(job.createdAt),
    validThrough: isoSeconds(validThroughOf(job, now)),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.companyName.trim(),
      logo: `${publicUrl}${companyLogoPngPath(job.companyId)}`,
      // issue 37: schema.org's hasCredential (a credential awarded to an Organization), by this site
      ...(job.companyVerified ? { hasCredential: verifiedCredential(publicUrl) } : {}),
    },
    jobLocation: { '@type': 'Place', address },
    directApply: job.open,
  };
  if (employmentType) posting.employmentType = employmentType;
  const baseSalary = baseSalaryOf(job);
  if (baseSalary) posting.baseSalary = baseSalary;
  return posting;
}

/** The Verified employer badge as the JSON-LD's credential of the hiring organization. */
const verifiedCredential = (publicUrl: string) => ({
  '@type': 'EducationalOccupationalCredential',
  name: VERIFIED_EMPLOYER,
  description: VERIFIED_EMPLOYER_MEANING,
  credentialCategory: 'Employer verification',
  recognizedBy: { '@type': 'Organization', name: SITE_NAME, url: publicUrl },
});

/** A date as ISO 8601 to the second ('2026-03-02T10:00:00Z'). */
export const isoSeconds = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes (so no text of
 * a job can close the script or open a comment), and the two JavaScript line separators too.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
