import { and, eq } from 'drizzle-orm';
import { html } from 'hono/html';
import { createIsbotFromList, list } from 'isbot';
import { ROW_ID_MAX } from '../../contract/ids';
import { detailSalary } from '../../contract/job-salary';
import { COMPANY_LOGO_PNG_SIZE, companyLogoPngPath } from '../../contract/jobs';
import type { Db } from '../db/client';
import { companies, jobs } from '../db/schema';
import { PUBLISHED_JOBS } from './job-queries';

/**
 * The link preview of a shared job (issue 19 §3): what a chat app or a social site shows when a
 * candidate pastes `/jobpostings/{id}`. Their fetchers run no JavaScript, so the server answers
 * them a small HTML page with Open Graph tags instead of the app. Only the catalogue's public
 * facts of the job are read: no session, no candidate's state.
 */

/**
 * isbot's patterns (a kept list of crawlers, fetchers and tools), less those of browsers driven by
 * tools (headless Chrome, Lighthouse): they run the app's JavaScript and render it themselves.
 * In-app browsers of people (Facebook's FBAN/FBAV, Instagram's, LINE's) are not bots to isbot:
 * they get the app.
 */
const RUNS_THE_APP = new Set(['headless', 'chrome-lighthouse']);
const isFetcher = createIsbotFromList(list.filter((pattern) => !RUNS_THE_APP.has(pattern)));

/**
 * Whether a request comes from a link-preview fetcher, a search bot or a tool that runs no
 * JavaScript (curl) rather than a person: those get the preview page.
 */
export function isLinkPreviewFetcher(userAgent: string | undefined | null): boolean {
  return typeof userAgent === 'string' && isFetcher(userAgent.slice(0, 512));
}

/** A job id as the path carries it: digits without a leading zero, at most ROW_ID_MAX; else null. */
export function jobIdOfPath(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= ROW_ID_MAX ? id : null;
}

/** The public facts of a job a preview shows. */
export interface JobPreview {
  id: number;
  jobTitle: string;
  companyId: number;
  companyName: string;
  location: string;
  experienceLevel: string;
  typeName: string;
  minCtc: number | null;
  maxCtc: number | null;
}

/**
 * A job's public facts (title, company, city, experience level, type, salary), or null when there
 * is no such job.
 */
export async function jobPreviewOf(db: Db, jobId: number): Promise<JobPreview | null> {
  const [row] = await db
    .select({
      id: jobs.id,
      jobTitle: jobs.jobTitle,
      companyId: jobs.companyId,
      companyName: companies.name,
      location: jobs.location,
      experienceLevel: jobs.experienceLevel,
      typeName: jobs.typeName,
      minCtc: jobs.minCtc,
      maxCtc: jobs.maxCtc,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, jobId), PUBLISHED_JOBS));
  return row ?? null;
}

const SITE_NAME = 'RCM Careers';

/** The path of a job in the app, the link candidates share. */
export const jobPagePath = (jobId: number) => `/jobpostings/${jobId}`;

/** The preview's title: the job and its company ('Medical Coder at Acme Health'). */
function jobPreviewTitle(job: JobPreview): string {
  return `${job.jobTitle} at ${job.companyName}`;
}

/**
 * The preview's one-line description (SH4): city, experience level, type and the salary as job
 * detail says it ('Chennai · Experienced · Full Time · Salary: 3.0-4.5 LPA').
 */
function jobPreviewDescription(job: JobPreview): string {
  return [job.location, job.experienceLevel, job.typeName, `Salary: ${detailSalary(job.minCtc, job.maxCtc)}`]
    .filter((part) => part.trim() !== '')
    .join(' · ');
}

/**
 * The preview page of a job on the site's address (`publicUrl`, PUBLIC_URL): Open Graph and
 * Twitter tags (title, description, the company logo, the canonical link) and the same facts as
 * plain text, every value escaped by hono/html. The logo is the PNG copy of the SVG the app shows
 * (same colour, same initials), since Facebook, WhatsApp and LinkedIn draw no SVG images; at
 * 300 px a side WhatsApp shows it as a thumbnail.
 */
export function jobPreviewPage(job: JobPreview, publicUrl: string) {
  const url = `${publicUrl}${jobPagePath(job.id)}`;
  const logo = `${publicUrl}${companyLogoPngPath(job.companyId)}`;
  const title = jobPreviewTitle(job);
  const description = jobPreviewDescription(job);
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | ${SITE_NAME}</title>
<meta name="description" content="${description}">
<link rel="canonical" href="${url}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="${SITE_NAME}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${url}">
<meta property="og:image" content="${logo}">
<meta property="og:image:type" content="image/png">
<meta property="og:image:width" content="${COMPANY_LOGO_PNG_SIZE}">
<meta property="og:image:height" content="${COMPANY_LOGO_PNG_SIZE}">
<meta property="og:image:alt" content="${job.companyName} logo">
<meta name="twitter:card" content="summary">
<meta name="twitter:title" content="${title}">
<meta name="twitter:description" content="${description}">
<meta name="twitter:image" content="${logo}">
</head><body>
<h1>${job.jobTitle}</h1>
<p>${job.companyName}</p>
<p>${description}</p>
<p><a href="${url}">Open this job on ${SITE_NAME}</a></p>
</body></html>
`;
}

/** The page a fetcher gets for a job that does not exist (or an id that cannot be one). */
export const JOB_PREVIEW_NOT_FOUND_PAGE = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<title>Job not found | ${SITE_NAME}</title>
<meta name="robots" content="noindex">
</head><body>
<h1>Job not found</h1>
<p>This job does not exist, or it is no longer listed on ${SITE_NAME}.</p>
</body></html>
`;
