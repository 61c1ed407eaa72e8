import { eq } from 'drizzle-orm';
import { ROW_ID_MAX } from '../../contract/ids';
import { detailSalary } from '../../contract/job-salary';
import { COMPANY_LOGO_PNG_SIZE, companyLogoPngPath } from '../../contract/jobs';
import type { Db } from '../db/client';
import { companies, jobs } from '../db/schema';

/**
 * The link preview of a shared job (issue 19 §3): what a chat app or a social site shows when a
 * candidate pastes `/jobpostings/{id}`. Their fetchers run no JavaScript, so the server answers
 * them a small HTML page with Open Graph tags instead of the app. Only the catalogue's public
 * facts of the job are read: no session, no candidate's state.
 */

/**
 * The User-Agents of link-preview fetchers and search bots, by a word their agents carry. In-app
 * browsers of people are left out on purpose (Facebook's is FBAN/FBAV, Instagram's, LINE's,
 * Snapchat's, Pinterest's app): they get the app.
 */
const PREVIEW_FETCHERS = new RegExp(
  [
    'facebookexternalhit',
    'facebookcatalog',
    'Facebot',
    'meta-externalagent',
    'Twitterbot',
    'WhatsApp',
    'Slackbot',
    'Slack-ImgProxy',
    'LinkedInBot',
    'TelegramBot',
    'Discordbot',
    'Googlebot',
    'Google-InspectionTool',
    'Google-PageRenderer',
    'GoogleOther',
    'AdsBot-Google',
    'bingbot',
    'BingPreview',
    'MicrosoftPreview',
    'SkypeUriPreview',
    'Applebot',
    'Pinterestbot',
    'redditbot',
    'vkShare',
    'Embedly',
    'Iframely',
    'Mastodon',
    'Bluesky',
    'Cardyb',
    'Snap URL Preview',
    'Zoombot',
    'DuckDuckBot',
    'YandexBot',
  ].join('|'),
  'i',
);

/** Whether a request comes from a link-preview fetcher (or a search bot) rather than a person. */
export function isLinkPreviewFetcher(userAgent: string | undefined | null): boolean {
  return typeof userAgent === 'string' && PREVIEW_FETCHERS.test(userAgent.slice(0, 512));
}

/** A job id as the path carries it: digits without a leading zero, at most ROW_ID_MAX; else null. */
export function jobIdOfPath(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= ROW_ID_MAX ? id : null;
}

/** Text for HTML, in an element or in a quoted attribute alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (char) => `&#${char.charCodeAt(0)};`);
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
    .where(eq(jobs.id, jobId));
  return row ?? null;
}

const SITE_NAME = 'RCM Careers';

/** The path of a job in the app, the link candidates share. */
export const jobPagePath = (jobId: number) => `/jobpostings/${jobId}`;

/** The preview's title: the job and its company ('Medical Coder at Acme Health'). */
export function jobPreviewTitle(job: JobPreview): string {
  return `${job.jobTitle} at ${job.companyName}`;
}

/**
 * The preview's one-line description (SH4): city, experience level, type and the salary as job
 * detail says it ('Chennai · Experienced · Full Time · Salary: 3.0-4.5 LPA').
 */
export function jobPreviewDescription(job: JobPreview): string {
  return [job.location, job.experienceLevel, job.typeName, `Salary: ${detailSalary(job.minCtc, job.maxCtc)}`]
    .filter((part) => part.trim() !== '')
    .join(' · ');
}

/**
 * The preview page of a job on this origin: Open Graph and Twitter tags (title, description,
 * the company logo, the canonical link) and the same facts as plain text, every value escaped.
 * The logo is the PNG copy of the SVG the app shows (same colour, same initials), since Facebook,
 * WhatsApp and LinkedIn draw no SVG images; at 300 px a side WhatsApp shows it as a thumbnail.
 */
export function jobPreviewPage(job: JobPreview, origin: string): string {
  const url = `${origin}${jobPagePath(job.id)}`;
  const logo = `${origin}${companyLogoPngPath(job.companyId)}`;
  const title = jobPreviewTitle(job);
  const description = jobPreviewDescription(job);
  const e = escapeHtml;
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${e(value)}">`;
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(`${title} | ${SITE_NAME}`)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${e(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', logo),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(COMPANY_LOGO_PNG_SIZE)),
    meta('property', 'og:image:height', String(COMPANY_LOGO_PNG_SIZE)),
    meta('property', 'og:image:alt', `${job.companyName} logo`),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', logo),
    '</head><body>',
    `<h1>${e(job.jobTitle)}</h1>`,
    `<p>${e(job.companyName)}</p>`,
    `<p>${e(description)}</p>`,
    `<p><a href="${e(url)}">Open this job on ${SITE_NAME}</a></p>`,
    '</body></html>',
    '',
  ].join('\n');
}

/** The page a fetcher gets for a job that does not exist (or an id that cannot be one). */
export const JOB_PREVIEW_NOT_FOUND_PAGE = [
  '<!doctype html>',
  '<html lang="en"><head><meta charset="utf-8">',
  `<title>Job not found | ${SITE_NAME}</title>`,
  '<meta name="robots" content="noindex">',
  '</head><body>',
  '<h1>Job not found</h1>',
  '<p>This job does not exist, or it is no longer listed on RCM Careers.</p>',
  '</body></html>',
  '',
].join('\n');
